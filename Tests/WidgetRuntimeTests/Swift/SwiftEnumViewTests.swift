import Foundation
import Testing
@testable import WidgetRuntime

/// An enum that conforms to `View`: each case is a view, its body drawn with `self` the case, in a body as a
/// statement (`EmptyState.signedOut`), through a helper returning one, and with modifiers after it.
@Suite struct SwiftEnumViewTests {
    static let emptyState = """
        enum EmptyState: View {
            case noItems
            case signedOut(name: String)

            var body: some View {
                VStack {
                    headline
                    Text(caption)
                }
            }
            var headline: Text {
                switch self {
                case .noItems: return Text("Nothing yet")
                case .signedOut: return Text("Signed out")
                }
            }
            var caption: String {
                if case .signedOut(let name) = self { return "Sign in, \\(name)" }
                return "Add an item"
            }
        }
        func placeholderState(_ signedIn: Bool) -> EmptyState { signedIn ? .noItems : .signedOut(name: "Ann") }
        """

    @Test func eachCaseDrawsTheBodyWithSelfTheCase() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(SwiftWidgetDrawing.widget(Self.emptyState, view: """
                var body: some View {
                    HStack {
                        Group {
                            if entry.date < .distantPast { Text("never") } else { EmptyState.noItems }
                        }
                        placeholderState(false)
                            .padding(2)
                    }
                }
            """))
        #expect(drawn.errors == [])
        #expect(drawn.rows.contains { $0.contains("Nothing yet") && $0.contains("Signed out") }, "\(drawn.rows)")
        #expect(drawn.rows.contains { $0.contains("Add an item") && $0.contains("Sign in, Ann") }, "\(drawn.rows)")
    }

    @Test func anEnumThatIsNoViewIsStillNoViewInABody() {
        let errors = SwiftWidgetDrawing.errors(SwiftWidgetDrawing.widget("enum Mode { case day, night }", view: """
                var body: some View {
                    Mode.day
                }
            """), path: "W.swift")
        #expect(errors.contains { $0.hasSuffix("a view body lists views; this is a value of type Mode") }, "\(errors)")
    }
}
