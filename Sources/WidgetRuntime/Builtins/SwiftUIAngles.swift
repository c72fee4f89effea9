import Foundation
import WidgetLanguage

/// SwiftUI's `Angle` arithmetic: `a + b`, `a - b`, `-a`, `a * 2`, `2 * a`, `a / 2`, as `Angle` is
/// `AdditiveArithmetic` and scales by a number. An angle is held as the unit it was made in (`.degrees(90)`); two in
/// one unit stay in it, else the result is in degrees.
enum SwiftUIAngles {
    static let typeName = "Angle"

    /// The unit and amount of an angle value, nil for another value.
    static func parts(_ value: Value) -> (unit: String, amount: Double)? {
        guard case .member(let unit, let arguments) = value, unit == "degrees" || unit == "radians", arguments.count == 1,
              let amount = arguments[0].number else { return nil }
        return (unit, amount)
    }

    static func degrees(_ parts: (unit: String, amount: Double)) -> Double {
        parts.unit == "radians" ? parts.amount * 180 / .pi : parts.amount
    }

    /// `a + b`, `a - b` of two angles, `a * n`, `n * a`, `a / n`; nil when the operands are not an angle and what it takes.
    static func arithmetic(_ op: String, _ a: Value, _ b: Value) -> Value? {
        if let x = parts(a), let y = parts(b), op == "+" || op == "-" {
            if x.unit == y.unit { return .member(name: x.unit, arguments: [.double(op == "+" ? x.amount + y.amount : x.amount - y.amount)]) }
            let (dx, dy) = (degrees(x), degrees(y))
            return .member(name: "degrees", arguments: [.double(op == "+" ? dx + dy : dx - dy)])
        }
        if let x = parts(a), let n = b.number, op == "*" || op == "/" {
            return .member(name: x.unit, arguments: [.double(op == "*" ? x.amount * n : x.amount / n)])
        }
        if let n = a.number, let y = parts(b), op == "*" { return .member(name: y.unit, arguments: [.double(n * y.amount)]) }
        return nil
    }

    /// `-angle`.
    static func negated(_ value: Value) -> Value? {
        parts(value).map { .member(name: $0.unit, arguments: [.double(-$0.amount)]) }
    }

    /// The type `a op b` has when an angle is a side, nil otherwise (`Checker.binaryType`).
    static func resultType(_ op: String, _ a: SemanticType, _ b: SemanticType) -> SemanticType? {
        let angle = SemanticType.named(typeName)
        if op == "+" || op == "-", a == angle, b == angle { return angle }
        if op == "*" || op == "/", a == angle, b.isNumeric { return angle }
        if op == "*", a.isNumeric, b == angle { return angle }
        return nil
    }
}
