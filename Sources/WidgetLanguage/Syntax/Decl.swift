/// A parsed widget file: its declarations in source order.
public struct WidgetFile: Sendable, Hashable {
    public var path: String
    public var declarations: [Decl]
    /// Read from Swift (lowered into these declarations): names of its own shadow the built-ins, as in Swift.
    public var isSwift = false

    public init(path: String, declarations: [Decl], isSwift: Bool = false) {
        self.path = path
        self.declarations = declarations
        self.isSwift = isSwift
    }
}

/// A top-level declaration.
public struct Decl: Sendable, Hashable {
    public var kind: DeclKind
    /// The declared name (`ToDo`, `ToDoProvider`; `seed` for a seed block).
    public var name: String
    public var nameRange: SourceRange
    public var range: SourceRange

    public init(kind: DeclKind, name: String, nameRange: SourceRange, range: SourceRange) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
        self.range = range
    }
}

/// `indirect`: the payloads are large (a `Decl` was 336 bytes inline), and a
/// declaration is copied whenever it is stored in a symbol table or matched.
public indirect enum DeclKind: Sendable, Hashable {
    case model(TypeBody)
    case structure(TypeBody)
    case entry(TypeBody)
    case entity(EntityDecl)
    case enumeration(EnumDecl)
    case provider(ProviderDecl)
    case intent(IntentDecl)
    case configuration(IntentDecl)
    case view(ViewDecl)
    case widget(WidgetDecl)
    case preview(PreviewDecl)
    case seed([Stmt])
    case source(Expr)
    case binding(Binding)
    case function(FunctionDecl)
    case permissions([WidgetProperty])
    case test(TestDecl)
    /// `extension Name: P { … }`: members added to a declared type (the declaration's name).
    case `extension`(TypeBody)
    /// `protocol P { func f() -> Int; var x: Int { get } }`: requirements, checked loosely.
    case `protocol`(TypeBody)
    /// `typealias Name = Type` at the top level.
    case typeAlias(TypeRef)

    /// The keyword that introduces the declaration.
    public var keyword: String {
        switch self {
        case .model: return "model"
        case .structure(let body): return body.isModel ? "model" : body.isClass ? "class" : "struct"
        case .entry: return "entry"
        case .entity: return "entity"
        case .enumeration: return "enum"
        case .provider: return "provider"
        case .intent: return "intent"
        case .configuration: return "configuration"
        case .view: return "view"
        case .widget: return "widget"
        case .preview: return "preview"
        case .seed: return "seed"
        case .source: return "source"
        case .binding(let b): return b.isConstant ? "let" : "var"
        case .function: return "func"
        case .permissions: return "permissions"
        case .test: return "test"
        case .extension: return "extension"
        case .protocol: return "protocol"
        case .typeAlias: return "typealias"
        }
    }
}

/// `@Parameter(title: "ToDo ID")`, `@available(iOS 18.0, *)`: an attribute with
/// any arguments. Arguments that read as a call's (`title: "…"`) are `arguments`;
/// the others (`iOS 18.0, *`, `set`) are kept as their source text in `argumentText`.
public struct Attribute: Sendable, Hashable {
    public var name: String
    public var arguments: [Argument]
    public var range: SourceRange
    /// The text between the parentheses, as written, when it is not a call's argument list.
    public var argumentText: String? = nil
}

/// A stored property: `@Relationship(deleteRule: .cascade) var jobs: [Job] = []`.
public struct FieldDecl: Sendable, Hashable {
    public var attributes: [Attribute]
    public var isStatic: Bool
    public var isConstant: Bool
    public var name: String
    public var nameRange: SourceRange
    public var type: TypeRef?
    public var defaultValue: Expr?
    public var range: SourceRange
    /// `lazy var`: the default is computed on first read.
    public var isLazy: Bool = false
    /// `willSet { … }` (`newValue`) and `didSet { … }` (`oldValue`): run when the property is assigned.
    public var willSet: ComputedProperty.Setter?
    public var didSet: ComputedProperty.Setter?

    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
}

/// Fields and functions of a `model`, `struct` (or `class`) or `entry`.
/// Its parts live in one shared box, copied only when a copy changes: the
/// checker and the interpreter take a body out of its declaration often, and a
/// copy of eight arrays was eight reference counts where this is one.
public struct TypeBody: Sendable, Hashable {
    /// The attribute the members of a collection protocol's extension carry in their copy for `String`
    /// (`extension Sequence { func chunked(…) }` reaches strings): `self` there is the string's characters, an
    /// array of them, as it is a `Sequence` of `Character` in Swift. Not an attribute a program can write.
    public static let selfAsCharacters = "self: [Character]"

    // Read through `TypeBody`'s accessors, written only through `unique` (never both at once).
    private final class Parts: @unchecked Sendable {
        var fields: [FieldDecl]
        var functions: [FunctionDecl]
        var computed: [ComputedProperty] = []
        var initializers: [FunctionDecl] = []
        var isClass = false
        var isModel = false
        var conformances: [String] = []
        var typeAliases: [TypeAlias] = []
        var genericParameters: [String] = []
        var enclosingType: String? = nil
        var elementConstraint: String? = nil

        init(fields: [FieldDecl], functions: [FunctionDecl]) {
            self.fields = fields
            self.functions = functions
        }

        func copy() -> Parts {
            let copy = Parts(fields: fields, functions: functions)
            copy.computed = computed
            copy.initializers = initializers
            copy.isClass = isClass
            copy.isModel = isModel
            copy.conformances = conformances
            copy.typeAliases = typeAliases
            copy.genericParameters = genericParameters
            copy.enclosingType = enclosingType
            copy.elementConstraint = elementConstraint
            return copy
        }
    }

    private var parts: Parts

    /// The box, made this value's own before a change.
    private var unique: Parts {
        mutating get {
            if !isKnownUniquelyReferenced(&parts) { parts = parts.copy() }
            return parts
        }
    }

    public var fields: [FieldDecl] {
        get { parts.fields }
        _modify { let parts = unique; yield &parts.fields }
    }
    public var functions: [FunctionDecl] {
        get { parts.functions }
        _modify { let parts = unique; yield &parts.functions }
    }
    /// `var name: Type { … }` and `var name: Type { get { … } set { … } }`.
    public var computed: [ComputedProperty] {
        get { parts.computed }
        _modify { let parts = unique; yield &parts.computed }
    }
    /// `init(…) { … }`, each a function named `init`.
    public var initializers: [FunctionDecl] {
        get { parts.initializers }
        _modify { let parts = unique; yield &parts.initializers }
    }
    /// A `class`: instances are shared references, not copied values.
    public var isClass: Bool {
        get { parts.isClass }
        set { unique.isClass = newValue }
    }
    /// `@Model class` (a `.widget` file's `model`): its instances are records in the store.
    public var isModel: Bool {
        get { parts.isModel }
        set { unique.isModel = newValue }
    }
    /// The protocols and superclass named after `:` (`View`, `TimelineEntry`, `Codable`).
    public var conformances: [String] {
        get { parts.conformances }
        _modify { let parts = unique; yield &parts.conformances }
    }
    /// `typealias Entry = SimpleEntry` inside the type: `Owner.Entry` names `SimpleEntry`.
    public var typeAliases: [TypeAlias] {
        get { parts.typeAliases }
        _modify { let parts = unique; yield &parts.typeAliases }
    }
    /// `struct Response<T: Codable>`: names that stand for any type inside the type.
    public var genericParameters: [String] {
        get { parts.genericParameters }
        _modify { let parts = unique; yield &parts.genericParameters }
    }

    /// The type this one is declared in (`Outer` for `Outer.Inner`), by its name in the module: a name written inside
    /// the type that it does not declare is looked for there, outwards, as Swift looks (`limit` for `Outer.limit`).
    public var enclosingType: String? {
        get { parts.enclosingType }
        set { unique.enclosingType = newValue }
    }

    /// An extension's `where Element == Signal` (`extension Set where Element == Signal`): the element type its members
    /// are for, nil for an extension without one.
    public var elementConstraint: String? {
        get { parts.elementConstraint }
        set { unique.elementConstraint = newValue }
    }

    public init(fields: [FieldDecl], functions: [FunctionDecl], computed: [ComputedProperty] = [],
                initializers: [FunctionDecl] = [], isClass: Bool = false, conformances: [String] = []) {
        parts = Parts(fields: fields, functions: functions)
        parts.computed = computed
        parts.initializers = initializers
        parts.isClass = isClass
        parts.conformances = conformances
    }

    public func conforms(to name: String) -> Bool { conformances.contains(name) }

    public static func == (a: TypeBody, b: TypeBody) -> Bool {
        if a.parts === b.parts { return true }
        return a.fields == b.fields && a.functions == b.functions && a.computed == b.computed
            && a.initializers == b.initializers && a.isClass == b.isClass && a.isModel == b.isModel && a.conformances == b.conformances
            && a.typeAliases == b.typeAliases && a.genericParameters == b.genericParameters && a.enclosingType == b.enclosingType
            && a.elementConstraint == b.elementConstraint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
        hasher.combine(functions)
        hasher.combine(computed)
        hasher.combine(initializers)
        hasher.combine(isClass)
        hasher.combine(isModel)
        hasher.combine(conformances)
        hasher.combine(typeAliases)
        hasher.combine(genericParameters)
        hasher.combine(enclosingType)
    }
}

/// `typealias Name = Type`.
public struct TypeAlias: Sendable, Hashable {
    public var name: String
    public var type: TypeRef
    public var range: SourceRange

    public init(name: String, type: TypeRef, range: SourceRange) {
        self.name = name
        self.type = type
        self.range = range
    }
}

/// A computed property: `var body: some View { … }`, or with `get { } set { }`.
public struct ComputedProperty: Sendable, Hashable {
    public struct Setter: Sendable, Hashable {
        /// `newValue` unless the setter names it: `set(value) { … }`.
        public var parameterName: String
        public var body: [Stmt]
    }

    public var isStatic: Bool
    public var name: String
    public var nameRange: SourceRange
    public var type: TypeRef?
    public var getter: [Stmt]
    public var setter: Setter?
    public var range: SourceRange
    /// `@MyBuilder var rows: [Row] { … }`: the names of the attributes written before it.
    public var attributes: [String] = []
    /// Declared in `extension P where Self: Q`: the protocols (`Q`) a type must also conform to for this to be its member.
    public var selfConstraints: [String] = []

    public init(isStatic: Bool, name: String, nameRange: SourceRange, type: TypeRef?, getter: [Stmt],
                setter: Setter? = nil, range: SourceRange) {
        self.isStatic = isStatic
        self.name = name
        self.nameRange = nameRange
        self.type = type
        self.getter = getter
        self.setter = setter
        self.range = range
    }
}

/// A named block inside a declaration: `perform { }`, `timeline(config) { }`,
/// `entities(for ids) { }`.
public struct NamedBlock: Sendable, Hashable {
    public struct Parameter: Sendable, Hashable {
        public var label: String?
        public var name: String
        public var range: SourceRange
    }

    public var name: String
    public var nameRange: SourceRange
    public var parameters: [Parameter]
    public var body: [Stmt]
    public var range: SourceRange
}

public struct EntityDecl: Sendable, Hashable {
    public var fields: [FieldDecl]
    public var functions: [FunctionDecl]
    /// The `query { … }` blocks: `defaultResult`, `suggestedEntities`, `entities(for ids)`.
    public var query: [NamedBlock]
    public var queryRange: SourceRange?
    /// The `init`s a `.swift` file declares: as in Swift, they replace the initializer by the
    /// fields' labels, and run when the entity is made.
    public var initializers: [FunctionDecl] = []
    /// `var id: String { list.id }`: computed properties a `.swift` file declares.
    public var computed: [ComputedProperty] = []
}

public struct EnumDecl: Sendable, Hashable {
    public struct Case: Sendable, Hashable {
        public var name: String
        public var rawValue: Expr?
        public var range: SourceRange
        /// `case loaded(Repository, at: Date)`: the associated values' labels and types.
        public var associatedValues: [FunctionDecl.Parameter] = []
    }

    public var rawType: TypeRef?
    public var cases: [Case]
    public var fields: [FieldDecl]
    public var functions: [FunctionDecl] = []
    public var computed: [ComputedProperty] = []
    /// `init?(from text: String) { … self = .a … }`.
    public var initializers: [FunctionDecl] = []
    /// `enum Size: Comparable`: the protocols it names (the raw type aside).
    public var conformances: [String] = []
    /// The type it is declared in (`Expense` for `Expense.Category`), as `TypeBody.enclosingType`.
    public var enclosingType: String? = nil
    /// `enum Tree<T: Comparable>`: the type parameters, in scope in its cases and members.
    public var genericParameters: [String] = []
}

public struct ProviderDecl: Sendable, Hashable {
    /// `placeholder`, `snapshot`, `timeline` (and any others, reported by the parser).
    public var blocks: [NamedBlock]
    public var functions: [FunctionDecl]
    /// The entry type a Swift provider names: `placeholder(in:)`'s result type (`-> SimpleEntry`), which an
    /// implicit `.init(…)` in its blocks makes; nil in a `.widget` file, whose blocks give entries by name.
    public var entryType: TypeRef? = nil
    /// The blocks are methods of the provider's struct (a `.widget` provider's): `self` in them is an
    /// instance, whose functions they call by name. A Swift provider's blocks call its requirements instead.
    public var blocksAreMethods = false

    public func block(_ name: String) -> NamedBlock? { blocks.first { $0.name == name } }
}

/// An `intent` or a `configuration`: static metadata, typed parameters, and `perform`.
public struct IntentDecl: Sendable, Hashable {
    /// `static let title = "…"` and friends.
    public var metadata: [FieldDecl]
    /// `@Parameter(…) var name: Type`, and plain stored properties.
    public var parameters: [FieldDecl]
    public var perform: NamedBlock?
    public var functions: [FunctionDecl]
    /// The `init`s a `.swift` file declares (`init(page: Int) { self.page = min(page, 9) }`): as in
    /// Swift, they replace the initializer by the parameters' labels, and run when the intent is made.
    public var initializers: [FunctionDecl] = []
    /// `var selectedGroup: String? { … }` (in the intent or an extension of it): read from the intent's parameters.
    public var computed: [ComputedProperty] = []
}

/// `view StatLabel(value: Int, systemImageName: String) { … }`.
public struct ViewDecl: Sendable, Hashable {
    public var parameters: [FunctionDecl.Parameter]
    public var body: [Stmt]
}

/// `key: value` inside a `widget` or `permissions` declaration.
public struct WidgetProperty: Sendable, Hashable {
    public var name: String
    public var nameRange: SourceRange
    public var value: Expr
    public var range: SourceRange
}

public struct WidgetDecl: Sendable, Hashable {
    public var properties: [WidgetProperty]
    /// `body(entry) { … }`.
    public var body: NamedBlock?
    /// A widget of a `.swift` file that Widgetry lists but cannot draw (a Live Activity without
    /// a sample, `EmptyWidgetConfiguration()`, a configuration it does not know): why, and where
    /// its configuration is. Such a widget has no properties and no body.
    public var notDrawn: NotDrawn? = nil

    public struct NotDrawn: Sendable, Hashable {
        public var reason: String
        public var range: SourceRange
    }

    public func property(_ name: String) -> WidgetProperty? { properties.first { $0.name == name } }
}

/// `preview ToDoWidget(.systemSmall) { entries… }`.
public struct PreviewDecl: Sendable, Hashable {
    public var arguments: [Argument]
    public var entries: [Stmt]
    /// `#Preview(as: .systemSmall) { W() } timelineProvider: { Provider() }`: the provider whose
    /// timeline gives the entries (its placeholder when the timeline has none), and where it is named.
    public var provider: String? = nil
    public var providerRange: SourceRange? = nil
    /// `#Preview(as: .systemSmall, using: ConfigurationAppIntent.smiley) { … }`: the configuration
    /// the provider is given.
    public var configuration: Expr? = nil
    /// `struct W_Previews: PreviewProvider`: the struct whose `previews` listed the entries, which are its static code
    /// (they call its static functions and read its statics without `Self.`).
    public var owner: String? = nil
}

/// `test "completing hides the task" { … }`.
public struct TestDecl: Sendable, Hashable {
    public var body: [Stmt]
}

/// `func name(from date: Date) -> Int { … }`.
public struct FunctionDecl: Sendable, Hashable {
    public struct Parameter: Sendable, Hashable {
        /// The argument label callers write; nil for `_`.
        public var label: String?
        public var name: String
        public var type: TypeRef?
        public var defaultValue: Expr?
        public var range: SourceRange
        /// `_ x: inout Int`: the caller passes a variable (`&x`) that gets the parameter's last value.
        public var isInout = false
        /// `_ parts: Int...`: takes any number of arguments, an array inside the function (`type` is the element's).
        public var isVariadic = false
        /// `@ViewBuilder content: () -> Content`: the names of the attributes written before it.
        public var attributes: [String] = []

        public init(label: String?, name: String, type: TypeRef?, defaultValue: Expr?, range: SourceRange, isInout: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.range = range
            self.isInout = isInout
        }
    }

    public var isStatic: Bool
    public var name: String
    public var nameRange: SourceRange
    public var parameters: [Parameter]
    public var returnType: TypeRef?
    public var body: [Stmt]
    public var range: SourceRange
    /// `mutating func`: a call on a variable of a struct changes the variable.
    public var isMutating = false
    /// `init?(…)`: the initializer may give nil.
    public var isFailable = false
    /// `<T: Codable>`: names that stand for any type inside the function.
    public var genericParameters: [String] = []
    /// `<T: Coded, U>`: the protocol or class written after a type parameter's name (`T`: `Coded`), by name.
    public var genericConstraints: [String: String] = [:]
    /// Declared in an extension of its type: an `init` there keeps the memberwise initializer; a method of a
    /// protocol's extension that the protocol does not require is called statically on a value of the protocol's type.
    public var isInExtension = false
    /// A `subscript`'s `set { … }` (its body is the getter).
    public var setter: ComputedProperty.Setter?
    /// `@MyBuilder func make() -> T`: the names of the attributes written before it (Swift files only).
    public var attributes: [String] = []
    /// `func f()` with no body where one is needed: Swift parses it, and its type checker refuses it.
    public var lacksBody = false
    /// Declared in `extension P where Self: Q` (see `ComputedProperty.selfConstraints`).
    public var selfConstraints: [String] = []
}
