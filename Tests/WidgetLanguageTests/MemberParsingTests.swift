import Testing
@testable import WidgetLanguage

/// Members of types as Swift writes them: what `parseMember` (shared by the
/// `.widget` parser and the Swift front end) makes of each spelling.
@Suite struct MemberParsingTests {
    func parse(_ source: String) -> (WidgetFile, [String]) {
        let file = SourceFile(path: "test.widget", text: source)
        let (tree, diagnostics) = Parser.parse(file)
        return (tree, diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })
    }

    func body(_ decl: Decl?) -> TypeBody? {
        switch decl?.kind {
        case .structure(let body)?, .extension(let body)?, .protocol(let body)?: return body
        default: return nil
        }
    }

    @Test func modifiersAttributesAndEffectsAreAcceptedAndIgnored() throws {
        let (tree, diagnostics) = parse("""
        @MainActor public final class Store: ObservableObject, Sendable {
            @MainActor static let shared = Store()
            private(set) var count = 0
            nonisolated(unsafe) fileprivate var names: [String] = []
            lazy var label = "x"
            class var kind: String { "store" }
            private init() {}
            required convenience init?(count: Int) { return nil }
            @discardableResult override open func load<T: Codable>(_ type: T, from url: String) async throws -> some View where T: Sendable {
                Text("x")
            }
            @ViewBuilder var content: some View { Text("y") }
            deinit { }
        }
        """)
        #expect(diagnostics == [])
        let decl = try #require(tree.declarations.first)
        let body = try #require(self.body(decl))
        #expect(decl.kind.keyword == "class")
        #expect(body.isClass)
        #expect(body.conformances == ["ObservableObject", "Sendable"])
        #expect(body.fields.map(\.name) == ["shared", "count", "names", "label"])
        #expect(body.fields.map(\.isStatic) == [true, false, false, false])
        #expect(body.fields.map(\.isLazy) == [false, false, false, true])
        #expect(body.computed.map(\.name) == ["kind", "content"])
        #expect(body.computed.map(\.isStatic) == [true, false])
        #expect(body.initializers.map(\.isFailable) == [false, true])
        #expect(body.functions.map(\.name) == ["load"])
        #expect(body.functions.first?.genericParameters == ["T"])
        #expect(body.functions.first?.returnType?.description == "View")
    }

    /// `@Environment (\.colorScheme) var scheme`: in a Swift file a member's attribute takes its arguments after a space,
    /// as Swift 5's language mode does (an Xcode project's usual setting; Swift 6's refuses it, so no corpus file holds it).
    @Test func aSwiftMembersAttributeTakesArgumentsAfterASpace() throws {
        let file = SourceFile(path: "V.swift", text: """
        struct Background {
            @Environment (\\.colorScheme) var colorScheme: ColorScheme
            let fill: @MainActor (Int) -> Void
        }
        """)
        let (tree, diagnostics) = Parser.parse(file)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0.message })")
        let fields = body(tree.declarations.first)?.fields ?? []
        #expect(fields.first?.attribute("Environment")?.arguments.count == 1)
        #expect(fields.map { $0.name } == ["colorScheme", "fill"])
    }

    @Test func computedPropertiesTakeAGetterOrAccessors() throws {
        let (tree, diagnostics) = parse("""
        struct Temperature {
            var celsius: Double
            var kelvin: Double { celsius + 273 }
            var fahrenheit: Double {
                get { celsius * 9 / 5 + 32 }
                set(value) { celsius = (value - 32) * 5 / 9 }
            }
            var rankine: Double {
                get { return kelvin * 1.8 }
                set { kelvin = newValue / 1.8 }
            }
            mutating func reset() { celsius = 0 }
        }
        protocol Named {
            var name: String { get }
            var title: String { get set }
            func describe() -> String
            init(name: String)
        }
        """)
        #expect(diagnostics == [])
        let temperature = try #require(body(tree.declarations.first))
        #expect(temperature.computed.map(\.name) == ["kelvin", "fahrenheit", "rankine"])
        #expect(temperature.computed.map { $0.setter?.parameterName } == [nil, "value", "newValue"])
        #expect(temperature.computed.map(\.getter.count) == [1, 1, 1])
        #expect(temperature.functions.first?.isMutating == true)
        let named = try #require(body(tree.declarations.last))
        #expect(tree.declarations.last?.kind.keyword == "protocol")
        #expect(named.computed.map(\.name) == ["name", "title"])
        #expect(named.computed.map(\.getter.isEmpty) == [true, true])
        #expect(named.functions.map(\.name) == ["describe"])
        #expect(named.initializers.count == 1)
    }

    @Test func nestedTypesAreLiftedAfterTheirTypeAndAliasesAreKept() throws {
        let (tree, diagnostics) = parse("""
        struct Provider: TimelineProvider {
            typealias Entry = SimpleEntry
            struct Item { var title: String }
            enum Mode: String { case fast, slow }
            func go() -> Int { 1 }
        }
        extension Provider.Mode { }
        """)
        #expect(diagnostics == [])
        #expect(tree.declarations.map(\.name) == ["Provider", "Item", "Mode", "Mode"])
        #expect(tree.declarations.map(\.kind.keyword) == ["struct", "struct", "enum", "extension"])
        let provider = try #require(body(tree.declarations.first))
        #expect(provider.typeAliases.map(\.name) == ["Entry"])
        #expect(provider.typeAliases.first?.type.description == "SimpleEntry")
    }

    @Test func enumCasesTakeAssociatedValuesAndEnumsTakeMembers() throws {
        let (tree, diagnostics) = parse("""
        enum LoadState: Equatable {
            case idle
            case loaded(Repository, at: Date)
            case failed(_ message: String)
            var isIdle: Bool { self == .idle }
            static func make() -> LoadState { .idle }
        }
        """)
        #expect(diagnostics == [])
        guard case .enumeration(let e)? = tree.declarations.first?.kind else {
            Issue.record("not an enum")
            return
        }
        #expect(e.cases.map(\.name) == ["idle", "loaded", "failed"])
        #expect(e.cases[1].associatedValues.map(\.label) == [nil, "at"])
        #expect(e.cases[1].associatedValues.map { $0.type?.description } == ["Repository", "Date"])
        #expect(e.cases[2].associatedValues.map(\.label) == [nil])
        #expect(e.cases[2].associatedValues.map(\.name) == ["message"])
        #expect(e.computed.map(\.name) == ["isIdle"])
        #expect(e.functions.map(\.name) == ["make"])
    }

    @Test func aMemberThatIsNotSupportedIsReportedWhereItIs() {
        let (_, diagnostics) = parse("""
        struct Grid {
            let size: Int { 3 }
        }
        """)
        #expect(diagnostics == ["2:9: property 'size' needs a type, as in 'size: String'"] || diagnostics.first?.hasPrefix("2:") == true,
                "\(diagnostics)")
    }
}

extension MemberParsingTests {
    @Test func propertyObserversAreParsedWithTheirValueNames() throws {
        let (tree, diagnostics) = parse("""
        class Settings {
            var count = 0 {
                didSet { print(count) }
            }
            var name: String = "a" { willSet(next) { print(next) } didSet { } }
            var items = [1, 2].filter { $0 > 1 }
        }
        """)
        #expect(diagnostics == [])
        let body = try #require(self.body(tree.declarations.first))
        #expect(body.fields.map { $0.willSet?.parameterName } == [nil, "next", nil])
        #expect(body.fields.map { $0.didSet?.parameterName } == ["oldValue", "oldValue", nil])
        #expect(body.fields.map(\.name) == ["count", "name", "items"])
        #expect(body.fields.map { $0.defaultValue.map { "\($0.kind)".prefix(8) } } == ["integer(", "string([", "call(cal"])
    }
}
