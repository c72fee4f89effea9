import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// AppIntents code as written in extensions: an `AppEnum` with typed display
/// representations and `rawValue` used bare, a configuration intent's static computed
/// preview, and a widget whose `kind` is a `static let` named through the type.
@Suite struct SwiftAppEnumAndStaticsTests {
    static let source = """
    import AppIntents
    import WidgetKit
    import SwiftUI

    enum Crypto: String, AppEnum {
        case bitcoin, ether
        static var typeDisplayRepresentation: TypeDisplayRepresentation = "Crypto"
        static var caseDisplayRepresentations: [Crypto: DisplayRepresentation] = [.bitcoin: "Bitcoin", .ether: "Ether"]
        var cryptoId: String { rawValue }
    }

    struct TickerConfiguration: WidgetConfigurationIntent {
        static var title: LocalizedStringResource = "Ticker"
        @Parameter(title: "Crypto", default: .bitcoin) var crypto: Crypto
    }

    extension TickerConfiguration {
        static var ether: TickerConfiguration {
            let intent = TickerConfiguration()
            intent.crypto = .ether
            return intent
        }
    }

    struct TickerEntry: TimelineEntry {
        let date: Date
        let configuration: TickerConfiguration
        var kinds: String = ""
    }

    struct TickerProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> TickerEntry { TickerEntry(date: Date(), configuration: .ether) }
        func snapshot(for configuration: TickerConfiguration, in context: Context) async -> TickerEntry {
            TickerEntry(date: Date(), configuration: configuration)
        }
        func timeline(for configuration: TickerConfiguration, in context: Context) async -> Timeline<TickerEntry> {
            let kinds = (try? await WidgetCenter.shared.currentConfigurations())?.map(\\.kind) ?? []
            return Timeline(entries: [TickerEntry(date: Date(), configuration: configuration, kinds: kinds.joined())], policy: .never)
        }
    }

    struct TickerWidget: Widget {
        static let kind: String = "com.example.ticker"
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: TickerWidget.kind, intent: TickerConfiguration.self, provider: TickerProvider()) { entry in
                VStack {
                    Text(entry.configuration.crypto.cryptoId)
                    Text(entry.kinds)
                }
            }
        }
    }

    #Preview(as: .systemSmall) {
        TickerWidget()
    } timeline: {
        TickerEntry(date: .now, configuration: TickerConfiguration.ether)
    }
    """

    @Test func checksCleanAndRunsAsWritten() throws {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Ticker.swift", text: Self.source)).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        let session = try TestSession.open(Self.source, path: "Ticker.swift")
        let outcome = try session.render(widget: "TickerWidget", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.result.text.contains("bitcoin"), "the parameter's default, read through rawValue: \(outcome.result.text)")
        #expect(outcome.result.text.contains("com.example.ticker"), "the static kind: \(outcome.result.text)")
        let placeholder = try session.placeholderEntry(widget: "TickerWidget")
        let configuration = Interpreter.field(placeholder, "configuration")
        // The case as assigned (`intent.crypto = .ether`): a case value or the member that names it.
        let crypto: String? = switch Interpreter.field(configuration, "crypto") {
        case .enumCase(_, let name, _), .member(let name, _): name
        default: nil
        }
        #expect(crypto == "ether", "the static computed preview intent: \(configuration)")
    }

    /// `static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "…")`, its type not written, and the cases'
    /// representations keyed by `Self`: accepted as the written forms are.
    @Test func displayRepresentationsMadeByTheirInitializers() throws {
        let source = Self.source
            .replacingOccurrences(of: "static var typeDisplayRepresentation: TypeDisplayRepresentation = \"Crypto\"",
                                  with: "static let typeDisplayRepresentation = TypeDisplayRepresentation(name: \"Crypto\")")
            .replacingOccurrences(of: "[Crypto: DisplayRepresentation]", with: "[Self: DisplayRepresentation]")
        #expect(source != Self.source)
        let text = try Self.checkedAndRendered(source)
        #expect(text.contains("bitcoin"), "\(text)")
    }

    /// `static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: …) }` and the cases' representations
    /// as a computed dictionary of `.init(title:)`s: computed as written, their texts kept.
    @Test func displayRepresentationsAsComputedProperties() throws {
        let source = Self.source
            .replacingOccurrences(of: "static var typeDisplayRepresentation: TypeDisplayRepresentation = \"Crypto\"",
                                  with: "static var typeDisplayRepresentation: TypeDisplayRepresentation {\n        .init(name: \"Crypto\")\n    }")
            .replacingOccurrences(of: "static var caseDisplayRepresentations: [Crypto: DisplayRepresentation] = [.bitcoin: \"Bitcoin\", .ether: \"Ether\"]",
                                  with: "static var caseDisplayRepresentations: [Self: DisplayRepresentation] {\n        [.bitcoin: .init(title: \"Bitcoin\"), .ether: .init(title: \"Ether\")]\n    }")
        #expect(source != Self.source)
        let text = try Self.checkedAndRendered(source)
        #expect(text.contains("bitcoin"), "\(text)")
    }

    /// `let kind = Self.kindName + ".v2"`, given as `kind: kind`: a stored property's default names its type as `Self`,
    /// read where the widget's declaration is (outside the type) as the type it names.
    @Test func aKindMayNameItsTypeAsSelf() throws {
        let source = Self.source
            .replacingOccurrences(of: "static let kind: String = \"com.example.ticker\"",
                                  with: "static let kindName = \"ticker\"\n        let kind = Self.kindName + \".v2\"")
            .replacingOccurrences(of: "AppIntentConfiguration(kind: TickerWidget.kind,", with: "AppIntentConfiguration(kind: kind,")
        #expect(source != Self.source)
        let text = try Self.checkedAndRendered(source)
        #expect(text.contains("ticker.v2"), "the kind: \(text)")
    }

    /// The ticker widget's text, once `source` checks with no diagnostic.
    static func checkedAndRendered(_ source: String) throws -> String {
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Ticker.swift", text: source)).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        return try TestSession.open(source, path: "Ticker.swift").render(widget: "TickerWidget", family: "systemSmall").result.text
    }

    /// `kind: String(describing: type(of: self))`, written in the configuration: the widget type's name.
    @Test func aKindMayDescribeTheTypeOfSelf() throws {
        let source = Self.source
            .replacingOccurrences(of: "AppIntentConfiguration(kind: TickerWidget.kind,", with: "AppIntentConfiguration(kind: String(describing: type(of: self)),")
        #expect(source != Self.source)
        let text = try Self.checkedAndRendered(source)
        #expect(text.contains("TickerWidget"), "the kind: \(text)")
    }

    /// `let kind: String = "\(TickerWidget.self)"` given as `kind: self.kind`: the type's name, as Swift writes it.
    @Test func aKindMayBeTheTypesNameThroughSelf() throws {
        let source = Self.source
            .replacingOccurrences(of: "static let kind: String = \"com.example.ticker\"", with: "let kind: String = \"\\(TickerWidget.self)\"")
            .replacingOccurrences(of: "AppIntentConfiguration(kind: TickerWidget.kind,", with: "AppIntentConfiguration(kind: self.kind,")
        #expect(source != Self.source)
        let text = try Self.checkedAndRendered(source)
        #expect(text.contains("TickerWidget"), "the kind: \(text)")
    }
}
