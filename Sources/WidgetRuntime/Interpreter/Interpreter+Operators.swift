import Foundation
import WidgetLanguage

extension Interpreter {
    func binary(_ op: String, _ a: Value, _ b: Value, at range: SourceRange) throws -> Value {
        // `duration + .seconds(30)`: the other side is a Duration written without its type.
        if case .duration = a, case .member = b, let other = try SwiftDuration.implicit(self, b, at: range) { return try binary(op, a, other, at: range) }
        if case .member = a, case .duration = b, let other = try SwiftDuration.implicit(self, a, at: range) { return try binary(op, other, b, at: range) }
        // `gap < .ulpOfOne`, `.pi * r`: a static of Double (or Int) written without its type beside a number.
        if case .member(let name, let payload) = b, payload.isEmpty, a.number != nil, let other = try numberStaticValue(name, beside: a, at: range) {
            return try binary(op, a, other, at: range)
        }
        if case .member(let name, let payload) = a, payload.isEmpty, b.number != nil, let other = try numberStaticValue(name, beside: b, at: range) {
            return try binary(op, other, b, at: range)
        }
        if !program.symbols.operatorFunctions.isEmpty, program.symbols.operatorFunctions.contains(op),
           let result = try userOperator(op, a, b, at: range) {
            return result
        }
        switch op {
        case "==", "!=":
            let same = program.symbols.setComparisons.contains(range) ? try sameSet(a, b, at: range) : equal(a, b)
            if ranOut { throw limitError(at: range) }
            return .bool(op == "==" ? same : !same)
        case "===", "!==":
            // Identity of class instances (and of records).
            var same = false
            if case .instance(let x) = a, case .instance(let y) = b { same = x === y }
            if case .record(let x) = a, case .record(let y) = b { same = x === y }
            return .bool(op == "===" ? same : !same)
        case "~=":
            // Swift's pattern match: a range holds the value; anything else equals it.
            if let held = rangeHolds(a, b) { return .bool(held) }
            let same = equal(a, b)
            if ranOut { throw limitError(at: range) }
            return .bool(same)
        case "<", "<=", ">", ">=":
            guard let order = compare(a, b) else {
                throw error("cannot compare \(typeName(of: a)) and \(typeName(of: b)) with '\(op)'", range)
            }
            switch op {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case "..<", "...":
            if case .date(let low) = a, case .date(let high) = b { return try DateRanges.make(op, low, high, self, at: range) }
            // `.xSmall ... .accessibility1`: a range of a type's cases (DynamicTypeSize), kept as its bounds.
            if case .member = a, case .member = b {
                return Interpreter.foundationObject(op == "..." ? "ClosedRange" : "Range", [("lowerBound", a), ("upperBound", b)])
            }
            guard case .int(let low) = a, case .int(let high) = b else {
                // `0.0...1.0`, `"a"..<"n"`, a range of the program's Comparable type (SwiftComparableRanges).
                return try SwiftComparableRanges.make(op, a, b, self, at: range)
            }
            // A value of its own (SwiftRanges): its numbers are made only where it is walked.
            guard let value = SwiftRanges.value(op, low, high) else {
                throw error("a range's lower bound \(low) is above its upper bound", range)
            }
            return value
        default:
            return try arithmetic(op, a, b, at: range)
        }
    }

    func arithmetic(_ op: String, _ a: Value, _ b: Value, at range: SourceRange) throws -> Value {
        if op == "+", case .view(let x) = a, case .view(let y) = b { return try concatenatedText(x, y, at: range) }
        if op == "+", case .data(let x) = a, case .data(let y) = b {
            // `data + more`, `chunks.reduce(Data(), +)`: the bytes one after the other.
            try charge(x.count + y.count, at: range)
            return .data(x + y)
        }
        switch (a, b) {
        case (.decimal, _), (_, .decimal):
            if let result = FoundationDecimal.arithmetic(op, a, b) { return result }
        case (.float, _), (_, .float):
            if let result = SwiftFloat.arithmetic(op, a, b) { return result }
        case (.sized, .int), (.int, .sized), (.sized, .sized):
            return try sizedArithmetic(op, a, b, at: range)
        case (.int(let x), .int(let y)):
            let result: (Int, Bool)
            switch op {
            case "+": result = x.addingReportingOverflow(y)
            case "-": result = x.subtractingReportingOverflow(y)
            case "*": result = x.multipliedReportingOverflow(by: y)
            case "/", "%":
                guard y != 0 else { throw error("division by zero", range) }
                result = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
            // Bit operations and wrapping arithmetic never overflow.
            case "&": result = (x & y, false)
            case "|": result = (x | y, false)
            case "^": result = (x ^ y, false)
            case "<<": result = (x << y, false)
            case ">>": result = (x >> y, false)
            case "&<<": result = (x &<< y, false)
            case "&>>": result = (x &>> y, false)
            case "&+": result = (x &+ y, false)
            case "&-": result = (x &- y, false)
            case "&*": result = (x &* y, false)
            default: throw error("unknown operator '\(op)'", range)
            }
            if result.1 { throw error("arithmetic overflow in '\(op)'", range) }
            return .int(result.0)
        case (.int, .double), (.double, .int), (.double, .double):
            let x = a.number ?? 0, y = b.number ?? 0
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            default: break
            }
        case (.string(let x), .string(let y)) where op == "+":
            try chargeSum(x.utf8.count, y.utf8.count, per: 1, at: range)
            return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+":
            try chargeSum(x.count, y.count, per: Interpreter.bytesPerElement, at: range)
            return .array(x + y)
        case (.date(let d), .duration(let s)) where op == "+" || op == "-":
            return .date(d.addingTimeInterval(op == "+" ? s : -s))
        case (.date(let d), .int), (.date(let d), .double):
            // `Date + TimeInterval`: seconds.
            guard op == "+" || op == "-", let s = b.number else { break }
            return .date(d.addingTimeInterval(op == "+" ? s : -s))
        case (.date(let x), .date(let y)) where op == "-":
            return .duration(x.timeIntervalSince(y))
        case (.duration(let x), .duration(let y)) where op == "+" || op == "-":
            return .duration(op == "+" ? x + y : x - y)
        case (.duration(let x), .duration(let y)) where op == "/":
            guard y != 0 else { throw error("division of a Duration by a zero Duration", range) }
            return .double(x / y)
        case (.duration(let x), .int), (.duration(let x), .double):
            if op == "*" { return .duration(x * (b.number ?? 0)) }
            if op == "/" { return .duration(x / (b.number ?? 1)) }
        case (.int, .duration(let y)), (.double, .duration(let y)):
            if op == "*" { return .duration(y * (a.number ?? 0)) }
        case (.object(let x), .object(let y)) where x.type == "Measurement" && y.type == "Measurement" && (op == "+" || op == "-"):
            return try FoundationMeasurement.combine(self, op, a, b, at: range)
        case (.member, _), (_, .member):
            // `start + .degrees(90)`, `angle * 2`: SwiftUI's Angle arithmetic.
            if let angle = SwiftUIAngles.arithmetic(op, a, b) { return angle }
        default:
            break
        }
        throw error("cannot apply '\(op)' to \(typeName(of: a)) and \(typeName(of: b))", range)
    }

    /// Arithmetic where one side is an integer of a width other than Int's. Both sides have one type,
    /// as Swift requires, except a shift's amount, which may be any integer (the result has the left
    /// side's type); an Int on one side is the literal Swift would have given the other side's type.
    func sizedArithmetic(_ op: String, _ a: Value, _ b: Value, at range: SourceRange) throws -> Value {
        guard let x = a.integerValue, let y = b.integerValue else { throw error("cannot apply '\(op)' to \(typeName(of: a)) and \(typeName(of: b))", range) }
        let isShift = ["<<", ">>", "&<<", "&>>"].contains(op)
        let kind: IntegerKind
        if isShift || x.kind == y.kind { kind = x.kind }
        else if x.kind == .int { kind = y.kind }
        else if y.kind == .int { kind = x.kind }
        else { throw error("cannot apply '\(op)' to \(x.kind.rawValue) and \(y.kind.rawValue)", range) }
        func fitted(_ n: SizedInt) throws -> SizedInt {
            guard n.kind != kind else { return n }
            guard let value = SizedArithmetic.converted(n, to: kind)?.integerValue else {
                throw error("integer literal '\(n.description)' overflows when stored into '\(kind.rawValue)'", range)
            }
            return value
        }
        do {
            return try SizedArithmetic.apply(op, try fitted(x), isShift ? y : try fitted(y), kind: kind)
        } catch SizedArithmetic.Failure.overflow {
            throw error("arithmetic overflow in '\(op)' (\(kind.rawValue))", range)
        } catch SizedArithmetic.Failure.divisionByZero {
            throw error("division by zero", range)
        } catch SizedArithmetic.Failure.unknownOperator {
            throw error("cannot apply '\(op)' to \(typeName(of: a)) and \(typeName(of: b))", range)
        }
    }

    /// Equality as the language defines it: numbers across Int/Double, enum
    /// cases against `.name`, records by id, values structurally. Each value
    /// compared counts as a step: two values that share parts can hold
    /// exponentially many, and when time runs out the evaluation fails.
    func equal(_ a: Value, _ b: Value) -> Bool {
        if countOut() { return false }
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.sized, .int), (.int, .sized), (.sized, .sized):
            // Swift compares integers of any two widths by their values.
            guard let x = a.integerValue, let y = b.integerValue else { return false }
            return SizedInt.order(x, y) == 0
        case (.int, .double), (.double, .int), (.double, .double): return a.number == b.number
        case (.decimal, _), (_, .decimal): return FoundationDecimal.order(a, b) == 0
        case (.float, _), (_, .float): return SwiftFloat.order(a, b) == 0
        case (.string(let x), .string(let y)): return x == y
        case (.date(let x), .date(let y)): return x == y
        case (.duration(let x), .duration(let y)): return x == y
        case (.data(let x), .data(let y)): return x == y
        case (.enumCase(let t1, let n1, let p1), .enumCase(let t2, let n2, let p2)):
            return t1 == t2 && n1 == n2 && p1.count == p2.count && zip(p1, p2).allSatisfy { equal($0, $1) }
        case (.enumCase(_, let n, let payload), .member(let m, let args)), (.member(let m, let args), .enumCase(_, let n, let payload)):
            return n == m && args.count == payload.count && zip(args, payload).allSatisfy { equal($0, $1) }
        case (.family(let f), .member(let m, _)), (.member(let m, _), .family(let f)): return f == m
        case (.family(let x), .family(let y)): return x == y
        case (.type(let x), .type(let y)): return x == y
        case (.member(let x, let xa), .member(let y, let ya)):
            return x == y && xa.count == ya.count && zip(xa, ya).allSatisfy { equal($0, $1) }
        case (.record(let x), .record(let y)): return x.model == y.model && x.id == y.id
        case (.object(let x), .string(let text)) where x.type == "NSString", (.string(let text), .object(let x)) where x.type == "NSString":
            // `packageType == "XPC!"`: an NSString and a literal, compared by their text.
            guard case .string(let own)? = x["string"] else { return false }
            return own == text
        case (.object(let x), .string(let text)) where x.type == "UUID", (.string(let text), .object(let x)) where x.type == "UUID":
            // A UUID kept in a property written `UUID` is its text: the same UUID either way.
            guard case .string(let own)? = x["uuidString"] else { return false }
            return own.uppercased() == text.uppercased()
        case (.object(let x), .object(let y)) where x.type == SwiftObjectIdentifiers.typeName && y.type == x.type && program.symbols.types[x.type] == nil:
            return SwiftObjectIdentifiers.same(x, y, equal: equal)
        case (.object(let x), .object(let y)) where x.type == "Measurement" && y.type == "Measurement" && program.symbols.types["Measurement"] == nil:
            // `1 km == 1000 m`, as Foundation compares them.
            return FoundationMeasurement.order(a, b) == 0
        case (.object(var x), .object(var y)) where x.type == "DateComponents" && y.type == x.type && program.symbols.types[x.type] == nil:
            // Foundation compares a month not said to be a leap month (nil) as one that is not (false).
            if x["isLeapMonth"]?.isNull ?? false { x["isLeapMonth"] = .bool(false) }
            if y["isLeapMonth"]?.isNull ?? false { y["isLeapMonth"] = .bool(false) }
            return x.fields.count == y.fields.count && zip(x.fields, y.fields).allSatisfy { $0.name == $1.name && equal($0.value, $1.value) }
        case (.object(let x), .object(let y)) where x.type == y.type && declaredEquality(x.type) != nil:
            // A type's own `static func ==`: what `contains`, `firstIndex(of:)` and `==` compare by.
            return declaredEqual(a, b, x.type)
        case (.instance(let x), .instance(let y)):
            // A class compares by its own `==`; without one, by identity.
            if x.type == y.type, declaredEquality(x.type) != nil { return declaredEqual(a, b, x.type) }
            return x === y
        case (.object(let x), .object(let y)):
            return x.type == y.type && x.fields.count == y.fields.count
                && zip(x.fields, y.fields).allSatisfy { $0.name == $1.name && equal($0.value, $1.value) }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && x.allSatisfy { pair in y.contains { equal($0.key, pair.key) && equal($0.value, pair.value) } }
        case (.tuple(let x), .tuple(let y)):
            return x.elements.count == y.elements.count && zip(x.elements, y.elements).allSatisfy { equal($0, $1) }
        case (.keyPath(let x), .keyPath(let y)): return x == y
        case (.error(let x), .error(let y)): return x == y
        default: return false
        }
    }

    /// The `static func ==` the program's type `typeName` declares, if any.
    func declaredEquality(_ typeName: String) -> FunctionDecl? {
        guard let symbol = program.symbols.types[typeName] else { return nil }
        return symbol.functions.first { $0.name == "==" && $0.isStatic && $0.parameters.count == 2 }
    }

    /// `a == b` by the type's own `==` (false when it fails).
    func declaredEqual(_ a: Value, _ b: Value, _ typeName: String) -> Bool {
        guard let function = declaredEquality(typeName),
              case .bool(let same)? = try? callOperator(function, a, b, owner: typeName, at: function.nameRange) else { return false }
        return same
    }

    /// Ordering for `<` and sorting: negative, zero or positive; nil if unordered.
    func compare(_ a: Value, _ b: Value) -> Int? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y ? -1 : x == y ? 0 : 1
        case (.sized, .int), (.int, .sized), (.sized, .sized):
            guard let x = a.integerValue, let y = b.integerValue else { return nil }
            return SizedInt.order(x, y)
        case (.int, .double), (.double, .int), (.double, .double):
            guard let x = a.number, let y = b.number else { return nil }
            return x < y ? -1 : x == y ? 0 : 1
        case (.decimal, _), (_, .decimal): return FoundationDecimal.order(a, b)
        case (.float, _), (_, .float): return SwiftFloat.order(a, b)
        case (.string(let x), .string(let y)): return x < y ? -1 : x == y ? 0 : 1
        case (.date(let x), .date(let y)): return x < y ? -1 : x == y ? 0 : 1
        case (.duration(let x), .duration(let y)): return x < y ? -1 : x == y ? 0 : 1
        case (.bool(let x), .bool(let y)): return x == y ? 0 : (!x ? -1 : 1)
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        case (.tuple(let x), .tuple(let y)) where x.elements.count == y.elements.count:
            // Tuples compare element by element, as Swift's `<` on tuples does.
            for (p, q) in zip(x.elements, y.elements) {
                guard let order = compare(p, q) else { return nil }
                if order != 0 { return order }
            }
            return 0
        case (.object(let x), .object(let y)) where x.type == "UUID" && y.type == "UUID":
            // Foundation orders UUIDs by their bytes, which their upper-case text orders alike.
            guard case .string(let p)? = x["uuidString"], case .string(let q)? = y["uuidString"] else { return nil }
            let (s, t) = (p.uppercased(), q.uppercased())
            return s < t ? -1 : s == t ? 0 : 1
        case (.object(let x), .object(let y)) where x.type == "Measurement" && y.type == "Measurement" && program.symbols.types["Measurement"] == nil:
            return FoundationMeasurement.order(a, b)
        case (.object(let x), .object(let y)) where x.type == "DateInterval" && y.type == "DateInterval":
            // Foundation's order of intervals: by start, then by duration.
            guard let p = FoundationDateIntervals.interval(a), let q = FoundationDateIntervals.interval(b) else { return nil }
            return p < q ? -1 : p == q ? 0 : 1
        case (.member(let x, let p), .member(let y, let q)) where p.isEmpty && q.isEmpty:
            // `dynamicTypeSize >= .accessibility1`, `sizeCategory < .extraLarge`: SwiftUI's text sizes, in their order.
            if let order = SwiftUILayoutValues.textSizeOrder(x, y) { return order }
            if program.symbols.hasEnumerations, let order = caseOrder(a, b) { return order }
            return program.symbols.operatorFunctions.contains("<") ? userOrder(a, b) : nil
        default:
            if program.symbols.hasEnumerations, let order = caseOrder(a, b) { return order }
            return program.symbols.operatorFunctions.contains("<") ? userOrder(a, b) : nil
        }
    }
}

extension Value {
    /// The numeric value of an Int or Double.
    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .sized(let n): return n.asDouble
        case .double(let d): return d
        case .decimal(let d): return FoundationDecimal.double(d)
        case .float(let f): return Double(f)
        case .object(let object) where object.type == "NSDecimalNumber":
            if case .decimal(let d)? = object["decimalValue"] { return FoundationDecimal.double(d) }
            return nil
        // `VStack(spacing: .zero)`: a number type's `zero`, written where the number is expected.
        case .member("zero", let arguments) where arguments.isEmpty: return 0
        default: return nil
        }
    }
}

extension Interpreter {
    /// Set's `==`: the same elements, in any order. A set here is the array of its distinct elements;
    /// an array literal compared with one is a Set in Swift, its repeats counted once.
    func sameSet(_ a: Value, _ b: Value, at range: SourceRange) throws -> Bool {
        guard case .array(let x) = a, case .array(let y) = b else { return equal(a, b) }
        try chargeElements(x.count * y.count, at: range)
        return x.allSatisfy { item in y.contains { equal(item, $0) } } && y.allSatisfy { item in x.contains { equal(item, $0) } }
    }
}
