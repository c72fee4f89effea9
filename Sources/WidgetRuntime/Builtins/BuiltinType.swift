import WidgetLanguage

/// What the interpreter runs for a built-in entry: the receiver (the type as
/// `.type(name)` for static members and initializers), the evaluated arguments
/// and where the call is.
typealias BuiltinBody = @Sendable (Interpreter, Value, [CallArgument], SourceRange) throws -> Value

/// One member of a built-in type: what the checker accepts (its kind, argument
/// labels and types, result type) next to what the interpreter runs.
public struct BuiltinMember: Sendable {
    public enum Kind: String, Sendable {
        case property, method, staticProperty = "static property", staticMethod = "static method", initializer
    }

    public let name: String
    public let kind: Kind
    /// The argument forms a method, static method or initializer takes (none for a property).
    public let overloads: [Signature]
    public let result: SemanticType
    /// How far a terminal honours it, for docs/apple-api.md ("" when it does what Swift does).
    public let note: String
    let body: BuiltinBody
    /// The result given the receiver's type, for members of generic types (`first` of `[T]` is `T?`).
    let resultFor: (@Sendable (SemanticType) -> SemanticType)?
    /// A static method SwiftUI also declares as a static property of the same name
    /// (`Animation.spring` and `Animation.spring(duration:)`): read without a call, it runs with no arguments.
    var isAlsoProperty = false
    /// The result of each overload when they differ (`index(_:offsetBy:limitedBy:)` is optional); empty: `result`.
    var overloadResults: [SemanticType] = []

    /// The result of a form given the receiver's type and the call's labels, where it is not the member's
    /// (`set.remove(x)` gives `Element?`, `array.remove(at:)` an `Element`); nil: the member's.
    var formResultFor: (@Sendable (_ receiver: SemanticType, _ labels: [String?]) -> SemanticType?)?

    /// The result of the overload whose labels the call has; nil when no overload gives its own.
    func result(forLabels labels: [String?], of receiver: SemanticType = .unknown) -> SemanticType? {
        if let formResultFor, let own = formResultFor(receiver, labels) { return own }
        guard !overloadResults.isEmpty,
              let index = overloads.firstIndex(where: { $0.parameters.map(\.label) == labels }), index < overloadResults.count else { return nil }
        return overloadResults[index]
    }

    /// A property of a value held symbolically (a format style's chain) that may be assigned (`style.timeZone = utc`):
    /// the receiver with the new value, as the property's chained form would make it. Nil: not assignable this way.
    var setter: (@Sendable (Interpreter, _ receiver: Value, _ newValue: Value, SourceRange) throws -> Value)?

    /// The types of its trailing closure's parameters, and the one that is `inout` (`enumerateDates`' `stop`), for the checker.
    var closureParameters: [SemanticType] = []
    var closureInoutParameter: Int?

    init(_ name: String, _ kind: Kind, _ overloads: [String] = [], result: SemanticType, note: String = "",
         resultFor: (@Sendable (SemanticType) -> SemanticType)? = nil, body: @escaping BuiltinBody) {
        self.resultFor = resultFor
        self.name = name
        self.kind = kind
        self.overloads = overloads.map(Signature.init)
        self.result = result
        self.note = note
        self.body = body
    }

    func result(for receiver: SemanticType) -> SemanticType { resultFor?(receiver) ?? result }

    var isStatic: Bool { kind == .staticProperty || kind == .staticMethod }
    var isProperty: Bool { kind == .property || kind == .staticProperty }
    /// Whether it may be read without a call: a property, or a static method that is one too.
    var readsAsProperty: Bool { isProperty || isAlsoProperty }

    /// How the entry reads in messages and docs: `Calendar.startOfDay(for:)`, `Date.now`.
    func display(in typeName: String) -> String {
        switch kind {
        case .property, .staticProperty: return "\(typeName).\(name)"
        case .initializer: return overloads.map { $0.display(typeName) }.joined(separator: ", ")
        case .method, .staticMethod:
            let calls = overloads.map { $0.display("\(typeName).\(name)") }.joined(separator: ", ")
            return isAlsoProperty ? "\(typeName).\(name), " + calls : calls
        }
    }
}

/// A built-in type (`Date`, `Calendar`, `DateFormatter`, `Font`, …): its
/// initializers, static members and instance members, each an entry with its
/// signature and its implementation. The checker resolves a member of a
/// built-in type only through this table, and the interpreter runs only it.
/// A class: the checker and the interpreter look a table up for every member
/// they meet, and a reference is one count where a copy of the tables was many.
/// Its members are added while the registry is built, never after.
public final class BuiltinType: @unchecked Sendable {
    public let name: String
    /// The checker's type of an instance (`.date` for `Date`, `.named("Calendar")` …).
    public let instanceType: SemanticType
    public private(set) var initializers: [BuiltinMember] = []
    public private(set) var statics = [String: BuiltinMember]()
    /// Instance properties and methods apart: `first` and `first(where:)` are both members of an array.
    public private(set) var properties = [String: BuiltinMember]()
    public private(set) var methods = [String: BuiltinMember]()
    /// A value of the type for the test that calls every entry.
    let sample: @Sendable (Interpreter) -> Value
    /// How a widget file writes a value of the type, for the test that checks every entry's documented form.
    public var sampleSource: String
    /// Whether `.name` written where this type is expected must be one of its static properties.
    public let checksImplicitMembers: Bool
    /// Whether the type is an `OptionSet` whose statics are its options: an array literal of them where the type
    /// goes (`options: [.caseInsensitive, .numeric]`) is a value of the type, kept as the array of its options.
    public var isOptionSet = false
    /// Whether its values are held as another type's (an `AttributedString` as its String): they do not carry this
    /// type, so a property the checker bound to this table runs from it (`Symbols.builtinProperties`).
    public var valuesCarryAnotherType = false

    init(_ name: String, instance: SemanticType, checksImplicitMembers: Bool = false, sample: @escaping @Sendable (Interpreter) -> Value) {
        self.name = name
        self.instanceType = instance
        self.checksImplicitMembers = checksImplicitMembers
        self.sample = sample
        self.sampleSource = "\(name)()"
    }

    /// Members refused because one of that kind and name was already added (`static now`):
    /// a name with several forms is one member with several overloads.
    public private(set) var duplicates: [String] = []

    func add(_ member: BuiltinMember) {
        switch member.kind {
        case .initializer: initializers.append(member)
        case .staticProperty, .staticMethod:
            guard statics[member.name] == nil else { return duplicates.append("static \(member.name)") }
            statics[member.name] = member
        case .property:
            guard properties[member.name] == nil else { return duplicates.append("property \(member.name)") }
            properties[member.name] = member
        case .method:
            guard methods[member.name] == nil else { return duplicates.append("method \(member.name)") }
            methods[member.name] = member
        }
    }

    /// All initializers as one callable, for label matching.
    var initializerCallable: BuiltinCallable? {
        guard !initializers.isEmpty else { return nil }
        return BuiltinCallable(name, overloads: initializers.flatMap(\.overloads), result: instanceType)
    }

    /// Every entry, in the order docs list them.
    var allMembers: [BuiltinMember] {
        initializers + statics.keys.sorted().compactMap { statics[$0] } + properties.keys.sorted().compactMap { properties[$0] }
            + methods.keys.sorted().compactMap { methods[$0] }
    }

    /// Names of the instance members, for suggestions.
    var memberNames: [String] {
        Array(properties.keys) + methods.keys.filter { properties[$0] == nil }
    }
}

extension BuiltinRegistry {
    /// The built-in type whose instances have this checker type (`Date` for `.date`).
    func builtinType(for type: SemanticType) -> BuiltinType? {
        switch type {
        case .named(let name): return types[name]
        case .metatype, .unknown, .optional: return nil
        case .string: return types["String"]
        case .array: return types["Array"]
        case .dictionary: return types["Dictionary"]
        default: return typeNamesByInstance[type].flatMap { types[$0] }
        }
    }

    /// The built-in type of a run-time value, for member and method calls.
    func builtinType(of value: Value) -> BuiltinType? {
        switch value {
        case .date: return types["Date"]
        case .duration: return types["Duration"]
        case .data: return types["Data"]
        case .int, .sized: return types["Int"]
        case .double: return types["Double"]
        case .decimal: return types[FoundationDecimal.typeName]
        case .float: return types[SwiftFloat.typeName]
        case .bool: return types["Bool"]
        case .string: return types["String"]
        case .array: return types["Array"]
        case .dictionary: return types["Dictionary"]
        case .object(let object): return types[object.type]
        // A Foundation class's instance (`DateFormatter`); the program's classes are looked up before the table.
        case .instance(let instance): return types[instance.type]
        case .timeline: return types["Timeline"]
        case .family: return types["WidgetFamily"]
        case .image: return types["UIImage"]
        default: return nil
        }
    }
}
