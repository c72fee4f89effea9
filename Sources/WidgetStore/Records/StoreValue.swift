import Foundation

/// A field value as the store sees it.
///
/// IDs, enum raw values of type String and to-one relationship targets are `.string`;
/// enum raw values of type Int are `.int`; arrays hold scalars of one type.
public enum StoreValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(Date)
    case array([StoreValue])

    public var isNull: Bool { self == .null }

    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    public var intValue: Int? { if case .int(let value) = self { value } else { nil } }
    public var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    public var dateValue: Date? { if case .date(let value) = self { value } else { nil } }
    public var arrayValue: [StoreValue]? { if case .array(let value) = self { value } else { nil } }

    /// A short name of the value's kind, for error messages.
    public var kindName: String {
        switch self {
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .date: "Date"
        case .array: "Array"
        }
    }

    public var description: String {
        switch self {
        case .null: "nil"
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): String(reflecting: value)
        case .date(let value): value.formatted(.iso8601)
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        }
    }
}

extension StoreValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(nilLiteral: ()) { self = .null }
}
