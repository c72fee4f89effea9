import Testing
@testable import WidgetLanguage

/// Swift declarations lowered into the declarations the checker knows, by what they conform to.
@Suite struct SwiftLoweringTests {
    func lower(_ source: String, path: String = "Widget.swift") -> (WidgetFile, [Diagnostic]) {
        Parser.parse(SourceFile(path: path, text: source))
    }

    func kinds(_ file: WidgetFile) -> [String] { file.declarations.map { "\($0.kind.keyword) \($0.name)" } }

    @Test func conformancesDecideWhatATypeBecomes() {
        let (file, diagnostics) = lower("""
        import WidgetKit
        import SwiftUI
        import AppIntents
        import SwiftData

        @Model final class Item {
            var name: String
            init(name: String) { self.name = name }
        }
        struct SimpleEntry: TimelineEntry { let date: Date; let emoji: String }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), emoji: "a") }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) { }
        }
        struct EntryView: View {
            var entry: Provider.Entry
            var body: some View { Text(entry.emoji) }
        }
        struct Toggle: AppIntent {
            static var title: LocalizedStringResource = "Toggle"
            @Parameter(title: "ID") var id: String
            init() {}
            init(id: String) { self.id = id }
            func perform() async throws -> some IntentResult { return .result() }
        }
        struct Options: WidgetConfigurationIntent {
            static var title: LocalizedStringResource = "Options"
            @Parameter(title: "Name", default: "x") var name: String
        }
        enum Mood: String, AppEnum { case happy, sad }
        struct Helper { var n: Int }
        class Cache { static let shared = Cache() }
        struct W: Widget {
            let kind: String = "W"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in EntryView(entry: entry) }
                    .configurationDisplayName("Mine")
                    .supportedFamilies([.systemSmall])
            }
        }
        @main struct Bundle: WidgetBundle { var body: some Widget { W() } }
        #Preview(as: .systemSmall) { W() } timeline: { SimpleEntry(date: .now, emoji: "b") }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        // A timeline provider is its struct and, of the same name, the provider WidgetKit calls; a widget its struct
        // (without its configuration `body`) and the widget WidgetKit draws; a bundle its struct (without its `body`).
        #expect(kinds(file) == ["model Item", "struct SimpleEntry", "struct Provider", "provider Provider", "struct EntryView", "intent Toggle",
                                "configuration Options", "enum Mood", "struct Helper", "class Cache", "struct W", "widget W", "struct Bundle",
                                "preview W"])
        guard case .structure(let widgetType)? = file.declarations.first(where: { $0.name == "W" })?.kind else { Issue.record("no widget struct"); return }
        #expect(widgetType.fields.map(\.name) == ["kind"] && widgetType.computed.isEmpty)
        guard case .widget(let widget)? = file.declarations.first(where: { decl in
            if case .widget = decl.kind { return decl.name == "W" } else { return false }
        })?.kind else { Issue.record("no widget"); return }
        #expect(widget.properties.map(\.name) == ["kind", "provider", "displayName", "families"])
        #expect(widget.body?.parameters.map(\.name) == ["entry"])
        guard case .structure(let providerType) = file.declarations[2].kind else { Issue.record("no provider struct"); return }
        #expect(providerType.functions.map(\.name) == ["placeholder", "getTimeline"])
        guard case .provider(let provider) = file.declarations[3].kind else { Issue.record("no provider"); return }
        #expect(provider.blocks.map(\.name) == ["placeholder", "timeline"])
        #expect(provider.blocks[1].parameters.map(\.label) == ["in", "completion"])
        // Each block calls the requirement on a new instance: `Provider().getTimeline(in: context, completion: completion)`.
        guard case .expr(let call)? = provider.blocks[1].body.first?.kind else { Issue.record("no call"); return }
        guard case .call(let callee, let arguments, _) = call.kind, case .member(let instance, let method, _) = callee.kind,
              case .call(let made, [], _) = instance.kind, case .identifier("Provider") = made.kind else { Issue.record("not a call on Provider()"); return }
        #expect(method == "getTimeline")
        #expect(arguments.map { "\($0.label ?? "_"): \($0.value.kind)" } == ["in: identifier(\"context\")", "completion: identifier(\"completion\")"])
        // A view is its struct, whose `body` is drawn.
        guard case .structure(let view) = file.declarations[4].kind else { Issue.record("no view"); return }
        #expect(view.fields.map { "\($0.name): \($0.type?.description ?? "")" } == ["entry: SimpleEntry"] && view.conforms(to: "View"))
        // An entry is its struct, as written: its own `date` is the one WidgetKit reads.
        guard case .structure(let entry) = file.declarations[1].kind else { Issue.record("no entry"); return }
        #expect(entry.fields.map(\.name) == ["date", "emoji"] && entry.conformances == ["TimelineEntry"])
        guard case .structure(let cache) = file.declarations[9].kind else { Issue.record("no class"); return }
        #expect(cache.isClass)
    }

    /// Swift parses inactive branches too: their brackets must balance within the branch
    /// (but not in the inactive branches of `swift(…)` and `compiler(…)` checks, which it skips).
    @Test func anInactiveBranchMustBalanceItsBrackets() {
        let (_, unclosed) = lower("#if os(macOS)\nlet broken = (1 +\n#endif\nlet fine = 1\n")
        #expect(unclosed.map(\.message) == ["this '(' is never closed in its '#if' branch; an inactive branch is not compiled, but Swift parses it"])
        #expect(unclosed.first.map { "\($0.range.start.line):\($0.range.start.column)" } == "2:14")
        let (_, stray) = lower("func f() {\n#if targetEnvironment(simulator)\nlet x = 1 }\n#endif\n}\n")
        #expect(stray.map(\.message) == ["'}' closes no '{' of its '#if' branch; an inactive branch is not compiled, but Swift parses it"])
        let (_, nested) = lower("#if os(macOS)\nfunc f() {\n#if arch(x86_64)\nlet a = [1]\n#endif\n}\n#endif\n")
        #expect(nested.isEmpty, "\(nested.map(\.message))")
        let (_, version) = lower("#if compiler(>=5.9)\nlet now = 1\n#else\nlet old = (\n#endif\n")
        #expect(version.isEmpty, "\(version.map(\.message))")
    }

    @Test func inactiveBranchesAreDroppedBeforeParsing() {
        let (file, diagnostics) = lower("""
        #if os(iOS)
        let platform = "iOS"
        #elseif os(macOS)
        let platform = NSApplication.shared.never(checked: "or run")
        #else
        let platform = "other"
        #endif
        #if !DEBUG || canImport(KeychainSwift)
        let flag = 1
        #else
        #if canImport(WidgetKit) && targetEnvironment(simulator)
        let flag = 2
        #else
        let flag = 3
        #endif
        #endif
        let x = #available(iOS 17, *) ? 1 : 0
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let values = file.declarations.compactMap { decl -> String? in
            guard case .binding(let b) = decl.kind, let value = b.value else { return nil }
            switch value.kind {
            case .string(let parts): if case .text(let t) = parts.first { return "\(b.name)=\(t)" }
            case .integer(let n): return "\(b.name)=\(n)"
            case .ternary(let c, _, _): if case .bool(let v) = c.kind { return "\(b.name)=\(v)" }
            default: break
            }
            return nil
        }
        #expect(values == ["platform=iOS", "flag=3", "x=true"])
    }

    /// The module's platform (a project target's) decides `os(…)` and whether UIKit or AppKit can be
    /// imported; `targetEnvironment(macCatalyst)` is false everywhere; iOS when none is set.
    @Test func thePlatformDecidesOSAndCanImport() {
        let source = """
        #if os(iOS)
        let system = "iOS"
        #elseif os(macOS)
        let system = "macOS"
        #elseif os(watchOS)
        let system = "watchOS"
        #elseif os(xrOS) && os(visionOS)
        let system = "visionOS"
        #elseif os(tvOS)
        let system = "tvOS"
        #endif
        #if canImport(UIKit) && canImport(AppKit)
        let kit = "both"
        #elseif canImport(UIKit)
        let kit = "UIKit"
        #elseif canImport(AppKit)
        let kit = "AppKit"
        #else
        let kit = "neither"
        #endif
        #if targetEnvironment(macCatalyst) || !canImport(SwiftUI) || !canImport(WidgetKit)
        let other = "yes"
        #else
        let other = "no"
        #endif
        """
        func values(_ file: WidgetFile) -> [String] {
            file.declarations.compactMap { decl -> String? in
                guard case .binding(let b) = decl.kind, case .string(let parts)? = b.value?.kind, case .text(let t)? = parts.first else { return nil }
                return "\(b.name)=\(t)"
            }
        }
        #expect(values(lower(source).0) == ["system=iOS", "kit=UIKit", "other=no"])
        let expected: [SwiftPlatform: [String]] = [
            .iOS: ["system=iOS", "kit=UIKit", "other=no"], .macOS: ["system=macOS", "kit=AppKit", "other=no"],
            .watchOS: ["system=watchOS", "kit=UIKit", "other=no"], .visionOS: ["system=visionOS", "kit=UIKit", "other=no"],
            .tvOS: ["system=tvOS", "kit=UIKit", "other=no"],
        ]
        for platform in SwiftPlatform.allCases {
            let (file, diagnostics) = SwiftPlatform.$compiling.withValue(platform) { lower(source) }
            #expect(diagnostics.isEmpty, "\(platform): \(diagnostics.map(\.message))")
            #expect(values(file) == expected[platform], "\(platform)")
        }
    }

    @Test func anUnclosedIfIsAnErrorAtItsLine() {
        let (_, diagnostics) = lower("let a = 1\n#if DEBUG\nlet b = 2\n")
        #expect(diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == ["2:1 '#if' is never closed; add '#endif'"])
    }

    @Test func anUnknownModuleIsAWarningAtTheImport() {
        let (_, diagnostics) = lower("import SwiftUI\nimport KeychainSwift\nimport HomeMadeKit\n")
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics.map(\.range.start.line) == [2, 3])
        #expect(diagnostics.first?.message.hasPrefix("the third-party package KeychainSwift is not available in Widgetry; ") == true,
                "\(diagnostics.map(\.message))")
        #expect(diagnostics.last?.message.hasPrefix("module 'HomeMadeKit' is not available in Widgetry") == true)
    }

    @Test func aModuleSeesItsFilesAndNamesThemInDiagnostics() {
        let module = SourceFile.module(path: "Ext", files: [
            (path: "Ext/A.swift", text: "struct Counter {\n    var n: Int\n}\n"),
            (path: "Ext/B.swift", text: "extension Counter {\n    func twice() -> Int { n * 2 }\n}\nstruct Grid {\n  let = 3\n}\n"),
        ])
        let (file, diagnostics) = Parser.parse(module)
        guard case .structure(let body)? = file.declarations.first?.kind else { Issue.record("no struct"); return }
        #expect(body.functions.map(\.name) == ["twice"], "the extension in B.swift joins the struct in A.swift")
        let reporter = DiagnosticReporter(file: module)
        #expect(diagnostics.count == 1)
        #expect(reporter.render(diagnostics).hasPrefix("Ext/B.swift:5:7: error: expected a property name, found '='"), "\(reporter.render(diagnostics))")
    }

    /// An operator's precedence group is the module's: used in one file, declared in a later one,
    /// `1 <+> 2 * 3` groups as `1 <+> (2 * 3)` (AdditionPrecedence), `2 ^^ 3 ^^ 2` to the right.
    @Test func operatorGroupsAreReadFromEveryFileOfTheModule() {
        let module = SourceFile.module(path: "Ops", files: [
            (path: "Ops/Use.swift", text: "let a = 1 <+> 2 * 3\nlet b = 2 ^^ 3 ^^ 2\n"),
            (path: "Ops/Declare.swift", text: """
                precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }
                infix operator ^^: PowerPrecedence
                infix operator <+>: AdditionPrecedence
                """),
        ])
        let (file, diagnostics) = Parser.parse(module)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let values = file.declarations.compactMap { decl -> Expr? in
            if case .binding(let binding) = decl.kind { return binding.value } else { return nil }
        }
        guard values.count == 2, case .binary("<+>", _, let rhs) = values[0].kind, case .binary("*", _, _) = rhs.kind,
              case .binary("^^", _, let right) = values[1].kind, case .binary("^^", _, _) = right.kind else {
            Issue.record("grouped as \(values.map(\.kind))"); return
        }
    }

    /// Each file of a module starts a line: a `#if` on the first line of a file that is not the
    /// module's first is a directive (it was read as a macro).
    @Test func aModuleFileMayStartWithIf() {
        let module = SourceFile.module(path: "Ext", files: [
            (path: "Ext/A.swift", text: "struct Counter {\n    var n: Int\n}"),
            (path: "Ext/B.swift", text: "#if !os(visionOS)\nstruct Panel {}\n#else\nstruct Other {}\n#endif\n"),
        ])
        let (file, diagnostics) = Parser.parse(module)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(file.declarations.map(\.name) == ["Counter", "Panel"])
    }

    @Test func accessModifiersAndAttributesAreAccepted() {
        let (file, diagnostics) = lower("""
        @available(iOS 17.0, *)
        fileprivate struct StatLabel: View {
            private let value: Int
            let systemImageName: String
            @MainActor var body: some View { Text("\\(value)") }
        }
        public final class NetworkManager {
            static let shared = NetworkManager()
            private init() {}
            nonisolated func getRepo(atUrl urlString: String) async throws -> Repository? { nil }
        }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(kinds(file) == ["struct StatLabel", "class NetworkManager"])
    }

    @Test func aModelsInitializerDefaultsBecomeItsPropertiesDefaults() {
        let (file, diagnostics) = lower("""
        import SwiftData
        @Model final class TaskItem {
            var title: String
            var isDone: Bool
            init(title: String, isDone: Bool = false) {
                self.title = title
                self.isDone = isDone
            }
        }
        """)
        #expect(diagnostics.isEmpty)
        guard case .structure(let body)? = file.declarations.first?.kind, body.isModel else { Issue.record("no model"); return }
        #expect(body.fields.map { "\($0.name)=\($0.defaultValue.map { "\($0.kind)" } ?? "none")" } == ["title=none", "isDone=bool(false)"])
    }
}
