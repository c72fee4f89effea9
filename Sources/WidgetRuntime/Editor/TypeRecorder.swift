import WidgetLanguage

/// The types the checker inferred, by expression: what an editor shows on
/// hover and completes after a dot. Filled while a file is checked.
public final class TypeRecorder {
    public struct Entry: Sendable {
        public let expr: Expr
        public let type: SemanticType
        /// The type the context asked for (an argument's parameter type, a property's type), if any.
        public let expected: SemanticType?
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    func record(_ expr: Expr, _ type: SemanticType, expected: SemanticType?) {
        entries.append(Entry(expr: expr, type: type, expected: expected))
    }
}

extension WidgetCompiler {
    /// `compile`, and the types the checker inferred. When the file does not parse,
    /// the checker still reads what did parse, for the types alone: its diagnostics
    /// are dropped, so the result's diagnostics are `compile`'s.
    public static func analyze(_ file: SourceFile, registry: BuiltinRegistry = .standard) -> (result: Result, types: TypeRecorder) {
        let recorder = TypeRecorder()
        let result = compile(file, registry: registry, recorder: recorder)
        if let tree = result.tree, result.program == nil, recorder.entries.isEmpty {
            let checker = Checker(tree: tree, registry: registry)
            checker.source = file
            checker.typeRecorder = recorder
            _ = checker.check()
        }
        return (result, recorder)
    }
}

extension BuiltinRegistry {
    /// The built-in type whose values have this checker type (`Date` for `.date`), for members.
    public func typeTable(for type: SemanticType) -> BuiltinType? { builtinType(for: type) }
}

extension BuiltinMember {
    public var isStaticMember: Bool { isStatic }
}

extension SemanticType {
    /// The type with optionals unwrapped.
    public var withoutOptional: SemanticType { unwrapped }
    /// How docs/apple-api.md writes the type (`Any` for a type the checker leaves open).
    public var documented: String { documentedName }
}

extension BuiltinRegistry {
    /// The modifiers whose unlabelled argument is a colour or style (`.foregroundStyle(.secondary)`), as the checker reads them.
    public static let styleModifierNames: Set<String> = Set(standard.modifiers.values.filter(\.takesStyle).map(\.name))

    /// The names a bare `.name` may have as a style besides Color's static members: materials,
    /// hierarchical styles (`.quaternary`), `.foreground` and `.tint` (UIKit's colour names left out).
    public static var shapeStyleNames: [String] {
        StyleNames.all.filter { name in !UIKitColors.names.contains { $0.0 == name } }
    }
}
