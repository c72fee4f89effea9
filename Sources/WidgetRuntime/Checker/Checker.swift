import WidgetLanguage

/// Resolves names and types in a parsed widget file and reports what is wrong
/// with locations: unknown names (with suggestions), wrong argument labels,
/// duplicate declarations, type mismatches knowable before running, I/O in
/// placeholders, writes outside intents, and unknown SF Symbols.
public final class Checker {
    let tree: WidgetFile
    let registry: BuiltinRegistry
    /// Written while collecting symbols (`resolveSignature` changes only its own
    /// declaration's type, in place), then read at nearly every name.
    var symbols = Symbols()
    var diagnostics: [Diagnostic] = []
    /// Each declared name's first declaration (an index into the tree); seeds,
    /// previews, tests and permissions have no name to look up. The program keeps it.
    var declarationIndex = [String: Int]()
    var context = BlockContext(kind: .global)
    /// The entry type each provider produces, learned from its placeholder.
    var providerEntries: [String: SemanticType] = [:]
    /// Whether each date literal text seen so far is valid ISO-8601 (making formatters is slow).
    var dateLiterals: [String: Bool] = [:]
    /// The configuration named by the first widget (in file order) that uses each provider.
    lazy var providerConfigurations: [String: String] = collectProviderConfigurations()
    /// The file's first widget (in file order): the one a test's `configure(…)` applies to by default.
    lazy var firstWidgetName: String? = tree.declarations.first { if case .widget = $0.kind { return true } else { return false } }?.name
    /// Name comparisons left for "did you mean" suggestions in this file.
    var suggestionBudget = 10_000
    /// The labels of the statements around the one being checked (`outer: for …`).
    var statementLabels: [String] = []
    /// The type whose member is being checked: `helper()` and `name` there mean `self.helper()`, `self.name`.
    var selfContext: (type: String, isStatic: Bool)?
    /// Checking the initial value of this type's stored instance property: its statics are named bare there.
    var storedDefaultOwner: String?
    /// Checking an `init`: its `self.x = x` may set `let` properties.
    var inInitializer = false
    /// Where `Color("Name")` looks for asset catalogs (`Checker+AssetColors`), found once.
    var assetFolderCache: AssetFolder?
    /// Inside `extension View { … }`: `self`'s built-in type, so `padding()` means `self.padding()`.
    var builtinSelf: SemanticType?
    /// The built-in type whose extension's code is checked (`Font` in `extension Font`): its nested types are named bare there.
    var builtinExtensionName: String?
    /// Inside an `init?` an extension adds to a built-in type: `self.init(string: s)` may give nil, and the initializer then does.
    var inFailableBuiltinInitializer = false
    /// The call whose result a member is read or called on (`builder.append("a")` in `builder.append("a").append(2)`):
    /// among overloads that fit it equally, one giving a value is chosen, not one giving Void, as Swift types the chain.
    var receiverCall: SourceRange?
    /// The built-in types of `.date`, `.string` …, each looked up at its first member access in
    /// the file (`builtinTable(for:)`): a member access asks for one, and looking it up by
    /// instance type hashes the type and then its name.
    lazy var dateTable = registry.builtinType(for: .date)
    lazy var colorTable = registry.builtinType(for: .color)
    lazy var fontTable = registry.builtinType(for: .font)
    lazy var intTable = registry.builtinType(for: .int)
    lazy var doubleTable = registry.builtinType(for: .double)
    lazy var dataTable = registry.builtinType(for: .data)
    lazy var durationTable = registry.builtinType(for: .duration)
    lazy var stringTable = registry.builtinType(for: .string)
    lazy var arrayTable = registry.builtinType(for: .array(.unknown))
    lazy var dictionaryTable = registry.builtinType(for: .dictionary(.unknown, .unknown))
    /// Generic parameters in scope (`T` of `func f<T: Codable>`): any type.
    var genericNames: Set<String> = []
    /// Told the type of every expression checked, for an editor's hover and completion; nil when no one asks.
    var typeRecorder: TypeRecorder?

    /// The text the tree was read from (a module's files as one), to place a diagnostic on an
    /// operator, which the tree does not locate; nil when only the tree is given.
    public var source: SourceFile?

    public init(tree: WidgetFile, registry: BuiltinRegistry) {
        self.tree = tree
        self.registry = registry
    }

    /// Checks the file and returns its diagnostics.
    public func check() -> [Diagnostic] {
        collectSymbols()
        Checker.inheritProtocolMembers(symbols.types)
        Checker.inheritViewConformance(symbols.types)
        for symbol in symbols.types.values {
            symbol.noteOverloads(in: symbols.types)
            if symbol.isClass {
                for parent in symbol.conformances where symbols.types[parent]?.isClass == true { symbols.inheritedClasses.insert(parent) }
            }
            for function in symbol.functions where function.isStatic && function.parameters.count == 2
                && function.parameters[0].isInout && Checker.isOperatorName(function.name) {
                symbols.inoutOperators.insert(function.name)
            }
        }
        for decl in tree.declarations {
            if case .function(let function) = decl.kind, function.parameters.count == 2, function.parameters[0].isInout,
               Checker.isOperatorName(function.name) {
                symbols.inoutOperators.insert(function.name)
            }
        }
        // Providers first: a widget's entry type comes from its provider, wherever it is declared.
        var providers: [Int] = [], others: [Int] = []
        for (index, decl) in tree.declarations.enumerated() {
            if case .provider = decl.kind { providers.append(index) } else { others.append(index) }
        }
        for index in providers + others { checkDeclaration(tree.declarations[index]) }
        return diagnostics
    }

    /// Whether a function's name is an operator (`+=`, `<~`), not a name.
    static func isOperatorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return !(first.properties.isAlphabetic || first == "_")
    }

    func error(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: range, notes: notes))
    }

    func warning(_ message: String, at range: SourceRange) {
        diagnostics.append(.warning(message, at: range))
    }

    /// "; did you mean 'x'?" when a candidate is close to `name`, else "".
    /// Comparing names costs time in proportion to the candidates; a file full of
    /// unknown names gets suggestions until `suggestionBudget` comparisons are spent.
    func suggestion(_ name: String, _ candidates: @autoclosure () -> [String], prefix: String = "") -> String {
        guard suggestionBudget > 0 else { return "" }
        let list = candidates()
        suggestionBudget -= list.count
        return closestMatch(to: name, in: list).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
    }

    /// Runs `body` in a block context, restoring the previous one afterwards.
    func within<T>(_ kind: BlockContext.Kind, returnType: SemanticType? = nil, _ body: () -> T) -> T {
        let saved = context
        context = BlockContext(kind: kind, returnType: returnType)
        defer { context = saved }
        return body()
    }

    /// WidgetKit's protocols a type may be written as (`some Widget`), checked loosely.
    static let widgetKitProtocols: Set<String> = ["Widget", "WidgetConfiguration", "WidgetBundle", "ControlWidget", "ControlWidgetConfiguration",
                                                  "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider", "TimelineEntry"]

    /// Whether `name`, written before a member type (`Item` of `Item.ID`), names no type the module, the built-ins or a
    /// module qualifier know: a protocol's `associatedtype` (each conformance gives its own) or another type parameter.
    func isAssociatedTypeName(_ name: String) -> Bool {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        return symbols.types[name] == nil && registry.types[name] == nil && SemanticType.builtinTypeNames[name] == nil
            && symbols.typeAliases[name] == nil && !Parser.qualifyingModules.contains(name) && !SemanticType.looselyCheckedNames.contains(name)
            && registry.views[name] == nil && !symbols.types.keys.contains { $0.hasSuffix("." + name) }
    }

    /// The type a member of `owner` declares it gives, for checking the member's own body: `[Self]` of a struct's or enum's
    /// member is an array of that type, as Swift reads it (a class's `Self` may be a subclass, and a protocol's any conforming
    /// type: those stay loosely checked, as `Self` does where another type's member is used).
    func resolveOwn(_ written: TypeRef, of owner: TypeSymbol) -> SemanticType {
        guard Checker.mentionsSelf(written), !owner.isClass, owner.kind != .protocolType, owner.genericParameters.isEmpty else {
            return resolveQuietly(written)
        }
        return resolveQuietly(written.mapNames { $0 == "Self" ? owner.name : nil })
    }

    /// Whether a written type names `Self` (`Self`, `[Self]`, `Self?`, `[String: Self]`).
    static func mentionsSelf(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .named(let name): return name == "Self"
        case .optional(let inner), .array(let inner): return mentionsSelf(inner)
        case .dictionary(let key, let value): return mentionsSelf(key) || mentionsSelf(value)
        case .generic(_, let arguments): return arguments.contains(where: mentionsSelf)
        default: return false
        }
    }

    /// The semantic type a written type names, reporting unknown names.
    func resolve(_ type: TypeRef) -> SemanticType {
        SemanticType.written(type, shadowing: symbols.shadowedBuiltinTypes) { name, range, inGeneric in
            // (`written` has looked the name up among the built-in types already.)
            // `let result: (Response, _) = try await fetch(request)`: a type placeholder, which the value fills in.
            if name == "_" { return .unknown }
            // A generic parameter in scope hides a type of its name (`V` of `func framed<V: View>(_ v: V)` beside a `struct V`).
            if !genericNames.isEmpty, genericNames.contains(name) { return .unknown }
            // A type declared inside the one whose member this is (`CodingKeys` in `Owner`);
            // such a type has a qualified name only when its plain name clashes, which is rare.
            if !symbols.qualifiedNestedTypes.isEmpty, let owner = selfContext?.type, symbols.types["\(owner).\(name)"] != nil {
                return .named("\(owner).\(name)")
            }
            if let symbol = symbols.types[name] {
                // A protocol or a superclass takes values of other types: checked loosely.
                return symbol.kind == .protocolType || (!symbols.superclassNames.isEmpty && symbols.superclassNames.contains(name)) ? .unknown : .named(name)
            }
            if let builtin = registry.types[name] { return builtin.instanceType }
            if let resolved = resolveAlias(name, at: range) { return resolved }
            // `func widgets() -> some Widget` in a bundle: WidgetKit's protocols, which take the program's widgets.
            if Checker.widgetKitProtocols.contains(name) { return .unknown }
            // `TextStyle` in `extension Font`: the extended type's nested type, `Font.TextStyle`.
            if let owner = builtinExtensionName {
                if let builtin = SemanticType.builtinTypeNames["\(owner).\(name)"] { return builtin }
                if let builtin = registry.types["\(owner).\(name)"] { return builtin.instanceType }
            }
            // `var gradient: LinearGradient { … }`: a built-in view's name is a view type.
            if registry.views[name] != nil { return .view }
            // `var arc: some Shape { Circle().trim(from: 0, to: 0.5) }`: SwiftUI's shape protocols, where the program declares
            // no type of the name; a shape is a view, stroked and filled as one.
            if name == "Shape" || name == "InsettableShape" { return .view }
            if let unavailable = UnavailableAPIs.message(for: name) {
                error(unavailable, at: range)
                return .unknown
            }
            if inGeneric || name.contains(".") {
                // `Provider.Entry`, `Calendar.Component`: by the last name if known; else checked loosely.
                let last = String(name.split(separator: ".").last ?? "")
                if let builtin = SemanticType.builtinTypeNames[last] { return builtin }
                if symbols.types[last] != nil { return .named(last) }
                if let builtin = registry.types[last] { return builtin.instanceType }
                return .unknown
            }
            error("unknown type '\(name)'\(suggestion(name, Array(SemanticType.builtinTypeNames.keys) + Array(symbols.types.keys)))",
                  at: range)
            return .unknown
        }
    }

}
