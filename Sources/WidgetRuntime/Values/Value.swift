import Foundation
import WidgetRender
import WidgetSources

/// Every value a widget program computes with. One `Sendable` enum; Swift
/// types convert into it through `ValueConvertible`.
public indirect enum Value: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// An integer of a width other than `Int`'s (`UInt8`, `Int32`, `UInt64`): its type and bits (SizedIntegers).
    case sized(SizedInt)
    case double(Double)
    /// Foundation's `Decimal`: a base-10 number, exact where a Double is not (`0.1 + 0.2` is `0.3`). `FoundationDecimal`.
    case decimal(Decimal)
    /// Swift's `Float`: a 32-bit binary number, with a Float's precision and descriptions (`0.6666667`, `1e+10`). `SwiftFloat`.
    case float(Float)
    case string(String)
    case date(Date)
    /// A length of time in seconds (`12.hours`).
    case duration(Double)
    case data(Data)
    case array([Value])
    /// An ordered dictionary.
    case dictionary([DictionaryPair])
    /// An instance of a `struct`, `entry`, `entity`, `intent` or `configuration`.
    case object(ObjectValue)
    /// A model record, with reference semantics as in SwiftData.
    case record(ModelObject)
    /// An instance of a `class`: shared by every variable that holds it.
    case instance(ClassInstance)
    /// A case of one of the program's enums: `Load.idle`, or with its associated values `Load.loaded(3, label: "a")`.
    case enumCase(type: String, name: String, payload: [Value] = [])
    /// `.name` or `.name(args)` written without a type: resolved where it is used.
    case member(name: String, arguments: [Value])
    case family(String)
    case view(ViewNode)
    case closure(ClosureValue)
    case keyPath([String])
    case sortDescriptor(path: [String], reverse: Bool)
    case policy(ReloadPolicy)
    case timeline(TimelineValue)
    /// A data source: a declared `source`, or an inline `http(url)`.
    case source(SourceReference)
    /// A type used as a value: `ToDo` in `ToDo.all`.
    case type(String)
    /// A thrown error value: `IntentError("…")` or a failed source.
    case error(String)
    case image(ImageValue)
    /// `(data, response)`, `(x: 1, y: 2)`, `(offset: 0, element: "a")` from `enumerated()`.
    case tuple(TupleValue)

    public static func optional(_ value: Value?) -> Value { value ?? .null }

    public var isNull: Bool { if case .null = self { return true } else { return false } }

    /// A `.name` value, which carries no type.
    public var isSymbolic: Bool { if case .member = self { return true } else { return false } }
}

public struct DictionaryPair: Sendable {
    public var key: Value
    public var value: Value
}

/// A struct-like value: its type name and its fields in declaration order.
public struct ObjectValue: Sendable {
    public var type: String
    public var fields: [(name: String, value: Value)]
    /// A generic type's arguments as its value was made with them written (`Feed<Alpha>()`), where no field tells them:
    /// not a field, so never printed, compared or encoded (`Interpreter+GenericArguments`).
    public var typeArguments: [String]?

    public init(type: String, fields: [(name: String, value: Value)]) {
        self.type = type
        self.fields = fields
    }

    public subscript(name: String) -> Value? {
        get { fields.first { $0.name == name }?.value }
        set { ObjectValue.set(name, to: newValue ?? .null, in: &fields) }
    }
}

extension ObjectValue {
    /// A field's value changed, or the field added after the others (a struct's and a class instance's fields alike).
    static func set(_ name: String, to value: Value, in fields: inout [(name: String, value: Value)]) {
        if let index = fields.firstIndex(where: { $0.name == name }) {
            fields[index].value = value
        } else {
            fields.append((name, value))
        }
    }
}

/// A tuple's elements and their labels (nil where unlabelled).
public struct TupleValue: Sendable {
    public var labels: [String?]
    public var elements: [Value]

    public init(labels: [String?], elements: [Value]) {
        self.labels = labels
        self.elements = elements
    }

    public init(_ elements: [Value]) {
        self.init(labels: Array(repeating: nil, count: elements.count), elements: elements)
    }

    /// `.0`, `.1` or a label.
    public func index(of name: String) -> Int? {
        if let index = Int(name), elements.indices.contains(index) { return index }
        return labels.firstIndex { $0 == name }
    }
}

/// An instance of a `class` declared in the widget file: reference semantics, as
/// in Swift (two variables see one instance; `===` compares identity). Only the
/// interpreter's single thread touches it.
public final class ClassInstance: @unchecked Sendable {
    public let type: String
    public var fields: [(name: String, value: Value)]
    /// As `ObjectValue.typeArguments`.
    public var typeArguments: [String]?

    public init(type: String, fields: [(name: String, value: Value)]) {
        self.type = type
        self.fields = fields
    }

    public subscript(name: String) -> Value? {
        get { fields.first { $0.name == name }?.value }
        set { ObjectValue.set(name, to: newValue ?? .null, in: &fields) }
    }

    /// The fields as a struct-like value, for describing and encoding a snapshot.
    public var snapshot: ObjectValue { ObjectValue(type: type, fields: fields) }
}

/// An image loaded from data (drawn as a sized box) or a system symbol.
public struct ImageValue: Sendable, Hashable {
    public var systemName: String?
    public var byteCount: Int
    /// The bytes and their pixels (PNG, JPEG), for an image from data or a file.
    public var loaded: LoadedImage? = nil
}

/// `.atEnd`, `.after(date)`, `.never`.
public enum ReloadPolicy: Sendable, Hashable {
    case atEnd
    case after(Date)
    case never

    public var description: String {
        switch self {
        case .atEnd: return ".atEnd"
        case .never: return ".never"
        case .after(let date): return ".after(\(ISO8601.format(date)))"
        }
    }
}

/// `Timeline(entries:policy:)`.
public struct TimelineValue: Sendable {
    public var entries: [Value]
    public var policy: ReloadPolicy
}

/// Where data comes from: `json("data/users.json", decode: [User])`,
/// `http(url, keys: .convertFromSnakeCase)`; `name` is set for declared sources.
public struct SourceReference: Sendable {
    public var name: String?
    public var kind: String
    public var arguments: [(label: String?, value: Value)]
    public var range: SourceRange

    public func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
}

/// A closure with the environment it captured.
public struct ClosureValue: @unchecked Sendable {
    // The environment is a reference that is only used by the interpreter's
    // single thread; closures never cross threads.
    let closure: WidgetLanguage.Closure
    let environment: Environment
    /// `Version.init` of a type with several initializers, passed as a function: a closure for each, the one whose
    /// argument count the call gives chosen when it is called (`["1.2"].compactMap(Version.init)` takes `init?(_ text:)`).
    var alternatives: [WidgetLanguage.Closure] = []

    /// The closure for a call with these arguments: the first alternative taking as many (given one tuple, first as many as
    /// it holds), else `closure`.
    func chosen(for args: [Value]) -> ClosureValue {
        guard !alternatives.isEmpty else { return self }
        let candidates = [closure] + alternatives
        // (One tuple, as `zip(a, b).map(Pair.init)` gives, goes first to an initializer taking its elements.)
        var counts = [args.count]
        if args.count == 1, case .tuple(let tuple) = args[0] { counts.insert(tuple.elements.count, at: 0) }
        for count in counts {
            if let match = candidates.first(where: { $0.anonymousArgumentCount == count }) {
                return ClosureValue(closure: match, environment: environment)
            }
        }
        return ClosureValue(closure: closure, environment: environment)
    }
}

import WidgetLanguage
