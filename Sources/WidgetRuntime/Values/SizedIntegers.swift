/// Swift's fixed-width integer types. `Int` values are `Value.int`; a value of any other
/// width (`UInt8`, `Int32`, `UInt64`, …) is `Value.sized`, which keeps its type and its bits,
/// so its arithmetic traps on overflow, wraps with `&+`, shifts and prints as Swift's own.
public enum IntegerKind: String, Sendable, CaseIterable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    /// The Swift type that computes this kind's arithmetic.
    public var swiftType: any FixedWidthInteger.Type {
        switch self {
        case .int: return Int.self
        case .int8: return Int8.self
        case .int16: return Int16.self
        case .int32: return Int32.self
        case .int64: return Int64.self
        case .uint: return UInt.self
        case .uint8: return UInt8.self
        case .uint16: return UInt16.self
        case .uint32: return UInt32.self
        case .uint64: return UInt64.self
        }
    }

    /// The standard library's names of C's integer types (`CInt` is `Int32`, `CUnsignedLongLong` is `UInt64`).
    public static let cNames: [String: IntegerKind] = [
        "CChar": .int8, "CSignedChar": .int8, "CUnsignedChar": .uint8, "CShort": .int16, "CUnsignedShort": .uint16,
        "CInt": .int32, "CUnsignedInt": .uint32, "CLong": .int, "CUnsignedLong": .uint, "CLongLong": .int64, "CUnsignedLongLong": .uint64,
    ]

    /// The kind a type name names: its own (`UInt8`) or C's name of it (`CUnsignedChar`).
    public init?(named name: String) {
        guard let kind = IntegerKind(rawValue: name) ?? IntegerKind.cNames[name] else { return nil }
        self = kind
    }

    public var isSigned: Bool { swiftType.isSigned }
    public var bitWidth: Int { swiftType.bitWidth }
}

/// A value of an integer type other than `Int`: its type and its bits (sign-extended to 64 for a
/// signed type), so every value of every width is exactly one `Int64` or `UInt64`.
public struct SizedInt: Sendable, Hashable {
    public let kind: IntegerKind
    public let bits: UInt64

    public init<T: FixedWidthInteger>(_ value: T, kind: IntegerKind) {
        self.kind = kind
        self.bits = T.isSigned ? UInt64(bitPattern: Int64(truncatingIfNeeded: value)) : UInt64(truncatingIfNeeded: value)
    }

    /// The value as `T`, or nil when `T` cannot hold it.
    public func exactly<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        kind.isSigned ? T(exactly: Int64(bitPattern: bits)) : T(exactly: bits)
    }

    /// The value's low bits as `T` (`T(truncatingIfNeeded:)`).
    public func truncating<T: FixedWidthInteger>(_ type: T.Type) -> T {
        kind.isSigned ? T(truncatingIfNeeded: Int64(bitPattern: bits)) : T(truncatingIfNeeded: bits)
    }

    /// The value clamped to `T`'s range (`T(clamping:)`).
    public func clamping<T: FixedWidthInteger>(_ type: T.Type) -> T {
        kind.isSigned ? T(clamping: Int64(bitPattern: bits)) : T(clamping: bits)
    }

    public var isNegative: Bool { kind.isSigned && Int64(bitPattern: bits) < 0 }

    public var description: String { kind.isSigned ? String(Int64(bitPattern: bits)) : String(bits) }

    public func description(radix: Int, uppercase: Bool) -> String {
        kind.isSigned ? String(Int64(bitPattern: bits), radix: radix, uppercase: uppercase) : String(bits, radix: radix, uppercase: uppercase)
    }

    public var asDouble: Double { kind.isSigned ? Double(Int64(bitPattern: bits)) : Double(bits) }

    /// The order of two integers of any widths: negative, zero or positive (Swift's heterogeneous comparison).
    public static func order(_ a: SizedInt, _ b: SizedInt) -> Int {
        switch (a.isNegative, b.isNegative) {
        case (true, false): return -1
        case (false, true): return 1
        case (true, true):
            let x = Int64(bitPattern: a.bits), y = Int64(bitPattern: b.bits)
            return x < y ? -1 : x == y ? 0 : 1
        case (false, false): return a.bits < b.bits ? -1 : a.bits == b.bits ? 0 : 1
        }
    }
}

extension Value {
    /// An integer of `kind` as a value: `.int` for `Int` and `Int64` (the same 64 signed bits, whose
    /// arithmetic is the same), `.sized` for every other width.
    static func integer<T: FixedWidthInteger>(_ value: T, _ kind: IntegerKind) -> Value {
        kind == .int || kind == .int64 ? .int(Int(truncatingIfNeeded: value)) : .sized(SizedInt(value, kind: kind))
    }

    /// An Int or a sized integer, with its kind; nil for any other value.
    var integerValue: SizedInt? {
        switch self {
        case .int(let n): return SizedInt(n, kind: .int)
        case .sized(let s): return s
        default: return nil
        }
    }
}

/// The arithmetic of the fixed-width integers, each computed with the Swift type of its kind.
enum SizedArithmetic {
    enum Failure: Error { case overflow, divisionByZero, unknownOperator }

    /// `a op b` for two integers of `kind` (a shift's amount may be of any width).
    static func apply(_ op: String, _ a: SizedInt, _ b: SizedInt, kind: IntegerKind) throws -> Value {
        try apply(kind.swiftType, op, a, b, kind)
    }

    private static func apply<T: FixedWidthInteger>(_ type: T.Type, _ op: String, _ a: SizedInt, _ b: SizedInt, _ kind: IntegerKind) throws -> Value {
        let x = a.truncating(T.self)
        if ["<<", ">>", "&<<", "&>>"].contains(op) {
            // The amount is any integer; `<<` and `>>` are smart shifts (an amount past the width gives 0 or -1,
            // a negative amount shifts the other way), `&<<` and `&>>` take the amount modulo the width.
            let amount = b.clamping(Int.self)
            switch op {
            case "<<": return .integer(x << amount, kind)
            case ">>": return .integer(x >> amount, kind)
            case "&<<": return .integer(x &<< T(truncatingIfNeeded: amount), kind)
            default: return .integer(x &>> T(truncatingIfNeeded: amount), kind)
            }
        }
        let y = b.truncating(T.self)
        let result: (partialValue: T, overflow: Bool)
        switch op {
        case "+": result = x.addingReportingOverflow(y)
        case "-": result = x.subtractingReportingOverflow(y)
        case "*": result = x.multipliedReportingOverflow(by: y)
        case "/", "%":
            guard y != 0 else { throw Failure.divisionByZero }
            result = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
        case "&": result = (x & y, false)
        case "|": result = (x | y, false)
        case "^": result = (x ^ y, false)
        case "&+": result = (x &+ y, false)
        case "&-": result = (x &- y, false)
        case "&*": result = (x &* y, false)
        default: throw Failure.unknownOperator
        }
        if result.overflow { throw Failure.overflow }
        return .integer(result.partialValue, kind)
    }

    /// `T(x)` for an integer of any width: nil when `kind` cannot hold it.
    static func converted(_ value: SizedInt, to kind: IntegerKind) -> Value? {
        converted(kind.swiftType, value, kind)
    }

    private static func converted<T: FixedWidthInteger>(_ type: T.Type, _ value: SizedInt, _ kind: IntegerKind) -> Value? {
        value.exactly(T.self).map { .integer($0, kind) }
    }

    static func truncated(_ value: SizedInt, to kind: IntegerKind) -> Value {
        func make<T: FixedWidthInteger>(_ type: T.Type) -> Value { .integer(value.truncating(T.self), kind) }
        return make(kind.swiftType)
    }

    static func clamped(_ value: SizedInt, to kind: IntegerKind) -> Value {
        func make<T: FixedWidthInteger>(_ type: T.Type) -> Value { .integer(value.clamping(T.self), kind) }
        return make(kind.swiftType)
    }

    /// `~x` and `-x` in the value's own width (nil when `-x` overflows, as `-Int8.min` does).
    static func prefix(_ op: String, _ value: SizedInt) -> Value? {
        func make<T: FixedWidthInteger>(_ type: T.Type) -> Value? {
            let x = value.truncating(T.self)
            switch op {
            case "~": return .integer(~x, value.kind)
            case "-":
                let (result, overflow) = T.zero.subtractingReportingOverflow(x)
                return overflow ? nil : .integer(result, value.kind)
            case "+": return .integer(x, value.kind)
            default: return nil
            }
        }
        return make(value.kind.swiftType)
    }
}
