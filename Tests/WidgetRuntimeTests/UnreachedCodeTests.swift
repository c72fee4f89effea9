import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// A use of an API Widgetry does not have, in code the widget never runs (a view controller shared with the app, an
/// image helper using Core Image), is a warning, and the widget renders; reached from the widget's code, however
/// indirectly, it is an error (`UnreachedCode`).
@Suite struct UnreachedCodeTests {
    static let helpers = """
        import UIKit

        final class WebViewController: UIViewController {
            let toolbar = UIToolbar()
            func dismissed() { navigationController?.popViewController(animated: true) }
        }

        extension UIImage {
            func blurred() -> UIImage? {
                let filter = CIFilter(name: "CIGaussianBlur")
                return filter == nil ? nil : self
            }
        }

        func label(_ text: String) -> String { decorated(text) }
        func decorated(_ text: String) -> String { "* " + text + " *" }
        """

    @Test func codeTheWidgetDoesNotReachWarnsAndTheWidgetRenders() throws {
        let source = SwiftWidgetDrawing.widget(Self.helpers, view: "    var body: some View { Text(label(\"ready\")) }")
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let warned = diagnostics.filter { $0.severity == .warning && $0.message.hasSuffix(UnreachedCode.note) }
        #expect(warned.map(\.message).contains { $0.hasPrefix("Core Image ('CIFilter') is not available in Widgetry") }, "\(warned)")
        #expect(warned.contains { $0.message.hasPrefix("UIKit ('UIToolbar') is not available in Widgetry") }, "\(warned)")
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.rows == ["* ready *"])
    }

    @Test func codeTheWidgetReachesThroughCallsKeepsTheError() {
        // The view calls `label`, which calls `decorated`, which now uses the image helper.
        let helpers = Self.helpers.replacingOccurrences(of: "func decorated(_ text: String) -> String { \"* \" + text + \" *\" }",
                                                        with: "func decorated(_ text: String) -> String { _ = UIImage().blurred(); return text }")
        #expect(helpers.contains("blurred(); return"))
        let source = SwiftWidgetDrawing.widget(helpers, view: "    var body: some View { Text(label(\"ready\")) }")
        let errors = SwiftWidgetDrawing.errors(source, path: "W.swift")
        #expect(errors.count == 1 && errors.first?.hasPrefix("13:22: Core Image ('CIFilter') is not available in Widgetry") == true, "\(errors)")
    }

    /// An app screen the target compiles, with names Widgetry does not know: warnings where the widget does not reach
    /// them; the same names in the widget's own code are errors; a syntax error is one wherever it is.
    static let appScreen = """
        struct SettingsScreen {
            let store = ReviewStore.shared
            func toolbar() -> String { store.pendingReviews().description }
        }
        """

    @Test func namesTheCheckerDoesNotKnowInUnreachedCodeWarn() throws {
        let source = SwiftWidgetDrawing.widget(Self.appScreen, view: "    var body: some View { Text(\"ok\") }")
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let warned = diagnostics.filter { $0.severity == .warning && $0.message.hasSuffix(UnreachedCode.note) }.map(\.message)
        #expect(warned.contains { $0.hasPrefix("unknown name 'ReviewStore'") }, "\(warned)")
        #expect(try SwiftWidgetDrawing.drawnRows(source).rows == ["ok"])

        let reached = SwiftWidgetDrawing.widget(Self.appScreen, view: "    var body: some View { Text(SettingsScreen().toolbar()) }")
        let errors = SwiftWidgetDrawing.errors(reached, path: "W.swift")
        #expect(errors.contains { $0.hasPrefix("5:17: unknown name 'ReviewStore'") }, "\(errors)")

        let broken = SwiftWidgetDrawing.widget(Self.appScreen.replacingOccurrences(of: "description }", with: "description"),
                                              view: "    var body: some View { Text(\"ok\") }")
        #expect(WidgetCompiler.compile(SourceFile(path: "W.swift", text: broken)).diagnostics.hasErrors)
    }

    @Test func aFileWithoutAWidgetKeepsEveryError() {
        let errors = SwiftWidgetDrawing.errors(Self.helpers, path: "Helpers.swift")
        // A subclass of a UIKit class is not available itself, said once at its name; its members are not checked one by one.
        #expect(errors.contains { $0.hasPrefix("3:13: UIKit ('UIViewController') is not available in Widgetry") }, "\(errors)")
        #expect(!errors.contains { $0.contains("navigationController") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("4:19: UIKit ('UIToolbar') is not available in Widgetry") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("10:22: Core Image ('CIFilter') is not available in Widgetry") }, "\(errors)")
    }
}
