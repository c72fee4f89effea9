import Foundation
import WidgetLanguage
import WidgetSources

extension Interpreter {
    func resolveType(_ type: TypeRef) -> SemanticType { resolveType(type, depth: 0) }

    func resolveType(_ type: TypeRef, depth: Int) -> SemanticType {
        SemanticType.written(type) { name, _, _ in
            if let builtin = SemanticType.builtinTypeNames[name] { return builtin }
            if let symbol = program.symbols.types[name] { return symbol.kind == .protocolType ? .unknown : .named(name) }
            // `typealias Entry = SimpleEntry`
            if let target = program.symbols.typeAliases[name], depth < 16 { return resolveType(target, depth: depth + 1) }
            // `GMB.Route.Variant.Direction`: the nested type the module names `Variant.Direction`.
            if let ending = program.symbols.nestedTypeEnding(name), let symbol = program.symbols.types[ending] {
                return symbol.kind == .protocolType ? .unknown : .named(symbol.name)
            }
            // `Order.Line` written in a body: a nested type the Swift lowering names by its own name (`Line`).
            if let dot = name.lastIndex(of: "."), let symbol = program.symbols.types[String(name[name.index(after: dot)...])] {
                return symbol.kind == .protocolType ? .unknown : .named(symbol.name)
            }
            // `DecodingError.Context`: a built-in type the usual table does not list, so `.init(…)` where it goes is made.
            if name.contains("."), registry.types[name] != nil { return .named(name) }
            return .unknown
        }
    }

    /// Converts a value to a written type: as `coerce(_:to:at:)`, and a `Set<T>` keeps each
    /// element once (a set is the array of its distinct elements, in first-seen order).
    /// `some Sequence<Int>`, `any Collection<String>`, `Sequence` (the front end keeps the protocol, without `some`).
    static func isSequenceProtocol(_ type: TypeRef) -> Bool {
        let protocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]
        switch type.kind {
        case .opaque(_, let inner): return isSequenceProtocol(inner)
        case .named(let name), .generic(let name, _): return protocols.contains(name)
        default: return false
        }
    }

    func coerce(_ value: Value, toWritten type: TypeRef, at range: SourceRange) throws -> Value {
        if let sized = try coerceSized(value, toWritten: type, at: range) { return sized }
        // `func long() -> some Sequence<Track> { tracks.lazy.filter { … } }`: behind an opaque or existential type the
        // value is a plain sequence, whose `map` and `filter` give arrays (not LazySequence's own): its elements.
        if case .object(let object) = value, object.type == SwiftLazySequences.lazyType, Interpreter.isSequenceProtocol(type) {
            return .array(try listed(value, at: range))
        }
        // `let descriptor: FetchDescriptor<Item> = FetchDescriptor()`: the descriptor fetches the model its written type names.
        if case .object(var descriptor) = value, descriptor.type == "FetchDescriptor", descriptor["model"]?.isNull ?? true,
           case .generic("FetchDescriptor", let arguments) = type.kind, case .named(let model)? = arguments.first?.kind,
           program.symbols.types[model]?.kind == .model {
            descriptor["model"] = .type(model)
            return .object(descriptor)
        }
        if let decimal = coerceNumber(value, toWritten: type, named: FoundationDecimal.typeName, { FoundationDecimal.decimal($0).map(Value.decimal) }) {
            return decimal
        }
        if let float = coerceNumber(value, toWritten: type, named: SwiftFloat.typeName, { SwiftFloat.float($0).map(Value.float) }) { return float }
        if let half = coerceNumber(value, toWritten: type, named: SwiftFloat.halfTypeName, { SwiftFloat.float($0).map(Value.float) }) { return half }
        let converted = try coerce(value, to: resolveType(type), at: range)
        let isSet: Bool
        switch type.kind {
        case .generic("Set", _), .named("Set"): isSet = true
        default: isSet = false
        }
        guard isSet, case .array(let items) = converted else { return converted }
        var distinct: [Value] = []
        for item in items where !(try SwiftSetAlgebra.holds(self, distinct, item, range)) { distinct.append(item) }
        return .array(distinct)
    }

    static func takesLiterals(_ symbol: TypeSymbol) -> Bool {
        symbol.kind != .protocolType && symbol.conformances.contains { $0.hasPrefix("ExpressibleBy") }
    }

    /// The label of the literal initializer `value`'s kind of literal calls on the type, if the type takes that kind.
    func literalLabel(_ value: Value, of symbol: TypeSymbol) -> String? {
        let closure = symbol.conformanceClosure(in: program.symbols.types)
        switch value {
        case .int where closure.contains("ExpressibleByIntegerLiteral"): return "integerLiteral"
        case .string where closure.contains("ExpressibleByStringLiteral"): return "stringLiteral"
        case .double where closure.contains("ExpressibleByFloatLiteral"): return "floatLiteral"
        case .bool where closure.contains("ExpressibleByBooleanLiteral"): return "booleanLiteral"
        default: return nil
        }
    }

    /// An Int or Double where a number type of its own is written (`Decimal`, `Float`; directly, through an alias, or in an
    /// optional or array): the number `make` gives; nil when the type names no such type or the value is no number.
    func coerceNumber(_ value: Value, toWritten type: TypeRef, named typeName: String, _ make: (Value) -> Value?, depth: Int = 0) -> Value? {
        guard depth < 16 else { return nil }
        switch (type.kind, value) {
        case (.named(let name), .int), (.named(let name), .double), (.named(let name), .sized):
            if name == typeName { return make(value) }
            guard let target = program.symbols.typeAliases[name] else { return nil }
            return coerceNumber(value, toWritten: target, named: typeName, make, depth: depth + 1)
        case (.optional(let inner), _) where !value.isNull:
            return coerceNumber(value, toWritten: inner, named: typeName, make, depth: depth + 1)
        case (.array(let element), .array(let items)):
            guard case .named(typeName) = element.kind else { return nil }
            return .array(items.map { coerceNumber($0, toWritten: element, named: typeName, make, depth: depth + 1) ?? $0 })
        default:
            return nil
        }
    }

    /// The integer kind a written type names (`UInt8`, or an alias of it); nil for `Int` and every other type.
    func sizedKind(_ type: TypeRef, depth: Int = 0) -> IntegerKind? {
        guard case .named(let name) = type.kind else { return nil }
        if let kind = IntegerKind(named: name) { return kind == .int || kind == .int64 ? nil : kind }
        if let target = program.symbols.typeAliases[name], depth < 16 { return sizedKind(target, depth: depth + 1) }
        return nil
    }

    /// An Int (an integer literal, as the checker reads every integer) where a `UInt8`, `Int32`, … goes,
    /// directly or in an optional, array or dictionary: the value of that width, or a located error when it
    /// does not fit (`let b: UInt8 = 300` does not compile in Swift). Nil when the type names no width.
    func coerceSized(_ value: Value, toWritten type: TypeRef, at range: SourceRange) throws -> Value? {
        switch (type.kind, value) {
        case (.named, .int), (.named, .sized):
            guard let kind = sizedKind(type), let n = value.integerValue else { return nil }
            guard n.kind != kind else { return value }
            guard let converted = SizedArithmetic.converted(n, to: kind) else {
                throw error("integer literal '\(n.description)' overflows when stored into '\(kind.rawValue)'", range)
            }
            return converted
        case (.named, .double(let d)):
            // `let b: UInt8 = 2.0` does not compile; a Double the checker passed keeps its whole value.
            guard let kind = sizedKind(type), d.isFinite, d == d.rounded(.towardZero), let n = Int(exactly: d) else { return nil }
            return SizedArithmetic.converted(SizedInt(n, kind: .int), to: kind)
        case (.optional(let inner), _) where !value.isNull:
            return try coerceSized(value, toWritten: inner, at: range)
        case (.array(let element), .array(let items)):
            guard sizedKind(element) != nil || !isPlainNamed(element) else { return nil }
            var converted: [Value] = []
            for item in items {
                guard let next = try coerceSized(item, toWritten: element, at: range) else { return nil }
                converted.append(next)
            }
            return .array(converted)
        case (.dictionary(let keyType, let valueType), .dictionary(let pairs)):
            guard sizedKind(keyType) != nil || sizedKind(valueType) != nil else { return nil }
            return .dictionary(try pairs.map {
                DictionaryPair(key: try coerceSized($0.key, toWritten: keyType, at: range) ?? $0.key,
                               value: try coerceSized($0.value, toWritten: valueType, at: range) ?? $0.value)
            })
        default:
            return nil
        }
    }

    /// `let mask: UInt64 = 1 << 63`: an expression of integer literals alone is computed in the written type's
    /// width, as Swift's inference gives each literal that type; nil for any other expression.
    func sizedLiteral(_ expr: Expr, _ kind: IntegerKind) throws -> Value? {
        func fit(_ n: Int) throws -> Value {
            guard let value = SizedArithmetic.converted(SizedInt(n, kind: .int), to: kind) else {
                throw error("integer literal '\(n)' overflows when stored into '\(kind.rawValue)'", expr.range)
            }
            return value
        }
        switch expr.kind {
        case .integer(let n): return try fit(n)
        case .parenthesized(let inner): return try sizedLiteral(inner, kind)
        case .unary("-", let operand):
            if case .integer(let n) = operand.kind { return try fit(-n) }
            guard case .sized(let n)? = try sizedLiteral(operand, kind) else { return nil }
            guard let result = SizedArithmetic.prefix("-", n) else { throw error("arithmetic overflow", expr.range) }
            return result
        case .unary(let op, let operand) where op == "~" || op == "+":
            guard case .sized(let n)? = try sizedLiteral(operand, kind) else { return nil }
            return SizedArithmetic.prefix(op, n)
        case .binary(let op, let lhs, let rhs) where ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>"].contains(op):
            guard let a = try sizedLiteral(lhs, kind), let b = try sizedLiteral(rhs, kind) else { return nil }
            return try sizedArithmetic(op, a, b, at: expr.range)
        default:
            return nil
        }
    }

    /// Whether a value could change in `coerceSized` (an integer, or a collection of them).
    func mayHoldSized(_ value: Value) -> Bool {
        switch value {
        case .int, .double, .array, .dictionary: return true
        default: return false
        }
    }

    private func isPlainNamed(_ type: TypeRef) -> Bool {
        if case .named = type.kind { return true }
        return false
    }

    /// The declared type of the stored property an assignment's target names (`self.tint`, or `tint` inside
    /// the type's own code); nil for a local variable or a property written without a type.
    func storedPropertyType(of target: Expr, _ env: Environment) throws -> TypeRef? {
        switch target.kind {
        case .member(let base, let name, _):
            guard let symbol = userType(of: try eval(base, env)) else { return nil }
            return fieldDecl(name, in: symbol.name)?.type
        case .identifier(let name):
            guard assignablePlace(name, at: target.range, env) == nil, let receiver = env.lookup("self"), let symbol = userType(of: receiver) else { return nil }
            return fieldDecl(name, in: symbol.name)?.type
        default:
            return nil
        }
    }

    /// The name of the built-in type a semantic type is (`Color` for `.color`), for `.init(…)` where it is expected.
    static func builtinTypeName(of type: SemanticType) -> String? {
        switch type {
        case .color: return "Color"
        case .font: return "Font"
        case .date: return "Date"
        // `var padding: CGFloat { .init(points) }`: the number types' initializers.
        case .double: return "Double"
        case .int: return "Int"
        case .named(let name): return name
        default: return nil
        }
    }

    /// Converts a value to the type of the place it goes: Int to Double,
    /// `.name` to an enum case, ISO-8601 text to a Date.
    func coerce(_ value: Value, to type: SemanticType, at range: SourceRange) throws -> Value {
        switch (type, value) {
        case (.unknown, _), (_, .null): return value
        case (.optional(let inner), .member("some", let payload)) where payload.count == 1:
            // `let n: Int?? = .some(nil)` keeps its one level (a value of its own); `.some(3)` is 3.
            if case .optional = inner, payload[0].isNull { return value }
            return try coerce(payload[0], to: inner, at: range)
        case (.optional(let inner), _): return try coerce(value, to: inner, at: range)
        case (.double, .int(let i)): return .double(Double(i))
        // (`let d: Double = 18_446_744_073_709_551_615`: a literal beyond `Int`, which is a `UInt64` value.)
        case (.double, .sized(let n)): return .double(n.asDouble)
        case (.named(let name), _) where program.symbols.types[name].map(Interpreter.takesLiterals) ?? false
            && { switch value { case .int, .string, .double, .bool: true; default: false } }():
            // `let budget: Money = 50`: a literal where a type of the program's that is expressible by it goes, made by
            // `init(integerLiteral:)` (`stringLiteral:`, `floatLiteral:`, `booleanLiteral:`).
            guard let symbol = program.symbols.types[name], let label = literalLabel(value, of: symbol) else { return value }
            return try construct(symbol, [CallArgument(label: label, value: value, range: range)], at: range)
        case (.named("NSNumber"), .int), (.named("NSNumber"), .double):
            // A number where an `NSNumber` goes (SemanticType.isAssignable): the number boxed.
            return FoundationNumberFormatter.boxed(value)
        case (.named("NSNumber"), .bool(let b)):
            return FoundationNumberFormatter.boxed(.int(b ? 1 : 0))
        case (.named(let name), .object(let object)) where SwiftComparableRanges.acceptsIntRange(object.type, as: name):
            // `let unit: ClosedRange<Double> = 0...1`: the range of Ints made of the literals is one of Doubles.
            guard let (low, high, _) = SwiftRanges.bounds(value) else { return value }
            return Interpreter.foundationObject(name, [("lowerBound", .double(Double(low))), ("upperBound", .double(Double(high)))])
        case (.string, .object(let object)) where object.type == "UUID":
            // `let id: UUID = UUID()`: a property written `UUID` keeps the identifier's text.
            return object["uuidString"] ?? value
        case (.date, .string(let text)):
            guard let date = ISO8601.parse(text) else { throw error("'\(text)' is not an ISO-8601 date", range) }
            return .date(date)
        case (.family, .member(let name, _)): return .family(name)
        case (.string, .member(let name, let payload)) where payload.isEmpty:
            // `post(name: .addEntry)`: a static of `extension Notification.Name` (a String here) or of `extension String`.
            guard program.symbols.builtinExtensionStatic(name, of: "String") != nil
                    || program.symbols.builtinExtensionProperty(name, of: "String", isStatic: true) != nil else { return value }
            return try staticMember("String", name, at: range)
        case (.double, .member(let name, let payload)) where payload.isEmpty, (.int, .member(let name, let payload)) where payload.isEmpty:
            // `?? .nan`, `= .max`: a static property of Double or Int, as the checker typed it.
            let typeName = type == .double ? "Double" : "Int"
            guard let member = registry.types[typeName]?.statics[name], member.isProperty else { return value }
            return try member.body(self, .type(typeName), [], range)
        case (.date, .member(let name, let payload)) where payload.isEmpty:
            // `Entry(date: .now)`, `.distantFuture`: a static property of Date, as the checker typed it.
            guard let member = registry.types["Date"]?.statics[name], member.isProperty else { return value }
            return try member.body(self, .type("Date"), [], range)
        case (_, .member("init", let payload)) where Interpreter.builtinTypeName(of: type).map { program.symbols.types[$0] == nil
                && registry.makesByInit($0) } ?? false:
            // `.init(white: 0.3)` where a `Color` goes: made by that type's initializer now that the type is known.
            guard let typeName = Interpreter.builtinTypeName(of: type), case .tuple(let arguments)? = payload.first else { return value }
            let args = zip(arguments.labels, arguments.elements).map { CallArgument(label: $0, value: $1, range: range) }
            return try callNamed(typeName, args, at: range, calleeRange: range)
        case (.named(let typeName), .member("init", let payload)) where program.symbols.types[typeName].map { $0.kind != .enumeration } ?? false:
            // `.init(…)` for a struct, class or model: made now that the type is known.
            guard let symbol = program.symbols.types[typeName], case .tuple(let arguments)? = payload.first else { return value }
            let args = zip(arguments.labels, arguments.elements).map { CallArgument(label: $0, value: $1, range: range) }
            return try construct(symbol, args, at: range)
        case (_, .member(let name, let payload)) where extensionStaticOwner(type, name) != nil:
            // `func path(in rect: CGRect) -> Path { .zigzag(…) }`: a static the program's extension adds to a built-in type.
            guard let typeName = extensionStaticOwner(type, name) else { return value }
            if let function = program.symbols.builtinExtensionFunctions(name, of: typeName, isStatic: true)
                .first(where: { $0.parameters.count >= payload.count }) {
                let args = zip(function.parameters, payload).map { CallArgument(label: $0.label, value: $1, range: range) }
                return try callMember(function, args, self: .type(typeName), at: range).0
            }
            return payload.isEmpty ? try staticMember(typeName, name, at: range) : value
        case (_, .member("constant", let payload)) where payload.count == 1
            && Interpreter.builtinTypeName(of: type.unwrapped).map { program.symbols.types[$0] == nil } ?? false:
            // `Binding.constant(x)`, written `.constant(x)` where a `Binding<T>` or a `@Binding var x: T` goes: a binding
            // is its value here, where nothing changes it.
            if case .named("Binding") = type { return payload[0] }
            return try coerce(payload[0], to: type, at: range)
        case (.named(let typeName), .array(let items)) where program.symbols.types[typeName]?.conformances.contains("OptionSet") == true:
            // `[.bold, .italic]`, `[]` where a `Style: OptionSet` goes: its members' raw values combined (`SwiftOptionSets`).
            guard let symbol = program.symbols.types[typeName] else { return value }
            var raw: Value = .int(0)
            for (index, item) in items.enumerated() {
                let bits = try member(of: try coerce(item, to: type, at: range), "rawValue", at: range)
                raw = index == 0 ? bits : try binary("|", raw, bits, at: range)
            }
            return try construct(symbol, [CallArgument(label: "rawValue", value: raw, range: range)], at: range)
        case (.named(let enumName), .member(let name, let payload)):
            guard let symbol = program.symbols.types[enumName] else { return value }
            if symbol.kind != .enumeration, payload.isEmpty {
                // `configuration: .preview` where a `MyIntent` goes: its `static var preview`.
                return (try? member(of: .type(enumName), name, at: range)) ?? value
            }
            if symbol.kind != .enumeration, let function = userFunction(name, of: symbol, isStatic: true),
               function.parameters.count >= payload.count {
                // `let u: User = .admin("su")`: the type's static function, its arguments in order.
                let args = zip(function.parameters, payload).map { CallArgument(label: $0.label, value: $1, range: range) }
                return try callMember(function, args, self: .type(enumName), at: range).0
            }
            guard symbol.kind == .enumeration else { return value }
            guard symbol.cases.contains(name) else { throw error("enum '\(enumName)' has no case '.\(name)'", range) }
            // A case with associated values keeps them, each converted to its declared type (`.circle(2)` holds 2.0).
            guard !payload.isEmpty else { return .enumCase(type: enumName, name: name) }
            guard case .enumeration(let e)? = program.declaration(enumName)?.kind,
                  let declared = e.cases.first(where: { $0.name == name })?.associatedValues, declared.count >= payload.count else {
                return .enumCase(type: enumName, name: name, payload: payload)
            }
            var payload = payload
            // `case text(String, fontSize: Int = 10)` made as `.text("Porto")`: the values left out are their defaults.
            for parameter in declared.dropFirst(payload.count) {
                guard let defaultValue = parameter.defaultValue else { return .enumCase(type: enumName, name: name, payload: payload) }
                payload.append(try eval(defaultValue, Environment(parent: nil)))
            }
            var converted: [Value] = []
            for (item, parameter) in zip(payload, declared) {
                converted.append(try parameter.type.map { try coerce(item, toWritten: $0, at: range) } ?? item)
            }
            return .enumCase(type: enumName, name: name, payload: converted)
        case (.tuple(let labels, let types), .tuple(let tuple)) where types.count == tuple.elements.count:
            // `return (city, fahrenheit)` from a function typed `-> (city: String, fahrenheit: Double)`: the type's labels.
            let elements = try zip(tuple.elements, types).map { try coerce($0, to: $1, at: range) }
            return .tuple(TupleValue(labels: zip(labels, tuple.labels).map { $0 ?? $1 }, elements: elements))
        case (.array(let element), .array(let items)):
            if element.isUnknown { return value }
            try chargeElements(items.count, at: range)
            return .array(try items.map { try coerce($0, to: element, at: range) })
        default:
            return value
        }
    }

    /// The built-in type (other than `Color` and `Font`, whose tables read their own extensions) to which the
    /// program's extension adds a static `name`, when a value of it is expected.
    func extensionStaticOwner(_ type: SemanticType, _ name: String) -> String? {
        guard !program.symbols.builtinExtensions.isEmpty,
              let typeName = type == .shape ? PathBuiltins.typeName : Interpreter.builtinTypeName(of: type),
              typeName != "Color", typeName != "Font", program.symbols.types[typeName] == nil else { return nil }
        let symbols = program.symbols
        guard !symbols.builtinExtensionFunctions(name, of: typeName, isStatic: true).isEmpty
                || symbols.builtinExtensionStatic(name, of: typeName) != nil
                || symbols.builtinExtensionProperty(name, of: typeName, isStatic: true) != nil else { return nil }
        return typeName
    }

    /// The case of an enum with this raw value (or name), if any.
    func enumCase(_ enumName: String, rawValue: Value) throws -> Value? {
        guard case .enumeration(let e)? = program.declaration(enumName)?.kind else { return nil }
        for c in e.cases {
            // The same raw value `rawValue(_:_:)` gives: `enum Level: Int { case low, high }` counts from 0.
            let raw = try self.rawValue(enumName, c.name)
            if equal(raw, rawValue) { return .enumCase(type: enumName, name: c.name) }
        }
        return nil
    }

    static let integerRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// The raw value of an enum case (its name when no raw value is written).
    func rawValue(_ enumName: String, _ caseName: String) throws -> Value {
        guard case .enumeration(let e)? = program.declaration(enumName)?.kind,
              let c = e.cases.first(where: { $0.name == caseName }) else { return .string(caseName) }
        if let raw = c.rawValue {
            // `case whole = 1` in an `enum Ratio: Double` is 1.0.
            let value = try eval(raw, Environment(parent: nil))
            return try e.rawType.map { try coerce(value, toWritten: $0, at: raw.range) } ?? value
        }
        if case .named(let rawType)? = e.rawType?.kind, Self.integerRawTypes.contains(rawType) {
            // Swift counts on from the case before: `case a = 1, b, c` are 1, 2, 3.
            var next = 0
            for other in e.cases {
                if let raw = other.rawValue, case .int(let n) = try eval(raw, Environment(parent: nil)) { next = n }
                if other.name == caseName { return .int(next) }
                next += 1
            }
        }
        return .string(caseName)
    }
}
