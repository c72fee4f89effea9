import WidgetLanguage

/// `case` patterns, destructuring and dynamic type tests.
extension Interpreter {
    /// Whether `value` matches `pattern`; the names the pattern binds are defined in `env`.
    func matches(_ pattern: Expr, _ value: Value, _ env: Environment) throws -> Bool {
        switch pattern.kind {
        case .identifier("_"):
            return true
        case .bindingPattern(let name, _):
            env.define(LocalKey(name, declaredAt: pattern.range), value)
            return true
        case .parenthesized(let inner):
            return try matches(inner, value, env)
        case .tuple(let elements):
            guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else { return false }
            for (element, item) in zip(elements, tuple.elements) where try !matches(element.value, item, env) { return false }
            return true
        case .cast(.test, _, let type):
            return valueMatches(value, type)
        case .cast(.plain, let inner, let type):
            return try valueMatches(value, type) && matches(inner, Interpreter.isNSError(type) ? FoundationNetwork.bridged(self, value, at: pattern.range) : value, env)
        case .optionalChain(let inner):
            guard case .bindOptional(let bound) = inner.kind else { break }
            return try !value.isNull && matches(bound, value, env)
        case .postfixRange(let lower):
            return try order(value, try eval(lower, env), at: pattern.range) >= 0
        case .unary(let op, let upper) where op == "..." || op == "..<":
            let found = try order(value, try eval(upper, env), at: pattern.range)
            return op == "..." ? found <= 0 : found < 0
        case .binary(let op, let lower, let upper) where op == "..." || op == "..<":
            var low = try eval(lower, env), high = try eval(upper, env)
            // `case "1.0"..."1.9":` on a `Version: ExpressibleByStringLiteral`: the bounds are made versions.
            if compare(value, low) == nil, let madeLow = try literal(low, madeLike: value, at: lower.range),
               let madeHigh = try literal(high, madeLike: value, at: upper.range) {
                (low, high) = (madeLow, madeHigh)
            }
            guard compare(value, low) != nil else { return false }
            let above = try order(value, high, at: pattern.range)
            return try order(value, low, at: pattern.range) >= 0 && (op == "..." ? above <= 0 : above < 0)
        case .implicitMember(let name):
            if case .member(let found, _) = value { return found == name }
            // `case .loaded:` matches the case whatever its associated values.
            if case .enumCase(_, let found, let payload) = value, !payload.isEmpty { return found == name }
            // A Foundation error a built-in threw reads `DecodingError.keyNotFound: …`: `case .keyNotFound` matches it.
            if case .error(let message) = value { return thrownErrorCase(message, is: name) }
            if name == "none" {
                // A program's enum may have a case `none` of its own (`enum Reading { …; case none }`).
                if case .enumCase(_, let found, _) = value { return found == name }
                return value.isNull
            }
            // `case .swallow:` on a struct with `static let swallow = Self(rawValue: …)`: the value equals that static, as
            // Swift's `~=` of an Equatable value asks.
            if case .object(let object) = value, let symbol = program.symbols.types[object.type], symbol.kind != .enumeration,
               symbol.staticFields.contains(where: { $0.name == name }) || userComputed(name, of: symbol, isStatic: true) != nil {
                return equal(try staticMember(object.type, name, at: pattern.range), value)
            }
            return equal(.member(name: name, arguments: []), value)
        case .call(let callee, let arguments, _):
            guard let name = patternCaseName(callee) else { break }
            if name == "some", arguments.count == 1 {
                if case .member("some", let payload) = value, payload.count == 1 { return try matches(arguments[0].value, payload[0], env) }
                return try !value.isNull && matches(arguments[0].value, value, env)
            }
            if case .error(let message) = value {
                // `catch DecodingError.keyNotFound(let key, let context)`: the payload `decode(_:from:)` recorded.
                guard thrownErrorCase(message, is: name), let payload = decodingErrorPayloads[message], payload.count == arguments.count else { return false }
                for (argument, item) in zip(arguments, payload) where try !matches(argument.value, item, env) { return false }
                return true
            }
            guard let (found, payload) = Interpreter.caseParts(value), found == name else { return false }
            // `case .online(_)` of a case with several values: one wildcard for all of them.
            if payload.count > 1, arguments.count == 1, case .identifier("_") = arguments[0].value.kind { return true }
            guard payload.count == arguments.count else { return false }
            for (argument, item) in zip(arguments, payload) where try !matches(argument.value, item, env) { return false }
            return true
        case .member(let base, let name, _):
            // `catch EncodingError.invalidValue`: a Foundation error a built-in threw, by its case.
            if case .identifier(let typeName) = base.kind, Interpreter.thrownErrorTypes.contains(typeName) {
                if case .error(let message) = value { return message.hasPrefix(typeName + ".") && thrownErrorCase(message, is: name) }
                return false
            }
        default:
            break
        }
        let expected = try eval(pattern, env)
        // `case "42":` on an Int, `case Even():`: a `~=` the program declares for the pattern and the value.
        if !program.symbols.operatorFunctions.isEmpty, program.symbols.operatorFunctions.contains("~="),
           let function = userPatternOperator(expected, value) {
            return try truth(try callOperator(function, expected, value, at: pattern.range), pattern.range)
        }
        // `case workHours:` of a range held in a name: Swift's `~=`, the range contains the value.
        if let held = rangeHolds(expected, value) { return held }
        return equal(expected, value)
    }

    /// The `~=` the program declares (globally, or static in the pattern's type) whose parameters take the
    /// pattern and the value; nil when none does, and Swift's own matching applies.
    func userPatternOperator(_ pattern: Value, _ value: Value) -> FunctionDecl? {
        var candidates = program.symbols.overloads["~="] ?? []
        if candidates.isEmpty, case .function(let function)? = program.declaration("~=")?.kind { candidates = [function] }
        if let symbol = userType(of: pattern), let own = userFunction("~=", of: symbol, isStatic: true) { candidates.insert(own, at: 0) }
        return candidates.first { function in
            function.parameters.count == 2 && zip(function.parameters, [pattern, value]).allSatisfy { parameter, given in
                parameter.type.map { valueMatches(given, $0) } ?? true
            }
        }
    }

    /// The Foundation error types the built-ins throw, whose cases patterns name.
    static let thrownErrorTypes: Set<String> = ["DecodingError", "EncodingError"]

    /// Whether a thrown error's message (`DecodingError.keyNotFound: …`) is of the case named.
    func thrownErrorCase(_ message: String, is name: String) -> Bool {
        guard let dot = message.firstIndex(of: ".") else { return false }
        let rest = message[message.index(after: dot)...]
        return rest.hasPrefix(name) && [":", "(", " "].contains(rest.dropFirst(name.count).first ?? ":")
    }

    /// `.loaded` / `State.loaded` as a case pattern's callee.
    private func patternCaseName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .implicitMember(let name): return name
        case .member(let base, let name, _):
            if case .identifier(let typeName) = base.kind, program.symbols.types[typeName] != nil || Interpreter.thrownErrorTypes.contains(typeName) { return name }
            return nil
        default: return nil
        }
    }

    /// The order of two values for a range pattern.
    private func order(_ a: Value, _ b: Value, at range: SourceRange) throws -> Int {
        guard let found = compare(a, b) else { throw error("cannot compare \(typeName(of: a)) with \(typeName(of: b))", range) }
        return found
    }

    /// What a `for` walks over: a dictionary gives `(key, value)` pairs to a tuple pattern, its keys to a name.
    func loopElements(_ pattern: Expr, _ sequence: Value, at range: SourceRange) throws -> [Value] {
        // A dictionary's elements are its (key, value) pairs, for `for (k, v) in d` and `for entry in d` alike.
        if case .dictionary(let pairs) = sequence {
            try chargeElements(pairs.count, at: range)
            return pairs.map { .tuple(TupleValue(labels: ["key", "value"], elements: [$0.key, $0.value])) }
        }
        return try elements(of: sequence, at: range)
    }

    /// `let (data, response) = …`, `for (index, item) in …`: binds each name to its element.
    func destructure(_ pattern: Expr, _ value: Value, _ env: Environment, at range: SourceRange) throws {
        switch pattern.kind {
        case .identifier("_"):
            return
        case .identifier(let name), .bindingPattern(let name, _):
            env.define(LocalKey(name, declaredAt: pattern.range), value)
        case .parenthesized(let inner):
            try destructure(inner, value, env, at: range)
        case .tuple(let elements):
            guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else {
                throw error("expected a tuple of \(elements.count) elements, found \(typeName(of: value))", range)
            }
            for (element, item) in zip(elements, tuple.elements) { try destructure(element.value, item, env, at: range) }
        default:
            throw error("expected a name or '_' here", pattern.range)
        }
    }

    /// `e as T`, `e as? T`, `e as! T`, `e is T`.
    func cast(_ op: CastOperator, _ value: Value, _ type: TypeRef, at range: SourceRange) throws -> Value {
        if op != .test, Interpreter.isNSError(type), valueIs(value, named: "Error") { return FoundationNetwork.bridged(self, value, at: range) }
        // `info["CFBundlePackageType"] as! NSString`: a String bridges to Foundation's string object, and back.
        if op != .test, let bridged = Interpreter.bridgedString(value, type) { return bridged }
        switch op {
        case .test: return .bool(valueMatches(value, type))
        case .optional:
            if case .optional(let inner) = type.kind, valueMatches(value, inner) { return value }
            return valueMatches(value, type) ? value : .null
        case .forced:
            guard valueMatches(value, type) else {
                throw error("could not cast a value of type \(typeName(of: value)) to \(type) with 'as!'", range)
            }
            return value
        case .plain:
            if let bridged = Interpreter.bridgedString(value, type) { return bridged }
            return try coerce(value, toWritten: type, at: range)
        }
    }

    /// `text as NSString` (Foundation's string object holding the text) and `object as String` (its text), also optional.
    static func bridgedString(_ value: Value, _ type: TypeRef) -> Value? {
        switch (type.kind, value) {
        case (.optional(let inner), _) where !value.isNull: return bridgedString(value, inner)
        case (.named("NSString"), .string): return foundationObject("NSString", [("string", value)])
        // `amount as NSDecimalNumber`: a Decimal (or another number) bridged to Foundation's object holding it.
        case (.named("NSDecimalNumber"), .decimal), (.named("NSDecimalNumber"), .double), (.named("NSDecimalNumber"), .int):
            return FoundationDecimal.decimal(value).map(FoundationDecimal.object)
        case (.named("String"), .object(let object)) where object.type == "NSString": return object["string"]
        // `managedObject.amount as Decimal`: Foundation's object bridged back to the Decimal it holds.
        case (.named("Decimal"), .object(let object)) where object.type == "NSDecimalNumber": return object["decimalValue"]
        default: return nil
        }
    }
}

extension Interpreter {
    /// Built-in types that are also another type (`HTTPURLResponse` is a `URLResponse`).
    static let supertypes: [String: Set<String>] = [
        "HTTPURLResponse": ["URLResponse"],
        "Int": ["Numeric", "BinaryInteger", "Comparable", "Hashable", "Equatable", "Codable", "Sendable", "CustomStringConvertible"],
        "Double": ["Numeric", "BinaryFloatingPoint", "FloatingPoint", "Comparable", "Hashable", "Equatable", "Codable", "Sendable", "CustomStringConvertible"],
        "String": ["StringProtocol", "Comparable", "Hashable", "Equatable", "Codable", "Sendable", "CustomStringConvertible"],
        "Bool": ["Hashable", "Equatable", "Codable", "Sendable"],
        "Date": ["Comparable", "Hashable", "Equatable", "Codable", "Sendable"],
        "Error": ["Error"],
        "NSError": ["Error"],
    ]

    /// `NSError`, `NSError?`: a cast to it makes the error an `NSError` (`FoundationNetwork.bridged`).
    static func isNSError(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .named(let name): return name == FoundationNetwork.nsErrorTypeName
        case .optional(let inner): return isNSError(inner)
        default: return false
        }
    }

    /// Whether a value is of the written type, by its dynamic type.
    func valueMatches(_ value: Value, _ type: TypeRef) -> Bool {
        switch type.kind {
        case .named(let name): return valueIs(value, named: name)
        case .optional(let inner): return value.isNull || valueMatches(value, inner)
        case .opaque(_, let inner): return valueMatches(value, inner)
        case .array(let element): return arrayMatches(value, element)
        case .dictionary(let key, let element):
            guard case .dictionary(let pairs) = value else { return false }
            return pairs.allSatisfy { valueMatches($0.key, key) && valueMatches($0.value, element) }
        case .generic(let name, let arguments):
            switch name {
            case "Array", "Set": return arguments.first.map { arrayMatches(value, $0) } ?? false
            case "Optional": return value.isNull || (arguments.first.map { valueMatches(value, $0) } ?? false)
            case "Dictionary":
                guard case .dictionary(let pairs) = value, arguments.count == 2 else { return false }
                return pairs.allSatisfy { valueMatches($0.key, arguments[0]) && valueMatches($0.value, arguments[1]) }
            default: return valueIs(value, named: name)
            }
        case .tuple(_, let elements):
            if elements.isEmpty { return value.isNull }
            guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else { return false }
            return zip(tuple.elements, elements).allSatisfy { valueMatches($0, $1) }
        case .function:
            if case .closure = value { return true }
            return false
        }
    }

    private func arrayMatches(_ value: Value, _ element: TypeRef) -> Bool {
        guard case .array(let items) = value else { return false }
        // `[Any]` holds anything, JSONSerialization's nulls (NSNull) too.
        if case .named(let name) = element.kind, name == "Any" { return true }
        return items.allSatisfy { valueMatches($0, element) }
    }

    func valueIs(_ value: Value, named name: String) -> Bool {
        // JSONSerialization's null is NSNull in Foundation, nil here.
        if value.isNull { return name == "NSNull" }
        if name == "Any" || name == "AnyObject" || name == "AnyHashable" { return true }
        // Every Swift error bridges to NSError: `catch let error as NSError` catches them all; an NSError
        // made so is still the error it was (`as? URLError`).
        if name == FoundationNetwork.nsErrorTypeName { return valueIs(value, named: "Error") }
        if case .object(let object) = value, object.type == FoundationNetwork.nsErrorTypeName, name != "Error",
           let underlying = object["underlying"], !underlying.isNull {
            return valueIs(underlying, named: name)
        }
        // `Markup.StartTag`: a nested type keeps its plain name where no other type has it.
        if name.utf8.contains(UInt8(ascii: ".")), program.symbols.types[name] == nil, let last = name.split(separator: ".").last,
           program.symbols.types[String(last)] != nil {
            return valueIs(value, named: String(last))
        }
        let actual: String
        switch value {
        case .int: actual = "Int"
        case .double: actual = "Double"
        case .string: actual = "String"
        case .bool: actual = "Bool"
        case .date: actual = "Date"
        case .data: actual = "Data"
        case .error(let message):
            // A Foundation error thrown by a built-in reads `URLError(.timedOut): …`, `DecodingError.keyNotFound: …`.
            if message.hasPrefix(name + "(") || message.hasPrefix(name + ".") { return true }
            actual = "Error"
        case .image: actual = "Image"
        case .view: actual = "View"
        case .family: actual = "WidgetFamily"
        case .array: return name == "Array"
        case .dictionary: return name == "Dictionary"
        case .tuple: return false
        case .member(let caseName, _):
            // A case with associated values carries no type name: it is of an enum that has the case.
            if let symbol = program.symbols.types[name], symbol.kind == .enumeration { return symbol.cases.contains(caseName) }
            return false
        default: actual = typeName(of: value)
        }
        if actual == name { return true }
        switch (actual, name) {
        case ("Double", "Float"), ("Double", "CGFloat"), ("Double", "TimeInterval"), ("String", "URL"), ("String", "UUID"): return true
        default: break
        }
        if Interpreter.supertypes[actual]?.contains(name) == true { return true }
        // `UInt8` is a BinaryInteger, as Int is.
        if case .sized = value, Interpreter.supertypes["Int"]?.contains(name) == true { return true }
        // A declared type conforms to the protocols it lists, those they inherit, and its superclasses' (a `DimLight:
        // Light` is `Switchable` where `Light: Switchable`).
        if let decl = program.declaration(actual), conformances(of: decl).contains(name) { return true }
        if let symbol = program.symbols.types[actual], symbol.conformanceClosure(in: program.symbols.types).contains(name) { return true }
        // An instance of a subclass is of each class it inherits from.
        if case .instance = value { return inherits(actual, from: name) }
        return false
    }

    private func conformances(of decl: Decl) -> [String] {
        switch decl.kind {
        case .structure(let body): return body.conformances
        case .enumeration(let enumeration): return enumeration.conformances
        default: return []
        }
    }
}

extension Interpreter {
    /// A case's name and associated values: of one of the program's enums, or a `.name(…)` value not yet given
    /// its type (a built-in's, or one whose type was not known where it was made).
    static func caseParts(_ value: Value) -> (name: String, payload: [Value])? {
        switch value {
        case .enumCase(_, let name, let payload): return (name, payload)
        case .member(let name, let payload): return (name, payload)
        default: return nil
        }
    }
}

extension Interpreter {
    /// The names a case pattern binds, each with the place of its `let`/`var`.
    static func bindingPlaces(in pattern: Expr, depth: Int = 0) -> [(name: String, range: SourceRange)] {
        guard depth < 64 else { return [] }
        switch pattern.kind {
        case .bindingPattern(let name, _): return [(name, pattern.range)]
        case .parenthesized(let inner), .cast(.plain, let inner, _): return bindingPlaces(in: inner, depth: depth + 1)
        case .optionalChain(let inner):
            guard case .bindOptional(let bound) = inner.kind else { return [] }
            return bindingPlaces(in: bound, depth: depth + 1)
        case .tuple(let elements): return elements.flatMap { bindingPlaces(in: $0.value, depth: depth + 1) }
        case .call(_, let arguments, _): return arguments.flatMap { bindingPlaces(in: $0.value, depth: depth + 1) }
        default: return []
        }
    }

    /// `case .rain(let amount), .snow(let amount):` where the second pattern matched: its names are one variable with
    /// the first pattern's that binds them, where the checker bound their reads (`Checker.checkPattern`).
    static func moveToFirstDeclarations(_ patterns: [Expr], matched index: Int, in env: Environment) {
        for (name, range) in bindingPlaces(in: patterns[index]) {
            guard let first = patterns[..<index].lazy.compactMap({ bindingPlaces(in: $0).first { $0.name == name } }).first,
                  let value = env.lookup(LocalKey(name, declaredAt: range)) else { continue }
            env.define(LocalKey(name, declaredAt: first.range), value)
        }
    }
}
