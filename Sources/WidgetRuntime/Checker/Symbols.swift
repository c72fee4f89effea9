import Foundation
import WidgetLanguage

/// A stored property of a user type, as the checker sees it.
struct FieldSymbol {
    var name: String
    var type: SemanticType
    /// The field may be left out of the memberwise initializer.
    var hasDefault: Bool
    var isConstant: Bool
    var range: SourceRange
    /// `lazy var`: its default is computed with `self` on first read.
    var isLazy = false
    /// A value is written in the declaration (`var tags: [String] = []`), not only implied (an optional's nil).
    var hasInitialValue = false
    /// The type as written: for a field of a generic type whose type names a type parameter
    /// (`let data: T`), what decoding `Page<[Item]>` puts in its place; a `Set` the semantic type calls an array.
    var written: TypeRef? = nil
}

/// A user-declared type (model, struct, entry, entity, enum, intent, configuration).
///
/// A class: the checker fetches a type's symbol for nearly every initializer,
/// member and field it checks, and a struct of five arrays would be copied (and
/// each array retained and released) every time. Its fields are set while the
/// checker collects symbols (`Checker.resolveSignature`, then the types of the
/// fields typed by their value) and only read after that, by the checker's
/// threads and the interpreter.
final class TypeSymbol: @unchecked Sendable {
    enum Kind: String {
        case model, structure = "struct", entry, entity, enumeration = "enum", intent, configuration
        case protocolType = "protocol"
    }

    let kind: Kind
    let name: String
    var fields: [FieldSymbol]
    var staticFields: [FieldSymbol]
    var cases: [String]
    var functions: [FunctionDecl]
    let range: SourceRange
    /// Computed properties, static and not, of the type and its extensions.
    var computed: [ComputedProperty] = []
    /// The type's own `init`s: when there is one, they replace the memberwise initializer.
    var initializers: [FunctionDecl] = []
    /// `init`s added by extensions: they keep the memberwise initializer, as in Swift.
    var extensionInitializers: [FunctionDecl] = []
    /// A `class`: instances are shared.
    var isClass = false
    /// `struct Page<T>`: the names of its type parameters.
    var genericParameters: [String] = []
    /// The type it is declared in (`TypeBody.enclosingType`).
    var enclosingType: String? = nil
    /// The protocols (and superclass) named after `:`, in the declaration and its extensions.
    var conformances: [String] = []
    /// `@Environment(\.widgetFamily) var family`: fields the environment sets, not the initializer.
    var environmentFields: [String: String] = [:]
    /// `@EnvironmentObject var note: Note`: the type of object each such property reads, by property name.
    var environmentObjectFields: [String: String] = [:]
    /// The names of methods declared more than once (overloads), set once the symbols are collected.
    var overloadedFunctionNames: Set<String> = []
    /// Where each static field is, by name, so a type with thousands of them (a generated string table) is not
    /// searched at each use; remade when fields were added since, and guarded, as the checker's threads read it.
    private var staticFieldPlaces: [String: Int] = [:]
    private var placedStaticFields = -1
    private let staticFieldPlacesLock = NSLock()

    /// The static field of that name (the first, where one is declared twice).
    func staticField(named name: String) -> FieldSymbol? {
        staticFieldPlacesLock.lock()
        defer { staticFieldPlacesLock.unlock() }
        if placedStaticFields != staticFields.count {
            staticFieldPlaces.removeAll(keepingCapacity: true)
            for (place, field) in staticFields.enumerated() where staticFieldPlaces[field.name] == nil { staticFieldPlaces[field.name] = place }
            placedStaticFields = staticFields.count
        }
        guard let place = staticFieldPlaces[name] else { return nil }
        return staticFields[place].name == name ? staticFields[place] : staticFields.first { $0.name == name }
    }

    /// Notes the names of methods declared more than once, here or across this type and the extensions of the
    /// protocols it conforms to (`func fetch() -> Int` in one, `func fetch() -> String` in another).
    func noteOverloads(in types: [String: TypeSymbol]) {
        var seen: Set<String> = []
        for function in functions where !seen.insert(function.name + (function.isStatic ? " static" : "")).inserted {
            overloadedFunctionNames.insert(function.name)
        }
        for conformance in allConformances {
            guard let proto = types[conformance], proto.kind == .protocolType, proto !== self else { continue }
            for function in proto.functions where !function.body.isEmpty && !overloadedFunctionNames.contains(function.name)
                && functions(named: function.name, isStatic: function.isStatic, orDefaultIn: types).count > 1 {
                overloadedFunctionNames.insert(function.name)
            }
        }
    }

    /// The methods a call of `name` on this type may mean, as Swift's overloading sees them: the type's own, then
    /// the defaults of the protocols it conforms to whose signature none of those has (a protocol holds its bare
    /// requirement and its extension's default under one name; only a default with a body is a candidate).
    func functions(named name: String, isStatic: Bool, orDefaultIn types: [String: TypeSymbol]) -> [FunctionDecl] {
        var result: [FunctionDecl] = []
        for function in functions where function.name == name && function.isStatic == isStatic {
            // A protocol's requirement and its extension's default of one signature are one candidate: the default.
            if let index = result.firstIndex(where: { TypeSymbol.sameSignature($0, function) }) {
                if result[index].body.isEmpty { result[index] = function }
                continue
            }
            result.append(function)
        }
        for conformance in allConformances {
            guard let proto = types[conformance], proto.kind == .protocolType, proto !== self else { continue }
            var candidates = proto.functions.filter { $0.name == name && $0.isStatic == isStatic && !$0.body.isEmpty }
            if candidates.contains(where: { !$0.selfConstraints.isEmpty }) {
                // (`extension P where Self: Q`: only where this type is a `Q`, and before P's own default of one signature.)
                let closure = Set(conformanceClosure(in: types))
                candidates = candidates.filter { $0.selfConstraints.allSatisfy(closure.contains) }
                    .sorted { $0.selfConstraints.count > $1.selfConstraints.count }
            }
            for candidate in candidates where !result.contains(where: { TypeSymbol.sameSignature($0, candidate) }) {
                result.append(candidate)
            }
        }
        return result
    }

    /// Two declarations one of which stands for the other: the same labels, parameter types and result type.
    static func sameSignature(_ a: FunctionDecl, _ b: FunctionDecl) -> Bool {
        a.parameters.count == b.parameters.count && a.returnType?.description == b.returnType?.description
            && zip(a.parameters, b.parameters).allSatisfy { $0.label == $1.label && $0.type?.description == $1.type?.description }
    }

    /// What the type conforms to, with what it conforms to without saying so: an enum is `Equatable` and `Hashable`
    /// (Swift synthesises both for an enum without associated values), so those protocols' extensions reach it.
    var allConformances: [String] {
        kind == .enumeration ? conformances + ["Equatable", "Hashable"].filter { !conformances.contains($0) } : conformances
    }

    /// The protocols (and superclasses) the type conforms to, said or not, and those they inherit: each once, as the
    /// program declares them (a standard protocol the program does not declare is listed, and goes no further).
    func conformanceClosure(in types: [String: TypeSymbol]) -> [String] {
        var seen: Set<String> = [name]
        var pending = allConformances
        var result: [String] = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            if let inherited = types[next] { pending += inherited.conformances }
        }
        return result
    }

    /// A struct that conforms to `View`: placed in a body, its `body` is drawn.
    /// A `Shape` is a view too: its `path(in:)` is drawn in the frame it is given.
    var isView: Bool { (conformances.contains("View") || isShape) && kind == .structure }
    /// An enum that conforms to `View` (`enum EmptyState: View { case noItems, signedOut; var body: some View {…} }`):
    /// each case is a view, the body drawn with `self` the case, where it is placed.
    var isEnumView: Bool { conformances.contains("View") && kind == .enumeration }
    /// A type that conforms to SwiftUI's `Layout` (`struct FlowLayout: Layout`): placed with views (`SwiftUICustomLayouts`).
    var isLayout: Bool { conformances.contains("Layout") }
    /// A struct whose `init(from:)` Decodable synthesizes: it conforms, has no field `from` and no `init` of its own taking one.
    var decodesItself: Bool {
        (kind == .structure || kind == .entry) && (conformances.contains("Decodable") || conformances.contains("Codable"))
            && fieldIndex("from") == nil && !hasInitFromDecoder
    }

    /// Whether the type, or an extension of it, declares `init(from:)`: decoding runs it.
    var hasInitFromDecoder: Bool {
        func takesDecoder(_ initializer: FunctionDecl) -> Bool { initializer.parameters.count == 1 && initializer.parameters[0].label == "from" }
        return initializers.contains(where: takesDecoder) || extensionInitializers.contains(where: takesDecoder)
    }

    /// A struct that conforms to SwiftUI's `Shape` (or `InsettableShape`): a view whose `path(in:)` gives what is
    /// painted. False when the program declares a `Shape` of its own, which shadows SwiftUI's.
    var isShape = false

    /// What placing the type in a body gives: a shape (which `.fill` and `.stroke` paint) or another view.
    var viewType: SemanticType { isShape ? .shape : .view }

    /// "struct", "class", "enum"… for messages.
    var kindName: String { isClass ? "class" : kind.rawValue }

    func computedProperty(_ name: String, isStatic: Bool) -> ComputedProperty? {
        computed.first { $0.name == name && $0.isStatic == isStatic }
    }

    func function(_ name: String, isStatic: Bool) -> FunctionDecl? {
        functions.first { $0.name == name && $0.isStatic == isStatic }
    }

    /// A method of this type, else the default a protocol it conforms to gives (a
    /// protocol extension's body; a bare requirement is not one).
    func function(_ name: String, isStatic: Bool, orDefaultIn types: [String: TypeSymbol]) -> FunctionDecl? {
        memberOrDefault(in: types, { $0.function(name, isStatic: isStatic) }) { proto in
            fittest(proto.functions.filter { $0.name == name && $0.isStatic == isStatic && !$0.body.isEmpty }, \.selfConstraints, in: types)
        }
    }

    /// Of a protocol's defaults of one member, the one for this type: among those whose `where Self: Q` this type
    /// meets, the one that asks most (as Swift prefers the more constrained extension); nil when none fits.
    func fittest<Member>(_ candidates: [Member], _ constraints: (Member) -> [String], in types: [String: TypeSymbol]) -> Member? {
        guard candidates.contains(where: { !constraints($0).isEmpty }) else { return candidates.first }
        let closure = Set(conformanceClosure(in: types))
        return candidates.filter { constraints($0).allSatisfy(closure.contains) }.max { constraints($0).count < constraints($1).count }
    }

    /// A computed property of this type, else a protocol's default (see `function(_:isStatic:orDefaultIn:)`).
    func computedProperty(_ name: String, isStatic: Bool, orDefaultIn types: [String: TypeSymbol]) -> ComputedProperty? {
        memberOrDefault(in: types, { $0.computedProperty(name, isStatic: isStatic) }) { proto in
            fittest(proto.computed.filter { $0.name == name && $0.isStatic == isStatic && !$0.getter.isEmpty }, \.selfConstraints, in: types)
        }
    }

    /// The type's own member, else the first protocol it conforms to whose extension gives one with a body
    /// (a protocol holds its bare requirement and its extension's default under the same name).
    private func memberOrDefault<Member>(in types: [String: TypeSymbol], _ find: (TypeSymbol) -> Member?,
                                         default withBody: (TypeSymbol) -> Member?) -> Member? {
        if let own = find(self) { return own }
        for conformance in allConformances {
            if let proto = types[conformance], proto.kind == .protocolType, let member = withBody(proto) { return member }
        }
        return nil
    }

    init(kind: Kind, name: String, fields: [FieldSymbol], staticFields: [FieldSymbol], cases: [String],
         functions: [FunctionDecl], range: SourceRange) {
        self.kind = kind
        self.name = name
        self.fields = fields
        self.staticFields = staticFields
        self.cases = cases
        self.functions = functions
        self.range = range
    }

    func field(_ name: String) -> FieldSymbol? {
        fieldIndex(name).map { fields[$0] }
    }

    func fieldIndex(_ name: String) -> Int? {
        // A plain loop over the fields in place: this runs for every labelled argument and
        // field read, and reading `fields[index]` of the class retains the array each time.
        let count = name.utf8.count
        return fields.withUnsafeBufferPointer { fields in
            var index = 0
            while index < fields.count {
                if fields[index].name.utf8.count == count, fields[index].name == name { return index }
                index += 1
            }
            return nil
        }
    }
}

/// A set of field indices: bits of one word for the usual handful of fields,
/// an array beyond 64.
struct FieldSet {
    private var bits: UInt64 = 0
    private var large: [Bool] = []

    init(count: Int) {
        if count > 64 { large = Array(repeating: false, count: count) }
    }

    func contains(_ index: Int) -> Bool {
        large.isEmpty ? bits & (1 << UInt64(index)) != 0 : large[index]
    }

    mutating func insert(_ index: Int) {
        if large.isEmpty { bits |= 1 << UInt64(index) } else { large[index] = true }
    }
}

/// A built-in static member the checker bound a name to: the type whose table holds it, and the entry.
struct BoundBuiltinMember {
    let typeName: String
    let member: BuiltinMember
}

/// What `value.name` means where the value's static type is one of the program's types whose members Swift binds
/// statically (a struct, an enum, a class no class of the program inherits from): the declaration the checker found.
/// The interpreter runs it when the value is of that type (`Interpreter.boundMember`); another value (one the checker
/// could not type exactly) is dispatched on its runtime type, as Swift dispatches a protocol's requirement.
struct MemberBinding {
    enum Declaration {
        /// A stored property of the type.
        case stored
        /// A computed property of the type, of its extensions, or a default of a protocol it conforms to.
        case computed(ComputedProperty)
        /// A method, the overload the checker chose: called, or read as a function bound to the value.
        case method(FunctionDecl)
    }
    let name: String
    let typeName: String
    let declaration: Declaration
    /// A member a protocol's extension adds and the protocol does not require, on a value of the protocol's type: Swift
    /// runs the extension's whatever the value's type declares (no dynamic dispatch without a requirement).
    var ofProtocolExtension = false
    /// A method the program's extension of a built-in type adds beside the type's own of the same name and labels, chosen
    /// over it by the arguments' types (`extension NumberFormatter { func string(from value: Double) }`).
    var ofBuiltinExtension = false
}

/// A callable with labelled parameters: a `func` or a `view`.

struct CallableSymbol {
    var name: String
    var parameters: [FunctionDecl.Parameter]
    var returnType: SemanticType
    var range: SourceRange
    /// The function's generic parameters (`V` of `func framed<V: View>(_ v: V)`), which hide the program's types of
    /// their names in its signature.
    var genericParameters: [String] = []
    /// The result type as written, for a generic function's result in terms of its arguments (`Checker.genericResultType`).
    var writtenReturn: TypeRef? = nil
}

/// Everything declared at the top level of a widget file.
///
/// A class, as `TypeSymbol` is: the checker and the interpreter read it on nearly every
/// call they check or run, and a struct of some fifty tables would be copied (each table
/// retained and released) wherever it is passed or a method of it is called on a class's
/// property. The checker fills it while it collects symbols and checks bodies; the
/// program holds it read-only after that.
final class Symbols {
    init() {}

    var types = [String: TypeSymbol]()
    var callables = [String: CallableSymbol]()
    /// Functions a Swift file declares more than once with one name (overloads), in order (see `Overloads`).
    var overloads = [String: [FunctionDecl]]()
    /// The overload the checker chose for a call, by the call's place and name.
    var chosenOverloads = [OverloadSite: Int]()
    /// The method overload the checker chose for a call, by the call's place and name: the declaration whose signature
    /// the receiver's own method of that signature (or the protocol default) answers at run time, as Swift dispatches.
    var chosenMembers = [OverloadSite: FunctionDecl]()
    /// `max(a, b)` inside an extension of a built-in type whose own `max` takes other arguments: calls of a standard
    /// function, not of `self`'s method (by the call's offset).
    var globalFunctionCalls = Set<Int>()
    /// `max(2, 5)` where the module's own functions named `max` take other arguments: calls of the standard function,
    /// by the call's offset (`Checker.isStandardFunctionCall`).
    var standardFunctionCalls = Set<Int>()
    /// Calls of a static function of a type the calling code's type is declared in (`twice(n)` in `Outer.Inner` for
    /// `Outer.twice(n)`), by the call's offset: that type.
    var enclosingStaticCalls = [Int: String]()
    /// `URL.status`, `URL.make(…)`, `Notification.Name.refresh`: a base written as a built-in type, bound to the type
    /// whose extensions declare the static member (by the base's place and the member's name); `Image.Scale`, a type
    /// named inside a view.
    var typeBases = [OverloadSite: String]()
    /// Binary operators for which the program declares a global function, by the operator expression's place: the
    /// overload whose parameters take the operands, or nil where none does and the standard operator applies.
    var operatorBindings = [SourceRange: FunctionDecl?]()
    /// Operators the program declares whose left operand is `inout` (`func <~ (lhs: inout Int, rhs: Int)`,
    /// `static func += (a: inout V, b: V)`): `a <~ b` changes `a`.
    var inoutOperators = Set<String>()

    /// The parameter lists of the file's functions with this name (each overload's).
    func functions(named name: String) -> [[FunctionDecl.Parameter]] {
        if let overloads = overloads[name] { return overloads.map(\.parameters) }
        if let callable = callables[name] { return [callable.parameters] }
        return []
    }
    var providers = [String: Decl]()
    var widgets = [String: Decl]()
    var sources = [String: Decl]()
    var globals: [String: (type: SemanticType, range: SourceRange)] = [:]
    /// `typealias` names, top-level (`Entry`) and inside types (`Provider.Entry`, and `Entry` if free).
    var typeAliases: [String: TypeRef] = [:]
    /// Names of the language's own types (`Duration`, `Int`) that a `.swift` file declares a type of its own by: the
    /// file's type, as in Swift, where the name is written.
    var shadowedBuiltinTypes: Set<String> = []
    /// `extension View { func card() -> some View { … } }`, `extension Date { … }`: by the built-in type's name.
    var builtinExtensions: [String: [TypeBody]] = [:]
    /// Names classes of the file inherit from: such a class used as a type takes its subclasses too (checked loosely).
    var superclassNames: Set<String> = []
    /// `class SnakeDecoder: JSONDecoder` (or a class under it): the built-in class it inherits from, by the subclass's name.
    /// Its instance holds the built-in's state beside its own fields and answers to the built-in's members it does not declare.
    var builtinSuperclasses: [String: String] = [:]
    /// Types that inherit from a class or conform to a protocol of an API Widgetry does not have (`struct Blur:
    /// UIViewRepresentable`): said once at their name; their members' signatures (`context: Context`) are not checked.
    var unavailableTypes: Set<String> = []
    /// Types named `Owner.Name` (nested types whose plain names clash), by owner: `Name` inside the owner.
    var qualifiedNestedTypes: [String: [String]] = [:]
    /// Where `optional.map { … }` / `.flatMap` is Optional's own (the receiver's type is optional),
    /// by the offset of the method's name: the interpreter cannot tell `name.map` on a `String?`
    /// from a string's `map` over its characters.
    var optionalMapCalls: Set<Int> = []
    /// Tuple literals without labels where the context wants a labelled tuple (`cache[key] = (value, 0)` into a
    /// `[K: (value: V, hits: Int)]`), by the literal's offset: the labels it takes, as Swift converts it.
    var tupleLabels: [Int: [String?]] = [:]
    /// The types a call of the program's generic function gives its type parameters, as its arguments' types tell them
    /// (`concat([Int]())` of `func concat<M: Monoid>(_ xs: [M])`: `M` is `Int`), by the call's offset: what a value
    /// cannot tell when the function runs (an empty array).
    var genericArguments: [Int: [String: String]] = [:]
    /// `\(reflecting: x)` pieces whose `appendInterpolation` the program's `extension DefaultStringInterpolation` declares,
    /// by the piece's call: that method, run on an interpolation of its own (`SwiftStringInterpolation`).
    var interpolationCalls: [SourceRange: FunctionDecl] = [:]
    /// `\(price)` pieces of a type the program's `extension DefaultStringInterpolation` has an unlabelled
    /// `appendInterpolation` for (`_ m: Money`), by the value's place: that method writes them.
    var interpolatedValues: [SourceRange: FunctionDecl] = [:]
    /// Calls of a built-in method where the program's extension has one of the same labels whose parameters do not take
    /// the arguments (`sorted { … }` beside `func sorted(by keyPath: KeyPath<…>)`), by the offset of the method's name:
    /// the built-in one runs.
    var builtinOverExtension: Set<Int> = []
    /// `queue.async { … }` on a value the checker typed as a `DispatchQueue` (a property, `self.queue`), by the end of the receiver.
    var dispatchCalls: Set<Int> = []
    /// Reads of an `async let` (by the name's offset): where an error its value threw is thrown.
    var awaitedLets: Set<Int> = []
    /// Members of `extension Optional` (or `extension Int?`) read or called on an optional, by the offset of the
    /// member's name: run with the optional itself as `self` (nil included), not with what it wraps.
    var optionalExtensionMembers: Set<Int> = []
    /// `==` and `!=` with a Set on a side, by the operator expression's place: Set's, which ignores order (`Checker.noteSetComparison`).
    var setComparisons: Set<SourceRange> = []
    /// Integer literals that are Doubles, by offset: those of an array literal whose elements are Doubles
    /// (`[1.5, 2]` is `[1.5, 2.0]`, as Swift types the literal), which the interpreter cannot tell from Ints.
    var doubleLiterals: Set<Int> = []
    /// Integer literals that are values of a type of the program's expressible by them (`budget < 50` where
    /// `Money: ExpressibleByIntegerLiteral`), by offset: the type, whose `init(integerLiteral:)` makes the value.
    var literalTypes: [Int: String] = [:]
    /// Whether the file declares an enum: only then may a call make an enum case.
    var hasEnumerations = false
    /// The enum that declares each case name (the first in file order): a case with associated
    /// values is kept by its name alone at run time (`.circle(2)`).
    var enumsByCase: [String: String] = [:]
    /// Implicit members bound to the type that declares them (`Checker+ImplicitMembers`), by the offset of
    /// the `.name`: the interpreter evaluates `Owner.name` there.
    var implicitMembers: [Int: String] = [:]
    /// Implicit members of a built-in type (`.red` where a `Color` goes, `.system(size: 9)` where a `Font` goes,
    /// `.now` where a `Date` goes), by the place and name of the `.name` (code the lowering writes may put several at
    /// one place): the entry of the type's table the checker bound them to, which the interpreter runs
    /// (`Interpreter+ImplicitMembers`).
    var builtinImplicitMembers: [OverloadSite: BoundBuiltinMember] = [:]
    /// What each name written alone means (`NameBinding`), by the offset of its place and the name (code the lowering
    /// writes may put several names at one place: `self` and the member it reads, a wrapper's `newValue`): found by the
    /// checker, run by the interpreter (`Interpreter.lookup`).
    var nameBindings: [Int: [(name: String, binding: NameBinding)]] = [:]

    /// The binding of `name` at `offset`, if the checker made one.
    func nameBinding(_ name: String, at offset: Int) -> NameBinding? {
        guard let bound = nameBindings[offset] else { return nil }
        for entry in bound where entry.name == name { return entry.binding }
        return nil
    }
    /// Method calls on values of a built-in type, by the offset of the method's name: the type whose table
    /// has the method (`Color` for `.green.opacity(0.2)`, `DateFormatStyle` for `.dateTime.year()`).
    var builtinMethods: [Int: String] = [:]
    /// Properties of values of a built-in type, by the offset of the property's name: the entry of the type's table the
    /// checker bound `value.name` to. A value held symbolically (`String.Encoding.utf8`, `.fill`), which does not carry
    /// its type, runs this entry (`Interpreter.boundBuiltinProperty`).
    var builtinProperties: [Int: BoundBuiltinMember] = [:]
    /// Members of the program's types read or called on a value whose type the checker knows (`MemberBinding`), by the
    /// offset of the member's name.
    var memberBindings: [Int: MemberBinding] = [:]
    /// `profile.name` on a value of a `@dynamicMemberLookup` type of the program that has no member `name`: by the offset of
    /// the name, whether its `subscript(dynamicMember:)` takes a key path (`\.name`) rather than the name as a String.
    var dynamicMembers: [Int: Bool] = [:]
    /// Arguments given to an `@autoclosure` parameter, by place: each is run where the function calls the parameter,
    /// as a closure of the expression (`Interpreter.evalArguments`).
    var autoclosureArguments: Set<SourceRange> = []
    /// Calls making one of the program's views whose value is the view's struct, not the view its body draws, by the
    /// call's place: the receiver of a method the view declares (`Badge().tinted(.blue)`), a variable's value
    /// (`let badge = Badge()`, whose type is `Badge`). The interpreter keeps the struct there (`Interpreter.keepsViewStruct`);
    /// it is drawn where it is placed as a view. Elsewhere a view is drawn where it is made.
    var viewStructsKept: Set<SourceRange> = []
    /// Closures given where views are built (`Card { Text("a"); Text("b") }` for a `@ViewBuilder let content: () -> Content`,
    /// an argument of a `@ViewBuilder` parameter), by the closure's place: called, each gives all the views it lists, not
    /// its last expression's value (`Interpreter.callClosure`).
    var viewBuilderClosures: Set<SourceRange> = []
    /// `CharacterSet.alphanumerics.contains`, `formatter.string(from:)`, `scorer.score(of:)` written as a value: a method as a
    /// function bound to the value, by the offset of the method's name, with the method's name and its arguments' labels.
    var methodReferences: [Int: (name: String, labels: [String?])] = [:]
    /// Classes of the program another class of the program inherits from: their members are dispatched on the
    /// instance's class, as Swift dispatches an overridable member.
    var inheritedClasses: Set<String> = []
    /// Operators the program declares (`static func <` in a type, a global `func <+>`), with
    /// those Swift derives from them: `>`, `<=`, `>=` from `<`, `!=` from `==`.
    var operatorFunctions: Set<String> = []

    /// Whether a function's name is an operator's (`<`, `==`, `<+>`), not a word.
    static func isOperatorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return !(first == "_" || first.properties.isXIDStart)
    }

    func noteOperator(_ name: String) {
        guard Symbols.isOperatorName(name) else { return }
        operatorFunctions.insert(name)
        if name == "<" { operatorFunctions.formUnion([">", "<=", ">="]) }
        if name == "==" { operatorFunctions.insert("!=") }
    }

    /// A function an extension adds to a built-in type.
    func builtinExtensionFunction(_ name: String, of typeName: String, isStatic: Bool = false) -> FunctionDecl? {
        for body in builtinExtensions[typeName] ?? [] {
            if let function = body.functions.first(where: { $0.name == name && $0.isStatic == isStatic }) { return function }
        }
        return nil
    }

    /// A method of the program's type: its own, a default of a protocol of the program's, else one the program's extension
    /// of a built-in protocol the type conforms to adds (`extension View { func ageText(…) }` for a `struct Row: View`).
    func memberFunction(_ name: String, of symbol: TypeSymbol, isStatic: Bool) -> FunctionDecl? {
        symbol.function(name, isStatic: isStatic, orDefaultIn: types)
            ?? builtinProtocolMember(of: symbol) { builtinExtensionFunction(name, of: $0, isStatic: isStatic) }
    }

    /// Every method of this name the program's type has, for choosing among overloads: its own and its protocols'
    /// (`TypeSymbol.functions(named:)`), then those the program's extensions of the built-in protocols it conforms to add
    /// (`extension View { func age(from: Int) … func age(fromDouble: Double) … }`).
    func memberFunctions(_ name: String, of symbol: TypeSymbol, isStatic: Bool) -> [FunctionDecl] {
        var result = symbol.functions(named: name, isStatic: isStatic, orDefaultIn: types)
        guard !builtinExtensions.isEmpty else { return result }
        for conformance in symbol.conformances where types[conformance] == nil && builtinExtensions[conformance] != nil {
            for function in builtinExtensionFunctions(name, of: conformance, isStatic: isStatic)
            where !result.contains(where: { TypeSymbol.sameSignature($0, function) }) {
                result.append(function)
            }
        }
        return result
    }

    /// Whether the methods of this name may be several: the type's own overloads, or a built-in protocol's extension's
    /// method (which the type does not declare).
    func mayOverload(_ name: String, of symbol: TypeSymbol) -> Bool {
        symbol.overloadedFunctionNames.contains(name) || (!builtinExtensions.isEmpty && !symbol.functions.contains { $0.name == name })
    }

    /// `GMB.Route.Variant.Direction`: the name the module gives a nested type written with its whole path, where its own
    /// name clashes (`Variant.Direction`), the longest such ending first; nil when no ending of two or more parts is a type.
    func nestedTypeEnding(_ path: String) -> String? {
        let parts = path.split(separator: ".")
        guard parts.count > 2 else { return nil }
        for start in 1..<(parts.count - 1) {
            let ending = parts[start...].joined(separator: ".")
            if types[ending] != nil { return ending }
        }
        return nil
    }

    /// The initializers the extensions of the program's protocols the type conforms to give it (`extension NamespacedID {
    /// init(_ rawValue: String) { self.init(rawValue: rawValue) } }`), which its own initializers of the same labels hide.
    func protocolExtensionInitializers(of symbol: TypeSymbol) -> [FunctionDecl] {
        guard symbol.kind != .protocolType, !symbol.conformances.isEmpty else { return [] }
        var result: [FunctionDecl] = []
        let own = symbol.initializers + symbol.extensionInitializers
        for name in symbol.conformanceClosure(in: types) {
            guard let proto = types[name], proto.kind == .protocolType else { continue }
            for initializer in proto.initializers + proto.extensionInitializers where !initializer.body.isEmpty
                && !own.contains(where: { $0.parameters.map(\.label) == initializer.parameters.map(\.label) })
                && !result.contains(where: { $0.parameters.map(\.label) == initializer.parameters.map(\.label) }) {
                result.append(initializer)
            }
        }
        return result
    }

    /// A computed property of the program's type, found as `memberFunction` finds a method.
    func memberComputed(_ name: String, of symbol: TypeSymbol, isStatic: Bool) -> ComputedProperty? {
        symbol.computedProperty(name, isStatic: isStatic, orDefaultIn: types)
            ?? builtinProtocolMember(of: symbol) { builtinExtensionProperty(name, of: $0, isStatic: isStatic) }
    }

    /// What the program's extensions of the built-in protocols the type conforms to give, the first that `find` finds.
    private func builtinProtocolMember<Member>(of symbol: TypeSymbol, _ find: (String) -> Member?) -> Member? {
        guard !builtinExtensions.isEmpty else { return nil }
        for conformance in symbol.conformances where types[conformance] == nil && builtinExtensions[conformance] != nil {
            if let member = find(conformance) { return member }
        }
        return nil
    }

    /// Every function of this name the program's extensions add to a built-in type: its overloads
    /// (`func line(to:)` and `func line(to:x:)` in `extension CGPoint`).
    func builtinExtensionFunctions(_ name: String, of typeName: String, isStatic: Bool) -> [FunctionDecl] {
        (builtinExtensions[typeName] ?? []).flatMap { $0.functions.filter { $0.name == name && $0.isStatic == isStatic } }
    }

    /// Those of an extension whose `where Element == T` the receiver's elements meet (`accepts` is given the `T`; an
    /// extension without one is for every element type).
    func builtinExtensionFunctions(_ name: String, of typeName: String, isStatic: Bool, accepting accepts: (String) -> Bool) -> [FunctionDecl] {
        (builtinExtensions[typeName] ?? []).filter { body in body.elementConstraint.map(accepts) ?? true }
            .flatMap { $0.functions.filter { $0.name == name && $0.isStatic == isStatic } }
    }

    /// A static stored property an extension adds to a built-in type: `extension Color { static let brand = … }`.
    /// The type (`Color`, else `ShapeStyle`) whose extension in the program declares the static
    /// `name`, which `.name` names where a colour goes (`.foregroundStyle(.palePink)`).
    func colorExtension(declaring name: String) -> String? {
        ["Color", "ShapeStyle"].first { builtinExtensionStatic(name, of: $0) != nil || builtinExtensionProperty(name, of: $0, isStatic: true) != nil }
    }

    /// The `init`s extensions add to a built-in type (`extension Color { init(hex: String) { … } }`)
    /// that take arguments with these labels, in the order they are declared.
    func builtinExtensionInitializers(of typeName: String, labels: [String?]) -> [FunctionDecl] {
        (builtinExtensions[typeName] ?? []).flatMap { body in body.initializers.filter { Checker.labelsMatch($0.parameters, labels) } }
    }

    func builtinExtensionStatic(_ name: String, of typeName: String) -> FieldDecl? {
        for body in builtinExtensions[typeName] ?? [] {
            if let field = body.fields.first(where: { $0.name == name && $0.isStatic }) { return field }
        }
        return nil
    }

    /// A computed property an extension adds to a built-in type.
    func builtinExtensionProperty(_ name: String, of typeName: String, isStatic: Bool = false) -> ComputedProperty? {
        for body in builtinExtensions[typeName] ?? [] {
            if let property = body.computed.first(where: { $0.name == name && $0.isStatic == isStatic }) { return property }
        }
        return nil
    }

    /// Values printed (`print`, `debugPrint`, `String(describing:)`, interpolation in Swift) whose
    /// static type holds an optional, with that type: described as Swift does, `Optional("catfish")`,
    /// `[Optional(1), nil]` (at run time a value does not say whether it was optional).
    var describedTypes: [SourceRange: SemanticType] = [:]

    func type(_ name: String) -> TypeSymbol? { types[name] }

    /// The types in the order the file declares them: what is done type by type
    /// (inheritance, conformance checks) goes in that order, the same every run.
    var typesInFileOrder: [TypeSymbol] {
        types.values.sorted { ($0.range.start, $0.name) < ($1.range.start, $1.name) }
    }

    /// Every top-level name, for "did you mean" suggestions.
    var allNames: [String] {
        Array(types.keys) + Array(callables.keys) + Array(providers.keys) + Array(widgets.keys)
            + Array(sources.keys) + Array(globals.keys)
    }
}
