import Foundation
import WidgetLanguage

/// Signals that a bound optional in a chain (`a?.b`) was nil.
struct OptionalChainNil: Error {}

extension Interpreter {
    func eval(_ expr: Expr, _ env: Environment) throws -> Value {
        try tick(expr.range)
        switch expr.kind {
        case .integer(let v):
            // An integer literal the checker found among Doubles (`[1.5, 2]`) is a Double.
            if !program.symbols.doubleLiterals.isEmpty, program.symbols.doubleLiterals.contains(expr.range.start.offset) { return .double(Double(v)) }
            // `expensive.contains(12)` on a `Set<Money>`: the literal is a `Money`, made by its `init(integerLiteral:)`.
            if !program.symbols.literalTypes.isEmpty, let typeName = program.symbols.literalTypes[expr.range.start.offset],
               let symbol = program.symbols.types[typeName] {
                return try construct(symbol, [CallArgument(label: "integerLiteral", value: .int(v), range: expr.range)], at: expr.range)
            }
            return .int(v)
        case .largeInteger(let digits):
            return try largeIntegerValue(digits, at: expr.range)
        case .regex(let written):
            return SwiftRegexes.value(SwiftRegexes.pattern(ofLiteral: written))
        case .double(let v):
            // `let price: Money = 1.25` where `Money: ExpressibleByFloatLiteral`: made by its `init(floatLiteral:)`.
            if !program.symbols.literalTypes.isEmpty, let made = try literalOfProgramType(.double(v), "floatLiteral", at: expr.range) { return made }
            return .double(v)
        case .bool(let v):
            if !program.symbols.literalTypes.isEmpty, let made = try literalOfProgramType(.bool(v), "booleanLiteral", at: expr.range) { return made }
            return .bool(v)
        case .nil:
            if !program.symbols.literalTypes.isEmpty, let made = try literalOfProgramType(.tuple(TupleValue(labels: [], elements: [])), "nilLiteral", at: expr.range) {
                return made
            }
            return .null
        case .identifier(let name):
            return try lookup(name, env, at: expr.range)
        case .anonymousArgument(let index):
            guard let value = env.anonymousArgument(index) else {
                throw error("'$\(index)' has no value here", expr.range)
            }
            return value
        case .implicitMember(let name):
            if let owner = boundImplicitMember(at: expr.range) { return try boundImplicitMember(name, owner: owner, env, at: expr.range) }
            if let bound = boundBuiltinImplicitMember(name, at: expr.range) { return try bound.member.body(self, .type(bound.typeName), [], expr.range) }
            return .member(name: name, arguments: [])
        case .member(let base, let name, let nameRange):
            // `profile.name` of a `@dynamicMemberLookup` type: its `subscript(dynamicMember:)` (`Symbols.dynamicMembers`).
            if !program.symbols.dynamicMembers.isEmpty, let place = dynamicMemberSubscript(base, name, nameRange) { return try eval(place, env) }
            // `Int?.none`: nil.
            if name == "none", case .bindOptional(let inner) = base.kind, case .identifier = inner.kind, case .type = try eval(inner, env) { return .null }
            // `Optional<Int>.none`: nil.
            if name == "none", case .identifier(let typeName) = base.kind, typeName.hasPrefix("Optional<"), env.lookup(typeName) == nil { return .null }
            // `URL.self`, `[UUID].self`: a built-in type whose name is also a function, as a value.
            if name == "self", let type = calledTypeValue(base, env) { return type }
            // `Task.isCancelled`: tasks run in order to their end, never cancelled.
            if name == "isCancelled", case .identifier("Task") = base.kind, env.lookup("Task") == nil, program.symbols.types["Task"] == nil { return .bool(false) }
            // `URL.status`, `Notification.Name.refresh`: a static the program's extension adds to a built-in type, as bound.
            if !program.symbols.typeBases.isEmpty, let typeName = program.symbols.typeBases[OverloadSite(base.range, name)] {
                return try staticMember(typeName, name, at: nameRange)
            }
            // `self.service` in a provider's code, where the provider's properties and functions are local names.
            if case .identifier("self") = base.kind, env.lookup("self") == nil { return try lookup(name, env, at: nameRange) }
            if case .identifier("super") = base.kind, env.lookup("super") == nil { return try superProperty(name, env, at: nameRange) }
            if !program.symbols.optionalExtensionMembers.isEmpty, program.symbols.optionalExtensionMembers.contains(nameRange.start.offset),
               let property = program.symbols.builtinExtensionProperty(name, of: "Optional") {
                return try computedValue(property, of: try eval(base, env), at: nameRange)
            }
            let value = try evalReceiver(base, env)
            if case .tuple(let tuple) = value {
                guard let index = tuple.index(of: name) else { throw error("the tuple has no element '\(name)'", nameRange) }
                return tuple.elements[index]
            }
            if let bound = boundBuiltinProperty(at: nameRange), value.isSymbolic || registry.types[bound.typeName]?.valuesCarryAnotherType == true {
                return try bound.member.body(self, value, [], nameRange)
            }
            // `CharacterSet.alphanumerics.contains` as a function: a closure calling the method on the value.
            if !program.symbols.methodReferences.isEmpty, let (method, labels) = program.symbols.methodReferences[nameRange.start.offset] {
                let captured = Environment(parent: nil)
                captured.define("self", value)
                let parameters = labels.indices.map { FunctionDecl.Parameter(label: labels[$0], name: "_\($0)", type: nil, defaultValue: nil, range: nameRange) }
                let closure = Interpreter.reference(to: method, parameters, at: nameRange, on: Expr(.identifier("self"), nameRange))
                return .closure(ClosureValue(closure: closure, environment: captured))
            }
            if case .object(let object) = value, object[name] == nil, let lazy = try lazyReadKept(expr, base, object, name, env) { return lazy }
            return try boundMember(of: value, name, at: nameRange)
        case .call(let callee, let arguments, let trailing):
            if !program.symbols.interpolationCalls.isEmpty, let function = program.symbols.interpolationCalls[expr.range] {
                return try SwiftStringInterpolation.piece(self, function, try evalArguments(arguments, trailing, env), at: expr.range)
            }
            // `Task.init { … }`, `String.init(describing:)`: the same call as `Task { … }` (Checker.callType).
            if case .member(let base, "init", _) = callee.kind, case .identifier(let typeName) = base.kind, Checker.initIsTypeCall(typeName),
               env.lookup(typeName) == nil {
                return try eval(Expr(.call(callee: base, arguments: arguments, trailingClosures: trailing), expr.range), env)
            }
            if case .identifier(SwiftUICustomLayouts.anyLayout) = callee.kind, arguments.count == 1, trailing.count == 1,
               env.lookup(SwiftUICustomLayouts.anyLayout) == nil {
                return try anyLayout(arguments[0].value, content: trailing[0], env, at: expr.range)
            }
            // (`HStackLayout`, `VStackLayout`, `ZStackLayout`: told by their length first, as this runs for every call.)
            if trailing.count == 1, case .identifier(let name) = callee.kind, name.utf8.count == 12, SwiftUICustomLayouts.stackLayouts.contains(name),
               env.lookup(name) == nil, program.symbols.types[name] == nil {
                let layout = Expr(.call(callee: callee, arguments: arguments, trailingClosures: []), expr.range)
                return try anyLayout(layout, content: trailing[0], env, at: expr.range)
            }
            if let value = try concurrencyCall(callee: callee, arguments: arguments, trailing: trailing, env, at: expr.range) { return value }
            if let value = try describingCall(callee: callee, arguments: arguments, trailing: trailing, env, at: expr.range) { return value }
            if trailing.isEmpty, let value = try enumCaseCall(callee: callee, arguments: arguments, env) { return value }
            return try evalCall(expr, callee: callee, arguments: arguments, trailing: trailing, env)
        case .binary(let op, let target, let value) where !program.symbols.inoutOperators.isEmpty && program.symbols.inoutOperators.contains(op):
            return try inoutOperator(expr, op, target, value, env)
        case .binary:
            return try evalChain(expr, env)
        case .ternary(let condition, let then, let otherwise):
            return try truth(try eval(condition, env), condition.range) ? try eval(then, env) : try eval(otherwise, env)
        case .closure(let closure):
            return .closure(try madeClosure(closure, env))
        case .parenthesized(let inner):
            return try eval(inner, env)
        default:
            return try evalCompound(expr, env)
        }
    }

    /// `base[dynamicMember: \.name]` (or `["name"]`) for `base.name` where the checker found the member is a dynamic one.
    func dynamicMemberSubscript(_ base: Expr, _ name: String, _ nameRange: SourceRange) -> Expr? {
        guard let takesKeyPath = program.symbols.dynamicMembers[nameRange.start.offset] else { return nil }
        let key = takesKeyPath ? Expr(.keyPath(root: nil, path: [name]), nameRange) : Expr(.string([.text(name)]), nameRange)
        let range = SourceRange(start: base.range.start, end: nameRange.end)
        return Expr(.subscript(base: base, arguments: [Argument(label: "dynamicMember", value: key)]), range)
    }

    /// A literal where the checker found the program's type that it makes (`Symbols.literalTypes`): that type's
    /// `init(<label>:)` run with the literal's value; nil elsewhere.
    func literalOfProgramType(_ value: Value, _ label: String, at range: SourceRange) throws -> Value? {
        guard let typeName = program.symbols.literalTypes[range.start.offset], let symbol = program.symbols.types[typeName] else { return nil }
        return try construct(symbol, [CallArgument(label: label, value: value, range: range)], at: range)
    }

    /// An array or dictionary literal where the checker found the program's type it makes (`Symbols.literalTypes`): the
    /// type's `init(arrayLiteral:)` or `init(dictionaryLiteral:)` given the elements as its variadic arguments.
    func collectionLiteral(_ elements: [Value], _ label: String, at range: SourceRange) throws -> Value? {
        guard let typeName = program.symbols.literalTypes[range.start.offset], let symbol = program.symbols.types[typeName] else { return nil }
        let arguments = elements.enumerated().map { CallArgument(label: $0.offset == 0 ? label : nil, value: $0.element, range: range) }
        // (`[]` and `[:]` give no argument to tell the initializer by: the one taking this literal's elements.)
        if arguments.isEmpty, let initializer = (symbol.initializers + symbol.extensionInitializers).first(where: { $0.parameters.first?.label == label }) {
            return try runInitializer(initializer, of: symbol, [], at: range)
        }
        return try construct(symbol, arguments, at: range)
    }

    /// A literal's value made a value of the program's type `model` is of, when that type is expressible by such a
    /// literal (`"1.5"` beside a `Version: ExpressibleByStringLiteral`, as Swift types a literal by the other operand):
    /// the type's `init(stringLiteral:)`, `init(integerLiteral:)` or `init(floatLiteral:)`; nil otherwise.
    func literal(_ value: Value, madeLike model: Value, at range: SourceRange) throws -> Value? {
        guard let symbol = userType(of: model), symbol.kind != .protocolType else { return nil }
        let label: String, conformance: String
        switch value {
        case .string: (label, conformance) = ("stringLiteral", "ExpressibleByStringLiteral")
        case .int: (label, conformance) = ("integerLiteral", "ExpressibleByIntegerLiteral")
        case .double: (label, conformance) = ("floatLiteral", "ExpressibleByFloatLiteral")
        default: return nil
        }
        guard symbol.conformanceClosure(in: program.symbols.types).contains(conformance) else { return nil }
        return try construct(symbol, [CallArgument(label: label, value: value, range: range)], at: range)
    }

    /// The expressions other than names, literals, members, calls and operator chains: apart from `eval`,
    /// whose stack frame every nested call pays for (a debug build's frame holds every case's locals).
    func evalCompound(_ expr: Expr, _ env: Environment) throws -> Value {
        switch expr.kind {
        case .string(let parts):
            if parts.count == 1, case .text(let text) = parts[0] {
                // `let tag: Tag = "news"` where `Tag: ExpressibleByStringLiteral`: made by its `init(stringLiteral:)`.
                if !program.symbols.literalTypes.isEmpty, let made = try literalOfProgramType(.string(text), "stringLiteral", at: expr.range) { return made }
                return .string(text)
            }
            var text = ""
            for part in parts {
                switch part {
                case .text(let t):
                    try charge(t.utf8.count, at: expr.range)
                    text += t
                case .expr(let inner):
                    let value = try eval(inner, env)
                    if !program.symbols.interpolatedValues.isEmpty, let function = program.symbols.interpolatedValues[inner.range] {
                        // `"\(price)"` written by the program's `appendInterpolation(_ m: Money)`.
                        guard case .string(let piece) = try SwiftStringInterpolation.piece(self, function, [CallArgument(label: nil, value: value, range: inner.range)],
                                                                                           at: inner.range) else { continue }
                        try charge(piece.utf8.count, at: expr.range)
                        text += piece
                        continue
                    }
                    if case .string(let s) = value { try charge(s.utf8.count, at: expr.range) }
                    if !program.symbols.describedTypes.isEmpty, let type = program.symbols.describedTypes[inner.range] {
                        // `"\(count)"` of an `Int?`: `Optional(3)`, as Swift interpolates it.
                        let described = try swiftText(value, nested: false, type: type, at: inner.range)
                        try charge(described.utf8.count, at: expr.range)
                        text += described
                    } else {
                        text += try describeCharged(value, at: expr.range)
                    }
                }
            }
            return .string(text)
        case .subscript(let base, let arguments):
            let value = try eval(base, env)
            // `item[keyPath: path]`: the members the key path names, in turn.
            if arguments.count == 1, arguments[0].label == "keyPath" {
                guard case .keyPath(let path) = try eval(arguments[0].value, env) else { throw error("[keyPath:] takes a key path such as \\Item.name", expr.range) }
                if path.contains(where: KeyPathSubscript.isSubscript) {
                    return try callClosure(Interpreter.keyPathClosure(path, at: expr.range), [value], at: expr.range)
                }
                // A nil part gives nil (`\.address?.city`; the parser keeps no `?`), as the optional chain does.
                var result = value
                for component in path where component != "self" {
                    if result.isNull { return .null }
                    result = try member(of: result, component, at: expr.range)
                }
                return result
            }
            // A `subscript` of the file's own type: its getter, with `self` bound.
            if let symbol = userType(of: value), let getter = userFunction("subscript", of: symbol, isStatic: false) {
                return try callMember(getter, try evalArguments(arguments, [], env), self: value, at: expr.range).0
            }
            if let result = try declaredSubscript(value, arguments, env, at: expr.range) { return result }
            guard let first = arguments.first else { throw error("a subscript needs an index", expr.range) }
            let element = try subscriptValue(value, try subscriptIndex(first.value, of: value, env), at: expr.range)
            // `counts[key, default: 0]`: the default for a key the dictionary does not hold.
            if element.isNull, case .dictionary = value, let fallback = arguments.first(where: { $0.label == "default" }) {
                return try eval(fallback.value, env)
            }
            return element
        case .unary(let op, _) where op == "each" || op == "repeat":
            throw error(Checker.parameterPackMessage(op), expr.range)
        case .unary(let op, let operand):
            let value = try eval(operand, env)
            switch (op, value) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .int(let i)):
                let (result, overflow) = Int(0).subtractingReportingOverflow(i)
                if overflow { throw error("arithmetic overflow", expr.range) }
                return .int(result)
            case ("-", .double(let d)): return .double(-d)
            case ("-", .decimal(let d)): return .decimal(-d)
            case ("-", .float(let f)): return .float(-f)
            case ("+", .decimal), ("+", .float): return value
            case ("-", .duration(let d)): return .duration(-d)
            case ("+", .int), ("+", .double): return value
            case ("~", .int(let i)): return .int(~i)
            case ("-", .sized(let n)), ("+", .sized(let n)), ("~", .sized(let n)):
                guard let result = SizedArithmetic.prefix(op, n) else { throw error("arithmetic overflow", expr.range) }
                return result
            case ("&", _): return value  // `&x` given to an `inout` parameter (`callWithInout` writes it back)
            case ("-", .member(let name, let payload)) where payload.isEmpty && numberStatic(name) != nil,
                 ("+", .member(let name, let payload)) where payload.isEmpty && numberStatic(name) != nil:
                // `-.infinity`, `-.pi`: a static property of Double (or Int) written without its type.
                guard let typeName = numberStatic(name), let member = registry.types[typeName]?.statics[name] else { return value }
                switch try member.body(self, .type(typeName), [], expr.range) {
                case .double(let d): return .double(op == "-" ? -d : d)
                case .int(let i):
                    let (result, overflow) = op == "-" ? Int(0).subtractingReportingOverflow(i) : (i, false)
                    if overflow { throw error("arithmetic overflow", expr.range) }
                    return .int(result)
                case let other: return other
                }
            case _ where prefixOperator(op, for: value) != nil:
                // `-vector`, `√16.0`: a prefix operator the program declares.
                return try callPrefixOperator(op, value, at: expr.range)
            // `...3`, `..<4`, `...DynamicTypeSize.xxLarge`: a range open at the bottom, kept as its upper bound.
            case ("...", _), ("..<", _):
                return Interpreter.foundationObject(op == "..." ? "PartialRangeThrough" : "PartialRangeUpTo", [("upperBound", value)])
            default: return try unaryOperatorFallback(op, value, at: expr.range)
            }
        case .postfixOperator(let op, let operand):
            // `50%`: the program's `postfix func %`; `count++` of a `postfix func ++ (v: inout Vec)` changes the variable.
            let value = try eval(operand, env)
            if let function = prefixOperator(op, for: value), function.parameters.first?.isInout == true {
                return try inoutUnaryOperator(function, operand, env, at: expr.range)
            }
            return try callPrefixOperator(op, value, at: expr.range)
        case .assign("=", let target, let value) where target.kind == .identifier("_"):
            _ = try eval(value, env)
            return .null
        case .assign("=", let target, let value) where { if case .tuple = target.kind { true } else { false } }():
            return try assignTuple(target, value, env, at: expr.range)
        case .assign(let op, let target, let value) where !program.symbols.inoutOperators.isEmpty && program.symbols.inoutOperators.contains(op):
            return try inoutOperator(expr, op, target, value, env)
        case .assign(let op, let target, let value):
            guard case .optionalChain = target.kind else { return try assign(op, target, value, env, at: expr.range) }
            // `profile?.employer?.address?.city = "Paris"`: nothing is assigned where a link of the chain is nil.
            do { return try assign(op, target, value, env, at: expr.range) } catch is OptionalChainNil { return .null }
        case .keyPath(_, let path):
            return .keyPath(path)
        case .array(let elements):
            try chargeElements(elements.count, at: expr.range)
            let values = try implicitMembersTyped(try elements.map { try eval($0, env) }, at: expr.range)
            // `let list: Playlist = [a, b]` where `Playlist: ExpressibleByArrayLiteral`: its `init(arrayLiteral:)` makes it.
            if !program.symbols.literalTypes.isEmpty, let made = try collectionLiteral(values, "arrayLiteral", at: expr.range) { return made }
            return .array(values)
        case .dictionary(let entries):
            try charge(entries.count * Interpreter.bytesPerPair, at: expr.range)
            let pairs = try entries.map { DictionaryPair(key: try eval($0.key, env), value: try eval($0.value, env)) }
            // `let r: Ratings = ["a": 1]` where `Ratings: ExpressibleByDictionaryLiteral`: its `init(dictionaryLiteral:)`,
            // given the pairs as (key, value) tuples in the order written.
            if !program.symbols.literalTypes.isEmpty,
               let made = try collectionLiteral(pairs.map { .tuple(TupleValue(labels: [nil, nil], elements: [$0.key, $0.value])) },
                                                "dictionaryLiteral", at: expr.range) {
                return made
            }
            return .dictionary(pairs)
        case .try(let kind, let inner):
            switch kind {
            case .plain: return try eval(inner, env)
            case .optional:
                do { return try eval(inner, env) } catch let failure as RuntimeError where failure.isCatchable { return .null }
            case .forced:
                do { return try eval(inner, env) } catch var failure as RuntimeError {
                    failure.isCatchable = false
                    throw failure
                }
            }
        case .forceUnwrap(let inner):
            let value = try eval(inner, env)
            if value.isNull { throw error("unexpectedly found nil while unwrapping with '!'", inner.range) }
            return value
        case .bindOptional(let inner):
            let value = try eval(inner, env)
            if value.isNull { throw OptionalChainNil() }
            return value
        case .optionalChain(let inner):
            do { return try eval(inner, env) } catch is OptionalChainNil { return .null }
        case .tuple(let elements):
            try chargeElements(elements.count, at: expr.range)
            let labels = program.symbols.tupleLabels.isEmpty ? nil : program.symbols.tupleLabels[expr.range.start.offset]
            return .tuple(TupleValue(labels: labels ?? elements.map(\.label), elements: try elements.map { try eval($0.value, env) }))
        case .cast(let op, let inner, let type):
            return try cast(op, try eval(inner, env), boundGenerics(type, env), at: expr.range)
        case .postfixRange(let lower):
            // `1...`: the numbers from 1 on (SwiftLazySequences).
            return Interpreter.foundationObject(SwiftLazySequences.fromType, [("lowerBound", try eval(lower, env))])
        case .bindingPattern(let name, _):
            throw error("'let \(name)' binds a name only in a 'case' pattern", expr.range)
        default:
            return try eval(expr, env)
        }
    }

    func truth(_ value: Value, _ range: SourceRange) throws -> Bool {
        guard case .bool(let b) = value else { throw error("expected a Bool, found \(typeName(of: value))", range) }
        return b
    }

    func lookup(_ name: String, _ env: Environment, at range: SourceRange) throws -> Value {
        // `self` is the innermost block's `self`: written by the author, or by the lowering and the runtime for a member
        // read through it.
        if name == "self", let value = env.lookup("self") { return value }
        // Where the checker bound the name, its binding says where the value is (`NameBinding`). Names it did not see
        // (code the runtime writes, as a provider's completion handler) are looked for in the order below.
        if let bound = program.symbols.nameBinding(name, at: range.start.offset),
           let value = try boundName(name, bound, env, at: range) {
            return value
        }
        if let log = BindingAudit.log, !BindingAudit.isWrittenByRuntime(name) { log.record(name, at: range, in: program.tree.path) }
        if let value = env.lookup(name) { return value }
        if let value = try implicitSelfMember(name, env, at: range) { return value }
        if let value = try global(name, at: range) { return value }
        if program.symbols.sources[name] != nil { return try declaredSource(name, at: range) }
        if program.symbols.types[name] != nil { return .type(name) }
        if program.symbols.typeAliases[name] != nil { return .type(aliasResolved(name)) }
        // `Page<[Item]>.self`: a generic type of the program with its arguments written (the decoder reads them).
        if let base = GenericName.base(name), program.symbols.types[base] != nil { return .type(name) }
        // `Array<Step>.mock`: a standard generic type with its arguments written, whose statics the program's extensions add.
        if let base = GenericName.base(name), SwiftModules.standardGenericTypes.contains(base) { return .type(base) }
        // `$selection`: a wrapper's projected value, read as the value it projects; `$name` of a `@Published` property, its publisher.
        if name.count > 1, name.hasPrefix("$") {
            if case .instance(let instance)? = env.lookup("self"), let publisher = publishedProjection(instance, String(name.dropFirst())) { return publisher }
            return try lookup(String(name.dropFirst()), env, at: range)
        }
        if let reference = functionReference(name, at: range) { return reference }
        switch name {
        case "now": return .date(now)
        case "family": return .family(family)
        case "modelContext": return .type("ModelContext")
        default:
            if registry.types[name] != nil || Checker.builtinTypeValues.contains(name) { return .type(name) }
            if name == "rawValue" || name == "hashValue", let receiver = env.lookup("self") {
                // `var id: String { rawValue }` in an enum: `self.rawValue`; `var id: Int { hashValue }`.
                return try member(of: receiver, name, at: range)
            }
            if let value = try lastLookup(name, env, at: range) { return value }
            throw error("unknown name '\(name)'", range)
        }
    }

    // The helpers below keep rare cases out of `eval` and `lookup`, whose stack frames every nested
    // call pays for (a debug build's frame holds every case's locals).

    /// `Planets[1]` (a `static subscript` of the file's type) and `items[safe: 3]` (a subscript an
    /// extension of the built-in type declares, chosen by its labels); nil for another subscript.
    func declaredSubscript(_ value: Value, _ arguments: [Argument], _ env: Environment, at range: SourceRange) throws -> Value? {
        if case .type(let typeName) = value, let symbol = program.symbols.types[typeName],
           let getter = userFunction("subscript", of: symbol, isStatic: true) {
            return try callMember(getter, try evalArguments(arguments, [], env), self: value, at: range).0
        }
        if !program.symbols.builtinExtensions.isEmpty, arguments.contains(where: { $0.label != nil && $0.label != "default" }),
           let function = builtinExtensionSubscript(of: value, labels: arguments.map(\.label)) {
            return try callMember(function, try evalArguments(arguments, [], env), self: value, at: range).0
        }
        return nil
    }

    /// A written type with the generic parameters in scope as the types the call gave them (`value as? T`).
    func boundGenerics(_ type: TypeRef, _ env: Environment) -> TypeRef {
        if case .named(let name) = type.kind, case .array? = env.lookup(name), let bound = env.lookup(name).flatMap({ Interpreter.writtenType(of: $0, at: type.range) }) {
            // `D` bound to `[Item]` (a generic inferred from a closure's parameter type): the array type.
            return bound
        }
        if case .named = type.kind {
            return type.mapNames { name in
                if case .type(let actual)? = env.lookup(name), actual != name { return actual }
                return nil
            }
        }
        if case .generic(let name, let arguments) = type.kind {
            let renamed: String
            if case .type(let actual)? = env.lookup(name), actual != name { renamed = actual } else { renamed = name }
            return TypeRef(.generic(renamed, arguments: arguments.map { boundGenerics($0, env) }), type.range)
        }
        return type.mapChildren { boundGenerics($0, env) }
    }

    /// The written type a type value stands for (`.array([.type("Item")])` is `[Item]`); nil for another value.
    static func writtenType(of value: Value, at range: SourceRange) -> TypeRef? {
        switch value {
        case .type(let name): return TypeRef(.named(name), range)
        case .array(let items) where items.count == 1: return writtenType(of: items[0], at: range).map { TypeRef(.array($0), range) }
        default: return nil
        }
    }

    /// `(x, y) = (y, x)`: the values first, then each place gets its own.
    func assignTuple(_ target: Expr, _ value: Expr, _ env: Environment, at range: SourceRange) throws -> Value {
        guard case .tuple(let places) = target.kind, case .tuple(let values) = try eval(value, env),
              values.elements.count == places.count else { throw error("the tuple assigned has another number of elements", range) }
        for (place, element) in zip(places, values.elements) where place.value.kind != .identifier("_") {
            try update(place.value, env) { $0 = element }
        }
        return .null
    }

    /// A closure value made here: `{ [x, total = a + b] in … }` takes the values of its capture list now, where it is made.
    func madeClosure(_ closure: Closure, _ env: Environment) throws -> ClosureValue {
        guard closure.captureCount > 0 else { return ClosureValue(closure: closure, environment: env) }
        let captured = Environment(parent: env)
        for capture in closure.body.prefix(closure.captureCount) { try exec(capture, captured) }
        var made = closure
        made.body = Array(closure.body.dropFirst(closure.captureCount))
        made.captureCount = 0
        return ClosureValue(closure: made, environment: captured)
    }

    /// `target op= value`: the value (made as the property's type for `.init(…)`) put in the place the target names.
    func assign(_ op: String, _ target: Expr, _ value: Expr, _ env: Environment, at range: SourceRange) throws -> Value {
        var newValue = try eval(value, env)
        if op == "=", case .member("init", _) = newValue, let type = try storedPropertyType(of: target, env) {
            // `self.tint = .init(white: 0.3)`: made as the property's declared type.
            newValue = try coerce(newValue, toWritten: type, at: value.range)
        }
        if op == "=" {
            try update(target, env, replacing: true) { old in
                // `bits = 0xFF` where `bits` is a `UInt64`: the literal is of the variable's type, as Swift infers it.
                if case .sized(let held) = old, case .int = newValue, let sized = try self.sizedLiteral(value, held.kind) { old = sized } else { old = newValue }
            }
        } else {
            try update(target, env) { try self.compoundAssign(String(op.dropLast()), &$0, newValue, at: range) }
        }
        return .null
    }

    /// An integer literal beyond `Int`: a `UInt64` where it fits (`0x9E3779B97F4A7C15`), which a `Double` it is given to
    /// converts; else only a Double may hold it (the checker allows nothing else).
    func largeIntegerValue(_ digits: String, at range: SourceRange) throws -> Value {
        if let value = Interpreter.unsignedValue(ofDigits: digits) { return .sized(SizedInt(value, kind: .uint64)) }
        guard let value = Interpreter.doubleValue(ofDigits: digits) else { throw error(Checker.largeIntegerMessage(digits), range) }
        return .double(value)
    }

    /// The value of an integer literal's digits (`0x`, `0o`, `0b` prefixes read, `_` left out) as a `UInt64`; nil beyond it.
    static func unsignedValue(ofDigits digits: String) -> UInt64? {
        var radix = 10, text = Substring(digits)
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            radix = base
            text = text.dropFirst(2)
        }
        return UInt64(text.filter { $0 != "_" }, radix: radix)
    }

    /// The value of an integer literal's digits (`0x`, `0o`, `0b` prefixes read) as a Double.
    static func doubleValue(ofDigits digits: String) -> Double? {
        var radix = 10.0, text = Substring(digits)
        for (prefix, base) in [("0x", 16.0), ("0o", 8.0), ("0b", 2.0)] where digits.hasPrefix(prefix) {
            radix = base
            text = text.dropFirst(2)
        }
        var value = 0.0
        for character in text {
            guard let digit = character.hexDigitValue, Double(digit) < radix else { return nil }
            value = value * radix + Double(digit)
        }
        return value
    }

    /// A unary operator of the program whose operand is `inout` (`postfix func ++ (v: inout Vec)`): run on the
    /// operand's place, which holds the parameter's last value after it.
    func inoutUnaryOperator(_ function: FunctionDecl, _ operand: Expr, _ env: Environment, at range: SourceRange) throws -> Value {
        var result: Value = .null
        try update(operand, env) { current in
            result = try self.callChangingFirst(function, [CallArgument(label: function.parameters.first?.label, value: current, range: range)],
                                                &current, at: range)
        }
        return result
    }

    /// Calls an operator function whose first parameter is `inout`; `first` (the operand's place) gets that
    /// parameter's last value.
    func callChangingFirst(_ function: FunctionDecl, _ args: [CallArgument], _ first: inout Value, at range: SourceRange) throws -> Value {
        var final = first
        let result = try callFunction(function, args, at: range) { inner in
            final = inner.lookup(function.parameters[0]) ?? final
        }
        first = final
        return result
    }

    func callPrefixOperator(_ op: String, _ value: Value, at range: SourceRange) throws -> Value {
        guard let function = prefixOperator(op, for: value) else { throw error("'\(op)' cannot be applied to \(typeName(of: value))", range) }
        return try callFunction(function, [CallArgument(label: function.parameters.first?.label, value: value, range: range)], at: range)
    }

    /// `area(radius:)`, `label`: a closure that calls the module's function with these labels (the one of that name,
    /// when none are written); nil for another name.
    func functionReference(_ name: String, at range: SourceRange) -> Value? {
        let base: String, parameters: [FunctionDecl.Parameter]
        if let (written, labels) = Overloads.compoundName(name) {
            guard let found = program.symbols.functions(named: written).first(where: { $0.map(\.label) == labels }) else { return nil }
            (base, parameters) = (written, found)
        } else {
            guard case .function(let function)? = program.declaration(name)?.kind else { return nil }
            (base, parameters) = (name, function.parameters)
        }
        return .closure(ClosureValue(closure: Interpreter.reference(to: base, parameters, at: range), environment: Environment(parent: nil)))
    }

    /// `[max, min]`, `map(abs)`: a standard function taking unlabelled arguments, as a closure that calls it.
    func standardFunctionReference(_ name: String, at range: SourceRange) -> Value? {
        guard let function = registry.functions[name], let arity = Checker.referenceArity(function) else { return nil }
        let parameters = (0..<arity).map { FunctionDecl.Parameter(label: nil, name: "_\($0)", type: nil, defaultValue: nil, range: range) }
        return .closure(ClosureValue(closure: Interpreter.reference(to: name, parameters, at: range), environment: Environment(parent: nil)))
    }

    /// The last meanings of a name: a standard function passed by name (`[max, min]`), as a closure that
    /// calls it; a property of the built-in value that is `self` (`indices` inside `extension Array`).
    func lastLookup(_ name: String, _ env: Environment, at range: SourceRange) throws -> Value? {
        if let reference = standardFunctionReference(name, at: range) { return reference }
        if let receiver = env.lookup("self"), userType(of: receiver) == nil, (try? member(of: receiver, name, at: range)) != nil {
            return try member(of: receiver, name, at: range)
        }
        return nil
    }

    /// `[User.admin("root"), .guest]`: an implicit member among elements of one of the program's types is
    /// that type's, as Swift infers the literal's element type.
    func implicitMembersTyped(_ elements: [Value], at range: SourceRange) throws -> [Value] {
        // `[Decimal(3), 1.5, 2]`, `[Float(1), 2.5]`: the literal's numbers are of that type, as Swift types the literal by its elements.
        if elements.count > 1, elements.contains(where: { if case .decimal = $0 { true } else { false } }) {
            return elements.map { FoundationDecimal.decimal($0).map(Value.decimal) ?? $0 }
        }
        if elements.count > 1, elements.contains(where: { if case .float = $0 { true } else { false } }) {
            return elements.map { SwiftFloat.float($0).map(Value.float) ?? $0 }
        }
        // (Typed by an element made as a value of the program's type, never by a bare `.name` another enum of the program
        // happens to have a case of: `[.leading, .top]` where an `Edge.Set` goes stays SwiftUI's beside `enum Position { case leading }`.)
        guard elements.count > 1, elements.contains(where: { if case .member = $0 { return true } else { return false } }),
              let typed = elements.lazy.compactMap({ element -> TypeSymbol? in
                  if case .member = element { return nil }
                  return self.userType(of: element)
              }).first else { return elements }
        return try elements.map { element in
            guard case .member(let name, _) = element else { return element }
            // `[Size.large, .small]`: the other elements are cases of the same enum (so they sort by its order).
            if typed.kind == .enumeration, !typed.cases.contains(name) { return element }
            return try coerce(element, to: .named(typed.name), at: range)
        }
    }

    /// A one-operand operator function the program declares for this value: a static one of its type, else a global one.
    func prefixOperator(_ op: String, for value: Value) -> FunctionDecl? {
        if let symbol = userType(of: value),
           let function = symbol.functions.first(where: { $0.name == op && $0.isStatic && $0.parameters.count == 1 }) {
            return function
        }
        let globals = program.symbols.overloads[op] ?? {
            if case .function(let function)? = program.declaration(op)?.kind { return [function] }
            return []
        }()
        return globals.first { $0.parameters.count == 1 }
    }

    /// `tally += "x"`, `best <~ 9` with an operator the program declares whose left operand is `inout`:
    /// the function runs on the place's value, and the place gets its parameter's last value (Swift's
    /// exclusive access: the function cannot read the place meanwhile). Operands no such operator
    /// takes get Swift's own (`x += 1`).
    func inoutOperator(_ expr: Expr, _ op: String, _ target: Expr, _ value: Expr, _ env: Environment) throws -> Value {
        let operand = try eval(value, env)
        var result: Value = .null
        var handled = true
        try update(target, env) { current in
            guard let function = self.inoutOperatorFunction(op, current, operand) else {
                guard case .assign = expr.kind else {
                    handled = false
                    return
                }
                try self.compoundAssign(String(op.dropLast()), &current, operand, at: expr.range)
                return
            }
            let args = zip(function.parameters, [current, operand]).map { CallArgument(label: $0.label, value: $1, range: expr.range) }
            result = try self.callChangingFirst(function, args, &current, at: expr.range)
        }
        // `a <~ b` that no operator of the program takes: an ordinary operator chain.
        return handled ? result : try evalChain(expr, env)
    }

    /// The program's operator `op` with an `inout` left operand that these operands choose: a static one of
    /// the left operand's type, else a global one.
    func inoutOperatorFunction(_ op: String, _ current: Value, _ operand: Value) -> FunctionDecl? {
        var candidates: [FunctionDecl] = []
        if let symbol = userType(of: current) {
            candidates = symbol.functions.filter { $0.name == op && $0.isStatic && $0.parameters.count == 2 && $0.parameters[0].isInout }
        }
        if candidates.isEmpty {
            let globals: [FunctionDecl]
            if let overloads = program.symbols.overloads[op] {
                globals = overloads
            } else if case .function(let function)? = program.declaration(op)?.kind {
                globals = [function]
            } else {
                globals = []
            }
            candidates = globals.filter { $0.parameters.count == 2 && $0.parameters[0].isInout }
        }
        guard !candidates.isEmpty else { return nil }
        let named: (String) -> SemanticType = { [program] name in program.symbols.types[name] != nil ? .named(name) : .unknown }
        return Overloads.choose(candidates, labels: { $0.parameters.map(\.label) },
                                argumentTypes: [runtimeType(of: current), runtimeType(of: operand)], expected: nil,
                                resultType: { _ in .unknown }, parameterType: { Overloads.writtenType($0, $1, named: named) })
            .map { candidates[$0.index] }
    }

    /// The `subscript` with these labels that an extension of the value's built-in type declares.
    func builtinExtensionSubscript(of value: Value, labels: [String?]) -> FunctionDecl? {
        let typeName = typeName(of: value)
        for body in program.symbols.builtinExtensions[typeName] ?? [] {
            if let function = body.functions.first(where: { $0.name == "subscript" && !$0.isStatic && Checker.labelsMatch($0.parameters, labels) }) {
                return function
            }
        }
        return nil
    }

    /// The positions a partial range held as a value covers in a collection of `count` elements
    /// (`let tail = 2...; items[tail]`); nil for any other index.
    func partialRangePositions(_ index: Value, count: Int, at range: SourceRange) throws -> Value? {
        guard case .object(let object) = index else { return nil }
        let low: Int, high: Int
        switch object.type {
        case SwiftLazySequences.fromType: (low, high) = (try int(object["lowerBound"], range), count)
        case "PartialRangeUpTo": (low, high) = (0, try int(object["upperBound"], range))
        case "PartialRangeThrough":
            let (end, overflow) = try int(object["upperBound"], range).addingReportingOverflow(1)
            (low, high) = (0, overflow ? Int.max : end)
        default: return nil
        }
        guard low >= 0, high <= count, low <= high else {
            throw error("the range \(low)..<\(high == Int.max ? "overflow" : String(high)) is out of bounds (count \(count))", range)
        }
        try chargeElements(high - low, at: range)
        return .array((low..<high).map { .int($0) })
    }

    func subscriptValue(_ value: Value, _ index: Value, at range: SourceRange) throws -> Value {
        switch (value, index) {
        case (.object(let object), .type(let keyType)) where object.type == EnvironmentValues.typeName:
            // `self[AccentedKey.self]` in a property of `extension EnvironmentValues`: the key's default.
            return try staticMember(keyType, "defaultValue", at: range)
        case (.object(let object), .int(let n)) where object.type == SwiftRegexes.matchTypeName || object.type == SwiftRegexes.outputTypeName:
            // `match[1].substring`, `match.output[1].substring`.
            return try SwiftRegexes.element(value, n, self, range)
        case (.object(let object), .string(let name)) where object.type == SwiftRegexes.outputTypeName:
            // `match.output["year"]?.substring`.
            return try SwiftRegexes.namedElement(value, name, self, range)
        case (.array(let items), .int(let i)):
            guard items.indices.contains(i) else { throw error("index \(i) is out of range (count \(items.count))", range) }
            return items[i]
        case (.object, _) where SwiftRanges.bounds(value) != nil:
            // `(0..<7)[2]`: a range's indices are its numbers; `(0..<7)[2..<4]`, a slice, is the range of those.
            guard let (low, high, closed) = SwiftRanges.bounds(value) else { return .null }
            let contains = { (n: Int) in n >= low && (closed ? n <= high : n < high) }
            if case .int(let n) = index {
                guard contains(n) else { throw error("index \(n) is out of range (\(describe(value)))", range) }
                return index
            }
            guard let (from, to, toClosed) = SwiftRanges.bounds(index), from <= to,
                  contains(from) || (from == to && !toClosed), toClosed ? contains(to) : (to == from || contains(to - 1)) else {
                throw error("\(typeName(of: value)) cannot be subscripted with \(describe(index))", range)
            }
            return index
        case (.dictionary(let pairs), _):
            return pairs.first { equal($0.key, index) }?.value ?? .null
        case (.string(let s), .int(let i)):
            let characters = Array(s)
            guard characters.indices.contains(i) else { throw error("index \(i) is out of range (count \(characters.count))", range) }
            return .string(String(characters[i]))
        case (.array(let items), .array(let positions)):
            // `items[0..<2]`, `items[1...]`: a range is the list of its positions.
            return .array(try slice(items, positions, at: range))
        case (.string, .object), (.array, .object):
            // `items[range]` of a range held as a value: its numbers are the positions.
            if SwiftRanges.bounds(index) != nil { return try subscriptValue(value, try materialized(index, at: range), at: range) }
            if let positions = try partialRangePositions(index, count: { if case .array(let items) = value { items.count } else if case .string(let s) = value { s.count } else { 0 } }(), at: range) {
                return try subscriptValue(value, positions, at: range)
            }
            // `text[text.range(of: "x")!]`: a range of character offsets.
            guard let positions = SwiftStringIndex.positions(index) else {
                throw error("\(typeName(of: value)) cannot be subscripted with \(typeName(of: index))", range)
            }
            return try subscriptValue(value, .array(positions), at: range)
        case (.string(let s), .array(let positions)):
            return .string(try slice(s.map { .string(String($0)) }, positions, at: range).map { if case .string(let c) = $0 { c } else { "" } }.joined())
        case (.data(let bytes), .int(let i)):
            // `data[1]`: a byte (a UInt8, an Int here) at that index. Data's indices are positions in
            // the bytes it was cut from, as in Foundation: `data[2..<4][2]` is `data[2]`.
            guard bytes.indices.contains(i) else { throw error("index \(i) is out of range (indices \(bytes.startIndex)..<\(bytes.endIndex))", range) }
            return .int(Int(bytes[i]))
        case (.data(let bytes), _):
            // `data[1..<3]`, `data[2...]`: the bytes at those indices, as Data that keeps them (a slice).
            guard let (low, high) = try FoundationDataBytes.bounds(self, index, in: bytes, at: range) else {
                throw error("Data cannot be subscripted with \(typeName(of: index))", range)
            }
            guard bytes.startIndex <= low, high <= bytes.endIndex, low <= high else {
                throw error("the range \(low)..<\(high) is out of bounds (indices \(bytes.startIndex)..<\(bytes.endIndex))", range)
            }
            return .data(bytes[low..<high])
        default:
            throw error("\(typeName(of: value)) cannot be subscripted with \(typeName(of: index))", range)
        }
    }
}

extension Interpreter {
    /// `a + b + c` is `(a + b) + c`: the operators down the left side are applied
    /// in a loop, from the innermost, so a long flat chain costs no recursion.
    /// `&&` and `||` stop as soon as the result is known, as in Swift.
    func evalChain(_ expr: Expr, _ env: Environment) throws -> Value {
        var spine: [Expr] = []
        var leftmost = expr
        while case .binary(_, let lhs, _) = leftmost.kind {
            spine.append(leftmost)
            leftmost = lhs
        }
        var value = try eval(leftmost, env)
        var leftRange = leftmost.range
        for node in spine.reversed() {
            guard case .binary(let op, _, let rhs) = node.kind else { continue }
            try tick(node.range)
            switch op {
            case "&&":
                value = try truth(value, leftRange) ? .bool(try truth(try eval(rhs, env), rhs.range)) : .bool(false)
            case "||":
                value = try truth(value, leftRange) ? .bool(true) : .bool(try truth(try eval(rhs, env), rhs.range))
            case "??":
                if value.isNull { value = try eval(rhs, env) }
            default:
                value = try binary(op, value, try eval(rhs, env), at: node.range)
            }
            leftRange = node.range
        }
        return value
    }
}

extension Interpreter {
    /// The value a member is taken of. `.now.addingTimeInterval(60)`: a chain that starts at
    /// a static property of Date is that Date (the checker typed it so).
    /// `URL` in `URL.self`, `[URL]` in `[URL].self` (Checker's `calledTypeAsValue`).
    private func calledTypeValue(_ base: Expr, _ env: Environment) -> Value? {
        switch base.kind {
        case .identifier(let typeName):
            guard env.lookup(typeName) == nil, program.symbols.types[typeName] == nil,
                  registry.functions[typeName] != nil || registry.views[typeName] != nil else { return nil }
            return .type(typeName)
        case .array(let elements) where elements.count == 1:
            return calledTypeValue(elements[0], env).map { .array([$0]) }
        default:
            return nil
        }
    }

    func evalReceiver(_ base: Expr, _ env: Environment) throws -> Value {
        let value = try eval(base, env)
        guard case .implicitMember = base.kind else { return value }
        return try coerce(value, to: .date, at: base.range)
    }
}

extension Interpreter {
    /// The elements at `positions` (a range's values, in order); each must be in range, as in Swift.
    func slice(_ items: [Value], _ positions: [Value], at range: SourceRange) throws -> [Value] {
        try chargeElements(positions.count, at: range)
        return try positions.map { position in
            guard case .int(let i) = position, items.indices.contains(i) else {
                throw error("range \(positions.first.map(describe) ?? "")…\(positions.last.map(describe) ?? "") is out of range (count \(items.count))", range)
            }
            return items[i]
        }
    }
}

extension Interpreter {
    /// A function passed by name (`items.map(label)`): the closure `{ label($0) }`, with the
    /// function's argument labels.
    static func reference(to name: String, _ parameters: [FunctionDecl.Parameter], at range: SourceRange, on receiver: Expr? = nil) -> Closure {
        let arguments = parameters.indices.map { Argument(label: parameters[$0].label, value: Expr(.anonymousArgument($0), range)) }
        let callee = receiver.map { Expr(.member(base: $0, name: name, nameRange: range), range) } ?? Expr(.identifier(name), range)
        let call = Expr(.call(callee: callee, arguments: arguments, trailingClosures: []), range)
        var closure = Closure(parameters: [], body: [Stmt(.expr(call), range)], range: range)
        closure.anonymousArgumentCount = parameters.count
        return closure
    }
}

extension Interpreter {
    /// The number type (`Double`, else `Int`) with a static property of this name, for `-.infinity`.
    func numberStatic(_ name: String) -> String? {
        ["Double", "Int"].first { registry.types[$0]?.statics[name]?.isProperty == true }
    }

    /// The value of such a static property (`.ulpOfOne`), of Int's first beside an Int (`level < .max`);
    /// nil when neither number type has it.
    func numberStaticValue(_ name: String, beside other: Value? = nil, at range: SourceRange) throws -> Value? {
        var typeName = numberStatic(name)
        if case .int? = other, registry.types["Int"]?.statics[name]?.isProperty == true { typeName = "Int" }
        guard let typeName, let member = registry.types[typeName]?.statics[name] else { return nil }
        return try member.body(self, .type(typeName), [], range)
    }
}

extension Interpreter {
    /// A prefix operator on a value the cases of `eval` do not take: `-angle` (SwiftUI's `Angle`), else an error.
    /// (Apart from `eval`, whose frame each level of a nested expression holds.)
    func unaryOperatorFallback(_ op: String, _ value: Value, at range: SourceRange) throws -> Value {
        if op == "-", let negated = SwiftUIAngles.negated(value) { return negated }
        throw error("'\(op)' cannot be applied to \(typeName(of: value))", range)
    }
}
