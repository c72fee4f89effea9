import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// `private enum Keys` at the top level of two files of one module: two types, each seen by its own file,
/// as Swift's file scope has it (a module of real app code declares `private enum CodingKeys` beside each
/// type it decodes by hand).
@Suite struct SwiftFilePrivateTypesTests {
    static let dates = """
    import Foundation
    private enum Keys: String { case stamp = "date-stamp" }
    struct DateLabel {
        var text: String { Keys.stamp.rawValue }
    }
    """
    static let prices = """
    import Foundation
    fileprivate enum Keys: String { case stamp = "price-stamp" }
    struct PriceLabel {
        var text: String { "\\(Keys.stamp.rawValue)!" }
    }
    """
    static let widget = twoLabels("DateLabel", "PriceLabel", widget: "LabelsWidget")

    /// A widget `widget` drawing the `text` of a value of each of two types, one under the other.
    static func twoLabels(_ first: String, _ second: String, widget: String, declaring declarations: String = "") -> String {
        SwiftWidgetSource.withEntryAndProvider("""
        \(declarations)
        struct \(widget)View: View {
            var body: some View {
                VStack {
                    Text(\(first)().text)
                    Text(\(second)().text)
                }
            }
        }
        struct \(widget): Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "\(widget)", provider: Provider()) { _ in \(widget)View() } }
        }
        """)
    }

    static var module: SourceFile {
        SourceFile.module(path: "Labels", files: [("Dates.swift", dates), ("Prices.swift", prices), ("Widget.swift", widget)])
    }

    /// The rows a medium render of the module's `widget` draws (after its check passed), on a store of its own.
    static func renderedRows(_ module: SourceFile, widget: String, store: String) throws -> [String] {
        let result = WidgetCompiler.compile(module)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let program = try #require(result.program)
        var options = SessionOptions(storePath: PackagePaths.temporaryDirectory(store).appendingPathComponent("s.sqlite").path)
        options.now = Date(timeIntervalSince1970: 0)
        let outcome = try WidgetSession(program: program, options: options).render(widget: widget, family: "systemMedium")
        return SwiftWidgetDrawing.rows(outcome.result.text)
    }

    @Test func eachFileSeesItsOwnPrivateType() throws {
        let rows = try Self.renderedRows(Self.module, widget: "LabelsWidget", store: "fileprivate")
        #expect(rows.contains("date-stamp") && rows.contains("price-stamp!"), "\(rows)")
    }

    /// `private enum Key` in `extension UserDefaults` in two files (as app code keeps its settings' keys): each
    /// file's extensions see their own.
    @Test func privateTypesNestedInExtensionsOfOneTypeAreEachTheirFiles() throws {
        let first = """
        import Foundation
        extension UserDefaults {
            private enum Key: String { case name = "first.name" }
            var firstKey: String { Key.name.rawValue }
        }
        extension UserDefaults {
            var firstKeyAgain: String { Key.name.rawValue + "!" }
        }
        """
        let second = """
        import Foundation
        extension UserDefaults {
            fileprivate enum Key: String { case name = "second.name" }
            var secondKey: String { Key.name.rawValue }
        }
        struct Keys {
            enum Key: String { case name = "own" }
            var own: String { Key.name.rawValue }
        }
        """
        let widget = SwiftWidgetSource.withEntryAndProvider("""
        struct KeysView: View {
            var body: some View {
                VStack {
                    Text(UserDefaults.standard.firstKey)
                    Text(UserDefaults.standard.firstKeyAgain)
                    Text(UserDefaults.standard.secondKey)
                    Text(Keys().own)
                }
            }
        }
        struct KeysWidget: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "keys", provider: Provider()) { _ in KeysView() } }
        }
        """)
        let module = SourceFile.module(path: "Keys", files: [("First.swift", first), ("Second.swift", second), ("Widget.swift", widget)])
        let rows = try Self.renderedRows(module, widget: "KeysWidget", store: "nestedprivate")
        #expect(["first.name", "first.name!", "second.name", "own"].allSatisfy { rows.contains($0) }, "\(rows)")
    }

    /// `private struct Constants` after the code of a file that uses it in an extension of a built-in type and in two
    /// types (Simplenote's files each end with one): every declaration of the file sees it, none of another file's does.
    @Test func aPrivateTypeIsSeenByEveryDeclarationOfItsFile() throws {
        let links = """
        import Foundation
        extension URL {
            static func tagged(_ tag: String) -> String { Constants.base + tag }
        }
        struct TagLink {
            var text: String { URL.tagged(Constants.sample) }
        }
        struct Other { var text: String { Constants.sample.uppercased() } }
        private struct Constants {
            static let base = "tag:"
            static let sample = "work"
        }
        """
        let words = """
        import Foundation
        extension String {
            var bracketed: String { Constants.open + self + Constants.close }
        }
        private struct Constants {
            static let open = "<"
            static let close = ">"
        }
        """
        let widget = SwiftWidgetSource.withEntryAndProvider("""
        struct LinksView: View {
            var body: some View {
                VStack {
                    Text(TagLink().text)
                    Text(Other().text.bracketed)
                    Text(String(describing: TagLink.self))
                }
            }
        }
        struct LinksWidget: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "links", provider: Provider()) { _ in LinksView() } }
        }
        """)
        let module = SourceFile.module(path: "Links", files: [("Links.swift", links), ("Words.swift", words), ("Widget.swift", widget)])
        let rows = try Self.renderedRows(module, widget: "LinksWidget", store: "privatefile")
        #expect(["tag:work", "<WORK>", "TagLink"].allSatisfy { rows.contains($0) }, "\(rows)")
    }

    @Test func twoTypesOfOneNameThatAreNotPrivateAreStillAnError() {
        let shared = Self.prices.replacingOccurrences(of: "fileprivate enum Keys", with: "enum Keys")
        let module = SourceFile.module(path: "Labels", files: [("Dates.swift", Self.dates.replacingOccurrences(of: "private enum", with: "enum")),
                                                               ("Prices.swift", shared)])
        let errors = WidgetCompiler.compile(module).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains("'Keys' is declared twice in this module"), "\(errors)")
    }

    /// `private let logger = …` and a `fileprivate func` at the top level of two files (as app code keeps a logger per
    /// file): each file's code sees its own (it was "'prefix' is already declared"); a public one of the name beside
    /// them keeps its name.
    @Test func eachFileSeesItsOwnPrivateConstantsAndFunctions() throws {
        let first = """
            import Foundation
            private let prefix = "A"
            private func tag(_ s: String) -> String { "<\\(s)>" }
            struct FirstLabel { var text: String { tag(prefix) } }
            """
        let second = """
            import Foundation
            private let prefix = "B"
            fileprivate func tag(_ s: String) -> String { "[\\(s)]" }
            struct SecondLabel { var text: String { tag(prefix) + suffix } }
            """
        let widget = Self.twoLabels("FirstLabel", "SecondLabel", widget: "PrefixWidget", declaring: "let suffix = \"!\"")
        let module = SourceFile.module(path: "Prefixes", files: [("First.swift", first), ("Second.swift", second), ("Widget.swift", widget)])
        let rows = try Self.renderedRows(module, widget: "PrefixWidget", store: "privatevalues")
        #expect(rows.contains("<A>") && rows.contains("[B]!"), "\(rows)")
        // Two that are not private are still declared twice.
        let shared = SourceFile.module(path: "Prefixes", files: [("First.swift", first.replacingOccurrences(of: "private let", with: "let")),
                                                                 ("Second.swift", second.replacingOccurrences(of: "private let", with: "let"))])
        let errors = WidgetCompiler.compile(shared).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains { $0.contains("'prefix'") }, "\(errors)")
    }

    /// `private static let logger = …` in a type and again in its extensions in other files (as app code keeps a logger per
    /// file), and a private method of one name in two files' extensions: each file's code sees its own, bare, through
    /// `Self.`, `self.` or the type's name (it was "'label' is already declared in 'Store'"). Two that are not private
    /// are still declared twice.
    @Test func eachFileSeesItsOwnPrivateMembersOfAType() throws {
        let store = """
            import Foundation
            struct Store {
                private static let label = "store"
                var name = "n"
                var own: String { Self.label + Store.label.count.description }
            }
            """
        let first = """
            import Foundation
            extension Store {
                private static let label = "first"
                private func mark(_ s: String) -> String { "<\\(s)>" }
                var firstText: String { mark(Self.label) + self.mark(name) }
            }
            """
        let second = """
            import Foundation
            extension Store {
                fileprivate static let label = "second"
                private func mark(_ s: String) -> String { "[\\(s)]" }
                static func secondLabel() -> String { label }
            }
            extension Store {
                var secondText: String { mark(Store.secondLabel()) + mark(Store.label) }
            }
            """
        let widget = SwiftWidgetSource.withEntryAndProvider("""
            struct StoreView: View {
                var body: some View {
                    VStack {
                        Text(Store().own)
                        Text(Store().firstText)
                        Text(Store().secondText)
                    }
                }
            }
            struct StoreWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "store", provider: Provider()) { _ in StoreView() } }
            }
            """)
        let module = SourceFile.module(path: "Stores", files: [("Store.swift", store), ("First.swift", first), ("Second.swift", second),
                                                               ("Widget.swift", widget)])
        let rows = try Self.renderedRows(module, widget: "StoreWidget", store: "privatemembers")
        #expect(["store5", "<first><n>", "[second][second]"].allSatisfy { rows.contains($0) }, "\(rows)")
        let shared = SourceFile.module(path: "Stores", files: [("First.swift", first.replacingOccurrences(of: "private static let", with: "static let")),
                                                               ("Second.swift", second.replacingOccurrences(of: "fileprivate static let", with: "static let")),
                                                               ("Store.swift", "struct Store { var name = \"n\" }")])
        let errors = WidgetCompiler.compile(shared).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains { $0.contains("'label' is already declared") }, "\(errors)")
    }
}
