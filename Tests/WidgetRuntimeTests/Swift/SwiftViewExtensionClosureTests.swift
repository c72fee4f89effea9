import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// A method of the program's own `extension View` that takes a closure, called with a trailing
/// closure as SwiftUI code does: `.if(condition) { $0.hidden() }` (a backticked name),
/// `.widgetBackground { Color.blue }` (a labelled `@ViewBuilder content:` parameter).
@Suite struct SwiftViewExtensionClosureTests {
    static let source = """
    import SwiftUI
    import WidgetKit

    struct E: TimelineEntry { let date: Date }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
    }
    extension View {
        @ViewBuilder
        func `if`<Content: View>(_ condition: Bool, content: (Self) -> Content) -> some View {
            if condition { content(self) } else { self }
        }
        func framed<V: View>(@ViewBuilder content: @escaping () -> V) -> some View {
            VStack(spacing: 0) { self; content() }
        }
    }
    struct V: View {
        let entry: E
        var body: some View {
            VStack {
                Text("hidden").if(true) { $0.hidden() }
                Text("plain").if(false) { $0.hidden() }
                Text("top").framed { Text("bottom") }
            }
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "s", provider: P()) { V(entry: $0) } }
    }
    """

    @Test func aTrailingClosureGoesToTheParameterThatTakesIt() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "S.swift")
        #expect(errors.isEmpty, "\(errors)")
        let outcome = try TestSession.open(Self.source, path: "S.swift").render(widget: "W", family: "systemMedium")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text)
        for expected in ["plain", "top", "bottom"] {
            #expect(lines.contains(expected), "\(expected): \(outcome.result.text)")
        }
        #expect(!outcome.result.text.contains("hidden"), "\(outcome.result.text)")
    }

    /// `extension View { func ageText(from:) }` is a method of every view: a view's body calls it without `self.`, and
    /// with it, as SwiftUI code keeps helpers (nightguard's widget views).
    @Test func aViewExtensionsMethodIsAMethodOfTheProgramsViews() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
        extension View {
            func ageText(from minutes: Int) -> String { "\\(minutes) min" }
            var badge: String { "new" }
        }
        struct AgeView: View {
            let minutes: Int
            var body: some View {
                VStack {
                    Text("+\\(ageText(from: minutes))")
                    Text(self.ageText(from: minutes * 2) + " " + badge)
                }
            }
        }
        struct AgeWidget: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "age", provider: Provider()) { _ in AgeView(minutes: 4) } }
        }
        """)
        let errors = SwiftWidgetDrawing.errors(source, path: "Age.swift")
        #expect(errors.isEmpty, "\(errors)")
        let outcome = try TestSession.open(source, path: "Age.swift").render(widget: "AgeWidget", family: "systemMedium")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text)
        #expect(lines.contains("+4 min") && lines.contains("8 min new"), "\(outcome.result.text)")
    }

    @Test func aMissingClosureIsStillReported() {
        let source = Self.source.replacingOccurrences(of: "Text(\"top\").framed { Text(\"bottom\") }", with: "Text(\"top\").framed()")
        let messages = WidgetCompiler.compile(SourceFile(path: "S.swift", text: source)).diagnostics.map(\.message)
        #expect(messages.contains("missing argument 'content:' in call to 'framed'"), "\(messages)")
    }
}
