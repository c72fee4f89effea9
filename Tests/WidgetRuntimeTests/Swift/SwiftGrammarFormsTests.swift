import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Swift's declaration and expression forms that real widget code writes, run
/// in one `.swift` widget: a `subscript`, `if` and `switch` expressions, several
/// names in one `let`/`var` (in a function and in a type), a typed optional
/// binding, a type declared in a function, `model` and `view` as ordinary names,
/// `extension [Person]`, a global computed variable and `@available(iOS 18.0, *)`
/// on a member. The expected text is what the same code printed when built by
/// `swiftc` on this machine (the program is `run()` and its declarations).
@Suite struct SwiftGrammarFormsTests {
    static let source = """
import WidgetKit
import SwiftUI

struct Person { var name: String; var model: String }
extension [Person] { var names: String { map(\\.name).joined(separator: "+") } }
var greeting: String { "hi" }
struct Board {
    var cells: [Int]
    let base, date: String
    @available(iOS 18.0, *)
    subscript(index: Int) -> Int { cells[index] * 10 }
}
func run() -> String {
    struct Local { var view: Int }
    var a, b: Int
    a = 1; b = 2
    var r = 0, g = 5
    r += a + b
    let kind = switch g { case 5: "five" default: "other" }
    let sign = if r > 2 { "big" } else { "small" }
    let maybe: Any? = [1, 2]
    guard let numbers: [Int] = maybe as? [Int] else { return "none" }
    let board = Board(cells: [1, 2, 3], base: "x", date: "y")
    let people = [Person(name: "Ada", model: "m1"), Person(name: "Bo", model: "m2")]
    return "\\(greeting) \\(r) \\(g) \\(kind) \\(sign) \\(numbers.count) \\(board[2]) \\(Local(view: 7).view) \\(people.names) \\(people[1].model)"
}
struct Entry: TimelineEntry { let date: Date; let text: String }
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date(), text: run()) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
struct Forms: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Forms", provider: Provider()) { entry in Text(entry.text) }
    }
}
"""

    @Test func theFormsCheckAndRunAsSwiftRunsThem() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Forms.swift", text: Self.source)).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let session = try TestSession.open(Self.source, path: "Forms.swift")
        let outcome = try session.render(widget: "Forms", family: "systemMedium")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("hi 3 5 five big 2 30 7 Ada+Bo m2"), "\(outcome.result.text)")
    }

    @Test func aSubscriptInAWidgetFileRunsItsGetter() throws {
        let text = try SwiftLanguageHarness.run("return \"\\(Board(cells: [4, 5])[1])\"", declarations: """
        struct Board {
            var cells: [Int]
            subscript(index: Int) -> Int { cells[index] * 10 }
        }
        """)
        #expect(text == "50")
    }

    @Test func ifAndSwitchExpressionsGiveTheirBranchesValues() throws {
        let text = try SwiftLanguageHarness.run("""
        let n = 7
        let size = if n > 5 { "big" } else if n > 2 { "middle" } else { "small" }
        let name = switch n % 3 {
        case 0: "zero"
        case 1: if n > 3 { "one, large" } else { "one" }
        default: "two"
        }
        return size + " " + name
        """)
        #expect(text == "big one, large")
    }

    @Test func aConfigurationMayTakeItsViewAsTheContentArgument() throws {
        let source = """
import WidgetKit
import SwiftUI
struct Entry: TimelineEntry { let date: Date }
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
struct Labelled: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Labelled", provider: Provider(), content: { entry in Text("labelled") })
            .configurationDisplayName("L")
    }
}
"""
        let session = try TestSession.open(source, path: "Labelled.swift")
        let outcome = try session.render(widget: "Labelled", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("labelled"), "\(outcome.result.text)")
    }

    @Test func aContainersContentMayBeItsLastArgument() throws {
        let source = """
entry E { var n: Int }
provider P {
    placeholder { E(n: 1) }
    timeline { Timeline(entries: [E(n: 2)], policy: .never) }
}
widget W {
    families: [.systemSmall]
    provider: P
    body(entry) {
        VStack(spacing: 0, content: {
            Text("one")
            HStack(content: { Text("two") })
        })
    }
}
"""
        let session = try TestSession.open(source, path: "stack.widget")
        let outcome = try session.render(widget: "W", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        // The stack's two rows, one above the other.
        let lines = outcome.result.text.split(separator: "\n")
        let one = lines.firstIndex { $0.contains("one") }, two = lines.firstIndex { $0.contains("two") }
        #expect(one != nil && two == one.map { $0 + 1 }, "\(outcome.result.text)")
    }

    /// `.palePink` where a colour goes names the program's own `extension Color { static let palePink }`,
    /// and draws as `Color.palePink` does.
    @Test func anImplicitMemberNamesTheProgramsOwnColor() throws {
        let implicit = """
import SwiftUI
import WidgetKit
extension Color {
    static let palePink = Color(red: 1, green: 0.8, blue: 0.9)
}
extension View {
    func card() -> some View { self.padding(4) }
}
struct Entry: TimelineEntry { let date: Date }
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}
struct W: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "W", provider: Provider()) { entry in
            Text("hi").foregroundStyle(.palePink).card()
        }
    }
}
"""
        let explicit = implicit.replacingOccurrences(of: "foregroundStyle(.palePink)", with: "foregroundStyle(Color.palePink)")
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "W.swift", text: implicit)).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let one = try TestSession.open(implicit, path: "W.swift").render(widget: "W", family: "systemSmall")
        let other = try TestSession.open(explicit, path: "W.swift").render(widget: "W", family: "systemSmall")
        #expect(one.problems.isEmpty, "\(one.problems.map(\.message))")
        #expect(one.result.canvas == other.result.canvas)
    }
}
