import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// A view made of stored properties and `body` whose body reads `self` (`switch self.widgetFamily`,
/// `self.title`) is drawn as the struct it is, where `self` is the view.
@Suite struct SwiftViewSelfTests {
    @Test func aBodyThatReadsSelfIsDrawn() throws {
        let source = """
            import WidgetKit
            import SwiftUI

            struct E: TimelineEntry { let date: Date }

            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date()) }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
                }
            }

            struct Sized: View {
                @Environment(\\.widgetFamily) var widgetFamily
                var title: String
                var body: some View {
                    switch self.widgetFamily {
                    case .systemSmall: Text("\\(self.title) small")
                    default: Text("\\(title) other")
                    }
                }
            }

            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "W", provider: P()) { _ in Sized(title: "Notes") }
                        .supportedFamilies([.systemSmall, .systemMedium])
                }
            }
            """
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        let session = try TestSession.open(source, path: "W.swift")
        let small = try session.render(widget: "W", family: "systemSmall")
        #expect(small.problems.isEmpty, "\(small.problems.map(\.message))")
        #expect(small.result.text.contains("Notes small"), "\(small.result.text)")
        #expect(try session.render(widget: "W", family: "systemMedium").result.text.contains("Notes other"))
    }

    /// One of the program's views written as a type: a static that makes one (`Card.live(named:)`, `Card.sample`),
    /// a field and a parameter of that type, and modifiers on them. Before, each was refused ("cannot return a value
    /// of type View where Card is expected", "a view body lists views", "value of type Card has no member 'padding'"), and
    /// `view.modifier(Starred())` on a value bound by a `case` pattern ("value of type Card has no member 'modifier'").
    @Test func aViewOfTheProgramWrittenAsATypeIsAView() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
            struct Card: View {
                let title: String
                var body: some View { Text(title) }
            }
            extension Card {
                static func live(named name: String) -> Card { Card(title: "Live " + name) }
                static var sample: Card { Card(title: "Sample") }
            }
            struct Framed: View {
                let card: Card
                var body: some View { card.padding(.leading, 2) }
            }
            func tagged(_ card: Card) -> some View { card.overlay(alignment: .trailing) { Text("*") } }
            struct Starred: ViewModifier {
                func body(content: Content) -> some View { HStack(spacing: 0) { Text("+"); content } }
            }
            enum Slot { case card(view: Card) }
            struct Styled: View {
                let slot: Slot
                var body: some View {
                    switch slot {
                    case .card(view: let view):
                        view
                            .modifier(Starred())
                    }
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "W", provider: Provider()) { _ in
                        VStack(alignment: .leading) {
                            Card.live(named: "A")
                            Card.sample
                            Framed(card: Card(title: "Field"))
                            tagged(Card(title: "Passed"))
                            Styled(slot: .card(view: Card(title: "Styled")))
                        }
                    }
                }
            }
            """)
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        let session = try TestSession.open(source, path: "W.swift")
        let drawn = try session.render(widget: "W", family: "systemMedium")
        #expect(drawn.problems.isEmpty, "\(drawn.problems.map(\.message))")
        let lines = drawn.result.text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
        // The overlay is drawn over the trailing end of the view it is on, as SwiftUI draws it.
        #expect(lines.filter { !$0.isEmpty && !$0.hasPrefix("╭") && !$0.hasPrefix("╰") } == ["Live A", "Sample", "Field", "Passe*", "+Styled"],
                "\(drawn.result.text)")
    }
}
