import WidgetLanguage

/// Swift's `SystemRandomNumberGenerator`, given to `random(in:using:)`, `shuffled(using:)` and
/// `randomElement(using:)`. Renders are reproducible, so the numbers are those the calls without a
/// generator give (`Int.random(in:)` is the lower bound); the generator's own `next()` gives 0.
/// A program's own `RandomNumberGenerator` (`ProgramRandomGenerator`) gives its own numbers.
enum SwiftRandomGenerators {
    static let typeName = "SystemRandomNumberGenerator"

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let make: @Sendable (Interpreter) -> Value = { _ in Interpreter.foundationObject(typeName, []) }
        let generator = BuiltinType(typeName, instance: type, sample: make)
        generator.add(.init(typeName, .initializer, [""], result: type) { i, _, _, _ in make(i) })
        generator.add(.init("next", .method, [""], result: .int, note: "0, so renders are reproducible") { _, _, _, _ in
            .sized(SizedInt(UInt64(0), kind: .uint64))
        })
        registry.register(type: generator)
    }
}

/// A program's own `RandomNumberGenerator` given as `using: &generator` (a seeded one, as sample data generators
/// use): the numbers are drawn from its `next()` with the standard library's algorithms, so the program gets the
/// values it gets from Swift; the generator, changed by a `mutating next()`, is given back to the variable.
struct ProgramRandomGenerator {
    var value: Value
    let next: FunctionDecl
    let label: String?

    /// The generator among a call's arguments (`using:`); nil where there is none, or it is the system generator.
    init?(_ args: [CallArgument], _ i: Interpreter) {
        guard let argument = args.first(where: { $0.label == "using" }), let symbol = i.userType(of: argument.value),
              let next = i.userFunction("next", of: symbol, isStatic: false) else { return nil }
        (value, self.next, label) = (argument.value, next, argument.label)
    }

    /// `next()`: 64 random bits.
    mutating func bits(_ i: Interpreter, at range: SourceRange) throws -> UInt64 {
        let (result, updated) = try i.callMember(next, [], self: value, at: range)
        value = updated
        i.inoutResults[label] = updated
        switch result {
        case .sized(let n): return n.bits
        case .int(let n): return UInt64(bitPattern: Int64(n))
        default: throw i.error("a RandomNumberGenerator's next() gives a UInt64, not \(i.typeName(of: result))", range)
        }
    }

    /// `next(upperBound:)`: a number below `bound` (above 0), without bias (Lemire's multiply-and-reject).
    mutating func below(_ bound: UInt64, _ i: Interpreter, at range: SourceRange) throws -> UInt64 {
        var product = try bits(i, at: range).multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            var attempts = 0
            while product.low < threshold {
                attempts += 1
                guard attempts < 10_000 else { throw i.error("the RandomNumberGenerator's next() gives no usable number", range) }
                product = try bits(i, at: range).multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// `Int.random(in: range, using:)`, for `low..<high` (`closed` false) or `low...high`.
    mutating func integer(_ low: Int, _ high: Int, closed: Bool, _ i: Interpreter, at range: SourceRange) throws -> Int {
        var delta = UInt64(bitPattern: Int64(high &- low))
        if closed {
            if delta == .max { return Int(truncatingIfNeeded: try bits(i, at: range)) }
            delta += 1
        }
        guard delta > 0 else { throw i.error("random(in:) takes a range that is not empty", range) }
        return Int(truncatingIfNeeded: UInt64(bitPattern: Int64(low)) &+ (try below(delta, i, at: range)))
    }

    /// `Double.random(in: range, using:)`: 53 random bits scaled into the range.
    mutating func double(_ low: Double, _ high: Double, closed: Bool, _ i: Interpreter, at range: SourceRange) throws -> Double {
        let significands: UInt64 = 1 << 53
        let drawn: UInt64
        if closed {
            drawn = try below(significands + 1, i, at: range)
            if drawn == significands { return high }
        } else {
            drawn = try bits(i, at: range) & (significands - 1)
        }
        return (high - low) * (Double(drawn) * (Double.ulpOfOne / 2)) + low
    }

    /// `Bool.random(using:)`.
    mutating func bool(_ i: Interpreter, at range: SourceRange) throws -> Bool {
        (try bits(i, at: range) >> 17) & 1 == 0
    }

    /// `shuffled(using:)`: the Fisher–Yates shuffle Swift's collections use.
    mutating func shuffled(_ items: [Value], _ i: Interpreter, at range: SourceRange) throws -> [Value] {
        var items = items
        var amount = items.count, index = 0
        while amount > 1 {
            let offset = try integer(0, amount, closed: false, i, at: range)
            amount -= 1
            items.swapAt(index, index + offset)
            index += 1
        }
        return items
    }
}
