import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Implicit members of built-in types the checker binds: a static of the type the context names (`.now`, `.red`,
/// `.after(date)`), a built-in type's static function
/// (`.random()` where a `Bool` goes) and an `init` an extension of the program adds to a built-in
/// type (`.init(endpoint: "a", "b")`); and the colour literal `#colorLiteral(…)`.
@Suite struct SwiftBuiltinImplicitMembersTests {
    /// Every `.name` below stands where its parameter, field or result names a built-in type: the checker binds each
    /// to that type's entry, and the interpreter runs the entry (it no longer keeps a symbolic name to resolve later).
    @Test func implicitMembersOfBuiltInTypesAreBoundToTheirEntries() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            import AppIntents

            struct E: TimelineEntry { let date: Date }
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: .now) }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: .distantPast)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    completion(Timeline(entries: [E(date: .now)], policy: .after(.distantFuture)))
                }
            }
            struct Refresh: AppIntent {
                static var title: LocalizedStringResource = "Refresh"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct V: View {
                var entry: E
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(entry.date, style: .time).foregroundStyle(.secondary).font(.system(size: 9))
                        Image(systemName: "star").imageScale(.large).foregroundStyle(.red)
                        Button(intent: Refresh()) { Text("Go") }.buttonStyle(.plain)
                    }
                    .containerBackground(for: .widget) { Color.clear }
                }
            }
            """
        let result = WidgetCompiler.compile(SourceFile(path: "bound.swift", text: source))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let program = try #require(result.program)
        let bound = program.symbols.builtinImplicitMembers.map { "\($0.value.typeName).\($0.key.name)" }.sorted()
        #expect(bound == ["Color.red", "ContainerBackgroundPlacement.widget", "Date.distantFuture", "Date.distantPast", "Date.now", "Date.now",
                          "Font.system", "HierarchicalShapeStyle.secondary", "HorizontalAlignment.leading", "Image.Scale.large", "PlainButtonStyle.plain",
                          "Text.DateStyle.time", "TimelineReloadPolicy.after"], "\(bound)")
    }

    /// Where a `FormatStyle` goes (`Text(_:format:)`), `.name` is looked up in the format style types, as in SwiftUI's
    /// `extension FormatStyle where Self == …`; a chain that starts with one is read in that type (`.dateTime.year()`).
    @Test func formatStylesOfATextAreBound() throws {
        let source = """
            import SwiftUI
            struct V: View {
                let date: Date
                var body: some View {
                    Text(date, format: .dateTime.year().month())
                    Text(0.25, format: .percent)
                    Text(9.99, format: .currency(code: "EUR"))
                }
            }
            """
        let result = WidgetCompiler.compile(SourceFile(path: "formats.swift", text: source))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let symbols = try #require(result.program).symbols
        let bound = symbols.builtinImplicitMembers.map { "\($0.value.typeName).\($0.key.name)" }.sorted()
        #expect(bound == ["DateFormatStyle.dateTime", "NumberFormatStyle.currency", "NumberFormatStyle.percent"], "\(bound)")
        #expect(Set(symbols.builtinMethods.values) == ["DateFormatStyle"], "\(symbols.builtinMethods)")
    }

    /// A date style's fields take Foundation's symbol types (`Date.FormatStyle.Symbol.Month` …): `.wide` and
    /// `.twoDigits(amPM: .omitted)` there are bound to their statics, and a misspelt width is a located error.
    @Test func dateStyleFieldWidthsAreBound() throws {
        let source = """
            import SwiftUI
            struct V: View {
                let date: Date
                var body: some View {
                    Text(date, format: .dateTime.month(.wide).hour(.twoDigits(amPM: .omitted)))
                    Text(date, format: .relative(presentation: .named, unitsStyle: .abbreviated))
                }
            }
            """
        let result = WidgetCompiler.compile(SourceFile(path: "fields.swift", text: source))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let bound = try #require(result.program).symbols.builtinImplicitMembers.map { "\($0.value.typeName).\($0.key.name)" }.sorted()
        #expect(bound == ["Date.FormatStyle.Symbol.Hour.AMPMStyle.omitted", "Date.FormatStyle.Symbol.Hour.twoDigits", "Date.FormatStyle.Symbol.Month.wide",
                          "Date.RelativeFormatStyle.Presentation.named", "Date.RelativeFormatStyle.UnitsStyle.abbreviated", "DateFormatStyle.dateTime",
                          "DateFormatStyle.relative"], "\(bound)")
        let misspelt = WidgetCompiler.compile(SourceFile(path: "bad.swift", text: """
            import Foundation
            let text = Date.now.formatted(.dateTime.month(.wiide))
            """)).diagnostics.filter { $0.severity == .error }
        #expect(misspelt.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
                == ["2:47: 'Date.FormatStyle.Symbol.Month' has no member '.wiide'; did you mean '.wide'?"])
    }

    /// A style modifier's style is a `ShapeStyle`: a chain that starts with a colour (`.blue.opacity(0.5)`) is read in
    /// `Color`, its method bound to Color's entry, as `.secondary` is bound to `HierarchicalShapeStyle`'s.
    @Test func aStyleChainIsReadInTheTypeThatStartsIt() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("a").foregroundStyle(.blue.opacity(0.5))
                    Text("b").foregroundStyle(.secondary)
                }
            }
            """
        let result = WidgetCompiler.compile(SourceFile(path: "styles.swift", text: source))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let symbols = try #require(result.program).symbols
        let bound = symbols.builtinImplicitMembers.map { "\($0.value.typeName).\($0.key.name)" }.sorted()
        #expect(bound == ["Color.blue", "HierarchicalShapeStyle.secondary"], "\(bound)")
        #expect(Array(symbols.builtinMethods.values) == ["Color"], "\(symbols.builtinMethods)")
    }

    /// SwiftUI's other shape styles are types of their own (`FillShapeStyle`, `Material`, `TintShapeStyle` …): `.fill`,
    /// `.ultraThinMaterial` and `.tint` where a `ShapeStyle` goes are bound to their statics, and a chain that starts with
    /// one (`.fill.secondary`, `.fill.shadow(…)`) is read in that type.
    @Test func shapeStylesOfTheirOwnTypesAreBound() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("a").foregroundStyle(.tint).background(.ultraThinMaterial)
                    Text("b").foregroundStyle(.fill.secondary)
                    Rectangle().fill(.separator.shadow(.drop(radius: 2)))
                }
            }
            """
        let result = WidgetCompiler.compile(SourceFile(path: "styles.swift", text: source))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let symbols = try #require(result.program).symbols
        let bound = symbols.builtinImplicitMembers.map { "\($0.value.typeName).\($0.key.name)" }.sorted()
        #expect(bound == ["FillShapeStyle.fill", "Material.ultraThinMaterial", "SeparatorShapeStyle.separator", "TintShapeStyle.tint"], "\(bound)")
        #expect(Array(symbols.builtinMethods.values) == ["SeparatorShapeStyle"], "\(symbols.builtinMethods)")
        let misspelt = WidgetCompiler.compile(SourceFile(path: "bad.swift", text: """
            import SwiftUI
            struct V: View {
                var body: some View { Text("a").foregroundStyle(.fill.tertary) }
            }
            """)).diagnostics.filter { $0.severity == .error }
        #expect(misspelt.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
                == ["3:59: value of type FillShapeStyle has no member 'tertary'; did you mean 'tertiary'?"])
    }

    /// A string method's `options:` is a `String.CompareOptions`, an option set: `.numeric` and `[.caseInsensitive,
    /// .numeric]` are bound to its statics, and a misspelt option is a located error.
    @Test func compareOptionsAreBound() throws {
        let source = """
            import Foundation
            func run() {
                print("a10".compare("A9", options: [.caseInsensitive, .numeric]) == .orderedDescending)
                print("x9".range(of: "X", options: .caseInsensitive) != nil)
                print(String(data: Data("é".utf8), encoding: .utf8) ?? "")
            }
            """
        let result = WidgetCompiler.compile(SourceFile(path: "options.swift", text: source))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let bound = try #require(result.program).symbols.builtinImplicitMembers.map { "\($0.value.typeName).\($0.key.name)" }.sorted()
        #expect(bound == ["ComparisonResult.orderedDescending", "String.CompareOptions.caseInsensitive", "String.CompareOptions.caseInsensitive", "String.CompareOptions.numeric",
                          "String.Encoding.utf8"], "\(bound)")
        #expect(SwiftProgram.run(source: source, fileName: "options.swift").output == "true\ntrue\né\n")
        let misspelt = WidgetCompiler.compile(SourceFile(path: "bad.swift", text: """
            import Foundation
            let order = "a".compare("b", options: [.caseInsensitve])
            """)).diagnostics.filter { $0.severity == .error }
        #expect(misspelt.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
                == ["2:40: 'String.CompareOptions' has no member '.caseInsensitve'; did you mean '.caseInsensitive'?"])
    }

    /// `.padding(.horizontal)` takes an `Edge.Set` (and `.padding(8)` a length): the edges are bound to Edge.Set's statics.
    @Test func paddingEdgesAreBound() throws {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View { Text("a").padding(.horizontal).padding(.top, 4).padding(8).padding(Edge.Set.vertical, 1) }
            }
            """
        let result = WidgetCompiler.compile(SourceFile(path: "padding.swift", text: source))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let bound = try #require(result.program).symbols.builtinImplicitMembers.map { "\($0.value.typeName).\($0.key.name)" }.sorted()
        #expect(bound == ["Edge.Set.horizontal", "Edge.Set.top"], "\(bound)")
    }

    /// `.after(…)` is `TimelineReloadPolicy.after(_:)`, whose argument is a `Date`: a located error at check time
    /// (a string literal where a `Date` goes must be an ISO-8601 date).
    @Test func aReloadPolicysDateIsChecked() {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "after.swift", text: """
            import WidgetKit
            struct E: TimelineEntry { let date: Date }
            func make() -> Timeline<E> { Timeline(entries: [], policy: .after("soon")) }
            """)).diagnostics
        #expect(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
                == ["3:67: 'soon' is not an ISO-8601 date such as \"2024-12-04T05:22:15Z\""])
    }

    @Test func aStaticFunctionOfTheExpectedBuiltInTypeRuns() {
        let outcome = SwiftProgram.run(source: """
            struct Todo { var title: String; var done: Bool }

            func run() {
                let todo = Todo(title: "a", done: .random())
                let flag: Bool = .random()
                print(todo.done, flag, todo.done == flag)
            }
            """, fileName: "random.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        // `Bool.random()` is false in Widgetry, so renders are reproducible.
        #expect(outcome.output == "false false true\n")
    }

    @Test func anExtensionInitOfABuiltInTypeMadeByImplicitMember() {
        let outcome = SwiftProgram.run(source: """
            import Foundation

            extension URL {
                init(api parts: String...) {
                    self.init(string: "https://example.org/" + parts.joined(separator: "/"))!
                }
                static var status: URL { .init(api: "line", "status") }
            }

            func run() {
                print(URL.status.absoluteString, URL(api: "a").path)
            }
            """, fileName: "url.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "https://example.org/line/status /a\n")
    }

    @Test func aColourLiteralIsAColour() throws {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI

            func run() {
                let orange = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
                print(orange == Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
            }
            """, fileName: "literal.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "true\n")
    }

    /// `UIColor(Color("Accent"))` (iOS 14): the colour itself, as a UIKit colour.
    @Test func aUIColorMadeFromAColorIsThatColour() throws {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI

            extension UIColor {
                static let tint = UIColor(Color.orange)
            }

            func run() {
                print(Color(UIColor.tint) == Color.orange, Color(UIColor(Color.red)) == Color.blue)
            }
            """, fileName: "uicolor.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "true false\n")
    }

    /// `getRed(_:green:blue:alpha:)` gives the channels back through its `inout` arguments, as UIKit does.
    @Test func getRedFillsItsInoutArguments() throws {
        let outcome = SwiftProgram.run(source: """
            import UIKit

            extension UIColor {
                var rgba: (Int, Int, Int, Double)? {
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
                    return (Int(r * 255), Int(g * 255), Int(b * 255), Double(a))
                }
            }

            func run() {
                if let (r, g, b, a) = UIColor(red: 1, green: 0, blue: 1, alpha: 1).rgba { print(r, g, b, a) }
                // `UIColor(cgColor:)`: the colour of Core Graphics' channels, its alpha too.
                if let (r, g, b, a) = UIColor(cgColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).cgColor).rgba { print(r, g, b, a) }
            }
            """, fileName: "rgba.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "255 0 255 1.0\n51 102 153 0.5\n")
    }

    /// `Color(.brand)` where `extension UIColor { static let brand }`: the colour made from UIKit's, as `Color(_: UIColor)`
    /// takes it (it was "unknown colour '.brand'"); a name neither declares is still an error.
    @Test func aColorMadeFromAUIColorExtensionsStatic() throws {
        let source = """
            import SwiftUI

            extension UIColor {
                static let brand = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            }

            func run() {
                print(Color(.brand) == Color(UIColor.brand), Color(true ? .brand : .brand) == Color(UIColor.brand))
            }
            """
        let outcome = SwiftProgram.run(source: source, fileName: "brand.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "true true\n")
        let misspelt = SwiftProgram.run(source: source.replacingOccurrences(of: "Color(.brand) ==", with: "Color(.brnd) =="), fileName: "brand.swift")
        #expect(misspelt.diagnostics.contains { $0.message.hasPrefix("unknown colour '.brnd'") }, "\(misspelt.diagnostics.map(\.message))")
    }
}
