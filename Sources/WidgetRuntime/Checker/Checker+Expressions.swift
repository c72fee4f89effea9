import WidgetLanguage

extension Checker {
    static let builtinValues: [String: SemanticType] = [
        "now": .date, "family": .family,
    ]
    static let builtinTypeValues = ["Date", "Color", "Font", "Calendar", "String", "Int", "Double", "Bool", "WidgetFamily", "Any"]

    /// Infers the type of an expression, reporting what is wrong with it.
    /// `expected` helps with `.member` shorthand and empty literals.
    /// A type recorder (an editor's) is told each expression's type.
    @discardableResult
    func infer(_ expr: Expr, in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        guard let typeRecorder else { return inferType(expr, in: scope, expected: expected) }
        let type = inferType(expr, in: scope, expected: expected)
        typeRecorder.record(expr, type, expected: expected)
        return type
    }

    private func inferType(_ expr: Expr, in scope: Scope, expected: SemanticType?) -> SemanticType {
        switch expr.kind {
        case .integer:
            if case .double? = expected?.unwrapped {
                // `weights.append(3)` on a `[Double]`: the literal is a Double, as Swift types it.
                symbols.doubleLiterals.insert(expr.range.start.offset)
                return .double
            }
            // `let budget: Money = 50` where `Money: ExpressibleByIntegerLiteral`: the type's `init(integerLiteral:)` makes it.
            if let made = programLiteral(expr, expected, "ExpressibleByIntegerLiteral") { return made }
            return .int
        case .largeInteger(let digits):
            return largeIntegerType(digits, expected: expected, at: expr.range)
        case .regex(let written):
            // A regex literal is Swift's `Regex`; one that does not parse is refused, as swiftc refuses it.
            if case .failure(let problem) = SwiftRegexes.compile(SwiftRegexes.pattern(ofLiteral: written)) {
                error("the regex literal does not parse: \(problem)", at: expr.range)
            }
            return .named(SwiftRegexes.typeName)
        case .double:
            // `let price: Money = 1.25` where `Money: ExpressibleByFloatLiteral`: the type's `init(floatLiteral:)` makes it.
            if let made = programLiteral(expr, expected, "ExpressibleByFloatLiteral") { return made }
            return .double
        case .bool:
            // `let on: Flag = true` where `Flag: ExpressibleByBooleanLiteral`: the type's `init(booleanLiteral:)` makes it.
            if let made = programLiteral(expr, expected, "ExpressibleByBooleanLiteral") { return made }
            return .bool
        case .nil:
            // `"accent": nil` where a `JSONValue: ExpressibleByNilLiteral` goes (not an optional of it): its `init(nilLiteral:)`.
            if case .named? = expected, let made = programLiteral(expr, expected, "ExpressibleByNilLiteral") { return made }
            return expected ?? .optional(.unknown)
        case .string(let parts):
            for case .expr(let inner) in parts {
                let type = infer(inner, in: scope)
                // `"\(count)"` of an `Int?` reads `Optional(3)` in Swift.
                if tree.isSwift { noteOptional(inner, type, in: scope) }
                if !symbols.builtinExtensions.isEmpty { noteInterpolationOverload(inner, type) }
            }
            if case .date? = expected?.unwrapped, parts.count == 1, case .text(let text) = parts[0] {
                return dateLiteralType(text, at: expr.range)
            }
            // `let tag: Tag = "news"` where `Tag: ExpressibleByStringLiteral`: the type's `init(stringLiteral:)` makes it.
            if parts.count == 1, case .text = parts[0], let made = programLiteral(expr, expected, "ExpressibleByStringLiteral") { return made }
            return .string
        case .identifier(let name):
            return identifierType(name, at: expr.range, in: scope)
        case .anonymousArgument(let index):
            return scope.anonymousArgument(index) ?? anonymousArgumentOutside(index, at: expr.range)
        case .implicitMember(let name):
            return implicitMemberType(name, expected: expected, at: expr.range)
        case .member(let base, let name, let nameRange):
            if case .identifier("self") = base.kind, selfContext == nil, builtinSelf == nil, scope.lookup("self") == nil {
                // `self.service` in a provider's code, whose stored properties are local names there.
                return identifierType(name, at: nameRange, in: scope)
            }
            if name == "isCancelled", case .identifier("Task") = base.kind, scope.lookup("Task") == nil, symbols.types["Task"] == nil {
                return .bool  // `Task.isCancelled`: a task runs to its end, never cancelled
            }
            return memberType(base: base, name: name, nameRange: nameRange, in: scope, expected: expected)
        case .call(let callee, let arguments, let trailing):
            return callType(expr, callee: callee, arguments: arguments, trailing: trailing, in: scope, expected: expected)
        case .binary:
            // `let third: Double = 1 / 3`: arithmetic of number literals alone where a Double (a Float, a Decimal) goes is
            // computed on Doubles, as Swift gives each literal the type; not an Int division.
            if case .double? = expected?.unwrapped, Checker.isLiteralArithmetic(expr) { markDoubleLiterals(expr) }
            return chainType(expr, in: scope, expected: expected)
        case .ternary(let condition, let then, let otherwise):
            expectBool(condition, in: scope, what: "the condition of '?:'")
            let a = infer(then, in: scope, expected: expected)
            let b = infer(otherwise, in: scope, expected: expected ?? a)
            // `.background(dark ? Color.gray : nil)` where a style goes: the other branch's type, made optional (a `nil`
            // typed by the context would be the protocol `ShapeStyle`, not that type).
            if case .nil = otherwise.kind, case .named("ShapeStyle")? = expected { return a.isUnknown ? a : .optional(a.unwrapped) }
            if case .nil = then.kind, case .named("ShapeStyle")? = expected { return b.isUnknown ? b : .optional(b.unwrapped) }
            // `done ? 1 : 0.5` is a Double, its integer literal too (not given to `Any`, as `print`'s are).
            if expected != .unknown, (a == .int && b == .double) || (a == .double && b == .int) || expected == .double && a == .int && b == .int {
                recordDoubleLiterals(then)
                recordDoubleLiterals(otherwise)
            }
            // `even ? Square(…) : Circle(…)` where an `any Shape` (a type the checker does not follow) or an `Any` goes: two
            // types, each the context's, as Swift converts each branch to it.
            if a != b, let expected, !a.isUnknown, !b.isUnknown, isAssignable(a, to: expected), isAssignable(b, to: expected) {
                return expected
            }
            return join(a, b, at: expr.range)
        case .assign("=", let target, let value) where target.kind == .identifier("_"):
            // `_ = f()`: the value is computed and dropped.
            infer(value, in: scope)
            return .void
        case .assign(let op, let target, let value):
            checkAssignment(op, target, value, in: scope)
            return .void
        case .closure(let closure):
            inferClosure(closure, in: scope, parameterTypes: [])
            return .closure
        default:
            return inferCompound(expr, in: scope, expected: expected)
        }
    }

    /// The `OptionSet` the context names, when an array literal goes there: a struct of the program (`let s: Style = [.bold]`)
    /// or a built-in option set (`options: [.caseInsensitive, .numeric]`).
    func optionSetLiteralType(_ expected: SemanticType?) -> SemanticType? {
        guard case .named(let name)? = expected?.unwrapped else { return nil }
        guard let symbol = symbols.types[name] else { return registry.types[name]?.isOptionSet == true ? .named(name) : nil }
        guard symbol.kind == .structure, symbol.conformances.contains("OptionSet") else { return nil }
        return .named(name)
    }

    /// How many arguments a standard function takes when passed by name (`max` takes 2): its first form's,
    /// when they are all unlabelled; nil for one that needs labels or takes none.
    static func referenceArity(_ function: BuiltinCallable) -> Int? {
        guard let form = function.overloads.first, !form.parameters.isEmpty, form.closures.isEmpty,
              form.parameters.allSatisfy({ $0.label == nil && $0.isRequired }) else { return nil }
        return form.parameters.count
    }

    /// A one-operand operator function the program declares for an operand of this type: a static
    /// one of the operand's type, else a global one.
    func prefixOperator(_ op: String, for type: SemanticType) -> FunctionDecl? {
        if case .named(let typeName) = type.unwrapped, let symbol = symbols.types[typeName],
           let function = symbol.functions.first(where: { $0.name == op && $0.isStatic && $0.parameters.count == 1 }) {
            return function
        }
        return globalFunctions(named: op).first { $0.parameters.count == 1 }
    }

    /// The file's functions with this name (an overloaded one's every declaration).
    func globalFunctions(named name: String) -> [FunctionDecl] {
        if let overloads = symbols.overloads[name] { return overloads }
        if let index = declarationIndex[name], case .function(let function) = tree.declarations[index].kind { return [function] }
        return []
    }

    /// The result type of a subscript of the file's type `typeName` (a generic one's type parameters unknown).
    private func userSubscriptType(_ typeName: String, isStatic: Bool, _ arguments: [Argument], in scope: Scope) -> SemanticType {
        guard let symbol = symbols.types[typeName],
              let first = symbol.function("subscript", isStatic: isStatic, orDefaultIn: symbols.types) else { return .unknown }
        let chosen = memberOverload(first, of: symbol, at: nil, arguments: arguments, trailing: [], in: scope, expected: nil)
        return withGenerics(chosen.genericParameters) { chosen.returnType.map(resolveQuietly) ?? .unknown }
    }

    private func anonymousArgumentOutside(_ index: Int, at range: SourceRange) -> SemanticType {
        error("'$\(index)' is only available inside a closure", at: range)
        return .unknown
    }

    /// A date written as an ISO-8601 literal where a date is expected, as in seed 004.
    private func dateLiteralType(_ text: String, at range: SourceRange) -> SemanticType {
        if !isDateLiteral(text) {
            error("'\(text)' is not an ISO-8601 date such as \"2024-12-04T05:22:15Z\"", at: range)
        }
        return .date
    }

    /// `.warm[0]` where a `Palette` goes: the start of an implicit member chain is a static of the contextual type (a
    /// collection of its values), bound to that type as Swift resolves it; nil for another base.
    private func implicitMemberSubscriptBase(_ base: Expr, expected: SemanticType?) -> SemanticType? {
        guard case .implicitMember(let name) = base.kind, let owner = implicitMemberOwner(name, expected: expected),
              symbols.types[owner]?.staticFields.contains(where: { $0.name == name }) == true
                || symbols.types[owner].flatMap({ instanceComputed(name, of: $0, isStatic: true) }) != nil else { return nil }
        bindImplicitMember(at: base.range, to: owner)
        return staticMemberType(owner, name, at: base.range)
    }

    /// `infer` of the expressions other than literals, names, members, calls,
    /// operator chains and closures: apart, so `infer`'s own code stays short.
    private func inferCompound(_ expr: Expr, in scope: Scope, expected: SemanticType?) -> SemanticType {
        switch expr.kind {
        case .subscript(let base, let arguments):
            let baseType = implicitMemberSubscriptBase(base, expected: expected) ?? infer(base, in: scope)
            if arguments.count == 1, arguments[0].label == "keyPath" {
                // `item[keyPath: path]` on any value: what the path leads to.
                infer(arguments[0].value, in: scope)
                return .unknown
            }
            // `themes[.dark]` of a `[Theme: Color]`: the key where the dictionary's key type goes.
            var keyType: SemanticType?
            if case .dictionary(let key, _) = baseType.unwrapped { keyType = key }
            let indexType = arguments.first.map { subscriptIndexType($0.value, in: scope, expected: keyType) } ?? .unknown
            arguments.dropFirst().forEach { infer($0.value, in: scope) }
            // `items[0..<2]`, `items[1...]` are slices (a range is an array of its positions); `counts[key, default: 0]` is never nil.
            let bySlice: Bool
            switch indexType {
            case .array: bySlice = true
            case .named(let name) where SwiftRanges.isRangeType(name): bySlice = true
            default: bySlice = false
            }
            // `items[safe: 3]` of `extension Array { subscript(safe index: Int) -> Element? }`: the program's subscript's result.
            if !symbols.builtinExtensions.isEmpty, arguments.contains(where: { $0.label != nil }),
               let result = builtinExtensionSubscriptType(baseType.unwrapped, arguments) {
                return result
            }
            switch baseType.unwrapped {
            case .array(let element): return bySlice ? baseType.unwrapped : element
            case .string: return .string
            // `data[1]` is a byte; `data[1..<3]`, `data[2...]` are Data.
            case .data: return bySlice ? .data : .int
            case .dictionary(_, let value): return arguments.contains { $0.label == "default" } ? value : .optional(value)
            case .unknown: return .unknown
            // `self[SituationKey.self]` in `extension EnvironmentValues`: the key's default value, known when it runs.
            case .named(EnvironmentValues.typeName): return .unknown
            // `match[1]`: the capture of a regex's match.
            case .named(SwiftRegexes.matchTypeName): return .named(SwiftRegexes.elementTypeName)
            // `(0..<7)[2]`, `(0..<7)[2..<4]`: a range's indices are its numbers; a slice of it is a range.
            case .named(let typeName) where SwiftRanges.isRangeType(typeName): return bySlice ? baseType.unwrapped : .int
            case .named(let typeName) where symbols.types[typeName]?.function("subscript", isStatic: false, orDefaultIn: symbols.types) != nil:
                // A `subscript` of the file's own type: its result type (of the overload the arguments choose).
                return userSubscriptType(typeName, isStatic: false, arguments, in: scope)
            case .metatype(let typeName) where symbols.types[typeName]?.function("subscript", isStatic: true) != nil:
                // `Planets[1]`: a `static subscript`.
                return userSubscriptType(typeName, isStatic: true, arguments, in: scope)
            default:
                error("a value of type \(baseType) cannot be subscripted", at: expr.range)
                return .unknown
            }
        case .unary(let op, let operand) where op == "each" || op == "repeat":
            return packExpansionType(op, operand, in: scope, at: expr.range)
        case .unary(let op, let operand):
            return unaryType(op, operand, in: scope, at: expr.range)
        case .keyPath(_, let path):
            checkKeyPathSubscripts(path, at: expr.range)
            return .keyPath
        case .array(let elements):
            if let optionSet = optionSetLiteralType(expected) {
                // `[.bold, .italic]`, `[]` where a `Style: OptionSet` goes: the set of those members (`SwiftOptionSets`).
                for element in elements {
                    let type = infer(element, in: scope, expected: optionSet)
                    if !isAssignable(type, to: optionSet) {
                        error("cannot use a value of type \(type) as a member of \(optionSet)", at: element.range)
                    }
                }
                return optionSet
            }
            // `let list: Playlist = [a, b]` where `Playlist: ExpressibleByArrayLiteral`: its `init(arrayLiteral:)` makes it.
            if case .named(let name)? = programLiteral(expr, expected, "ExpressibleByArrayLiteral") {
                let elementType = literalInitializerParameter(of: name, "arrayLiteral")
                for element in elements { infer(element, in: scope, expected: elementType) }
                return .named(name)
            }
            var elementType: SemanticType = .unknown
            if case .array(let e)? = expected?.unwrapped { elementType = e }
            var first: SemanticType?
            var numbers = (ints: false, doubles: false, others: false)
            // (`[even ? Square() : Circle(), …]` where an `[any Shape]` goes: each element's context is the element type
            // the checker does not follow, as Swift converts each branch to it.)
            let givenElement: Bool = { if case .array? = expected?.unwrapped { return true } else { return false } }()
            for element in elements {
                let context = elementType.isUnknown && !(givenElement && Checker.isTernary(element)) ? first : elementType
                let type = infer(element, in: scope, expected: context)
                if first == nil { first = type } else if let f = first, f != type { first = join(f, type, at: nil) }
                switch type {
                case .int: numbers.ints = true
                case .double: numbers.doubles = true
                default: numbers.others = true
                }
            }
            // `[1.5, 2]`, `let xs: [Double] = [1, 2]`: the integer literals among Doubles are Doubles (not in `[Any]`).
            if elementType == .double || elementType.isUnknown && numbers.doubles && !numbers.others && expected?.unwrapped != .array(.unknown) {
                elements.forEach(recordDoubleLiterals)
            }
            if !elementType.isUnknown { return .array(elementType) }
            return .array(first ?? .unknown)
        case .dictionary(let entries):
            // `let r: Ratings = ["a": 1]` where `Ratings: ExpressibleByDictionaryLiteral`: its `init(dictionaryLiteral:)`.
            if case .named(let name)? = programLiteral(expr, expected, "ExpressibleByDictionaryLiteral") {
                var keyType: SemanticType?, valueType: SemanticType?
                if case .tuple(_, let parts)? = literalInitializerParameter(of: name, "dictionaryLiteral"), parts.count == 2 {
                    (keyType, valueType) = (parts[0], parts[1])
                }
                for entry in entries {
                    infer(entry.key, in: scope, expected: keyType)
                    infer(entry.value, in: scope, expected: valueType)
                }
                return .named(name)
            }
            var keyType: SemanticType = .unknown, valueType: SemanticType = .unknown
            var valueTypes: [SemanticType] = []
            // `let themes: [String: Theme] = ["a": .dark]`: each key and value where the written type's go.
            var expectedKey: SemanticType?, expectedValue: SemanticType?
            if case .dictionary(let key, let value)? = expected?.unwrapped { (expectedKey, expectedValue) = (key, value) }
            for entry in entries {
                keyType = infer(entry.key, in: scope, expected: expectedKey)
                valueType = infer(entry.value, in: scope, expected: expectedValue)
                valueTypes.append(valueType)
            }
            // `["low": 1, "high": 2.5]`: the integer literals among Double values are Doubles.
            if valueTypes.contains(.double), valueTypes.allSatisfy({ $0 == .double || $0 == .int }), expected?.unwrapped != .dictionary(keyType, .unknown) {
                entries.forEach { recordDoubleLiterals($0.value) }
                return .dictionary(keyType, .double)
            }
            return .dictionary(keyType, valueType)
        case .try(let kind, let inner):
            let type = infer(inner, in: scope, expected: expected)
            if kind == .optional, case .optional = type { return type }
            return kind == .optional ? .optional(type) : type
        case .forceUnwrap(let inner):
            // (`.byName["sea"]!` where a `Palette` goes: the subscript's implicit member is looked up in `Palette`.)
            if case .subscript(let base, _) = inner.kind, case .implicitMember = base.kind {
                return infer(inner, in: scope, expected: expected.map { .optional($0.unwrapped) }).unwrapped
            }
            return infer(inner, in: scope).unwrapped
        case .bindOptional(let inner):
            return infer(inner, in: scope).unwrapped
        case .optionalChain(let inner):
            let type = infer(inner, in: scope)
            if case .optional = type { return type }
            return type.isUnknown || type == .void ? type : .optional(type)
        case .parenthesized(let inner):
            return infer(inner, in: scope, expected: expected)
        case .tuple(let elements):
            return tupleType(elements, in: scope, expected: expected, at: expr.range)
        case .cast(let op, let inner, let type):
            return castType(op, inner, type, in: scope)
        case .postfixOperator(let op, let operand):
            return postfixOperatorType(op, operand, in: scope, at: expr.range)
        case .postfixRange(let inner):
            // `1...`: the numbers from 1 on, a value of its own (SwiftLazySequences).
            let bound = infer(inner, in: scope)
            if bound == .int { return .named(SwiftLazySequences.fromType) }
            // `2.0...`, `"m"...`: a bound of another Comparable type, for `~=` and a `case` (not a sequence).
            if SwiftComparableRanges.type("...", bound, bound, isComparable: { symbols.types[$0] != nil }) != nil { return .unknown }
            if !bound.isUnknown { error("a range open at the top ('x...') as a value needs an Int bound, not \(bound)", at: expr.range) }
            return .unknown
        case .bindingPattern(let name, _):
            error("'let \(name)' binds a name only in a 'case' pattern", at: expr.range)
            return .unknown
        case .integer, .largeInteger, .double, .regex, .bool, .nil, .string, .identifier, .anonymousArgument, .implicitMember, .member, .call,
             .binary, .ternary, .assign, .closure:
            return infer(expr, in: scope, expected: expected)
        }
    }

    /// `let limit: Double = 18_446_744_073_709_551_615` is a Double; as an integer it does not fit.
    /// `state &+= 0x9E3779B97F4A7C15` (a `UInt64`'s upper half) is an integer; the checker's one integer type says
    /// nothing of its width, so where the literal goes a `UInt64` must take it (in an `Int`, it is an overflow where it runs).
    private func largeIntegerType(_ digits: String, expected: SemanticType?, at range: SourceRange) -> SemanticType {
        if case .double? = expected?.unwrapped { return .double }
        if Interpreter.unsignedValue(ofDigits: digits) == nil { error(Checker.largeIntegerMessage(digits), at: range) }
        return .int
    }

    /// `50%`: a postfix operator the program declares (`postfix func % (x: Double) -> Double`).
    private func postfixOperatorType(_ op: String, _ operand: Expr, in scope: Scope, at range: SourceRange) -> SemanticType {
        let type = infer(operand, in: scope)
        if let function = prefixOperator(op, for: type) { return function.returnType.map(resolveQuietly) ?? .unknown }
        if !type.isUnknown { error("'\(op)' is not a postfix operator; declare 'postfix func \(op)' for \(type)", at: range) }
        return .unknown
    }

    private func packExpansionType(_ word: String, _ operand: Expr, in scope: Scope, at range: SourceRange) -> SemanticType {
        // One error for `repeat f(each x)`: the expansion's, not again for each `each` inside.
        if word == "each" { infer(operand, in: scope) }
        error(Checker.parameterPackMessage(word), at: range)
        return .unknown
    }

    /// What is wrong with `each x` and `repeat …` (read by the parser, not run).
    static func parameterPackMessage(_ word: String) -> String {
        "'\(word)': parameter packs (each, repeat) are not supported in Widgetry"
    }

    /// What is wrong with a regex literal (read by the parser, not run).

    /// What is wrong with an integer literal beyond `UInt64`'s range used as an integer.
    static func largeIntegerMessage(_ digits: String) -> String {
        "integer literal '\(digits)' overflows: the widest integer, UInt64, holds up to 18446744073709551615"
    }

    /// Whether `text` is an ISO-8601 date, remembered per text (see `DateLiterals`).
    func isDateLiteral(_ text: String) -> Bool {
        if let known = dateLiterals[text] { return known }
        let valid = DateLiterals.shared.isValid(text)
        dateLiterals[text] = valid
        return valid
    }

    /// The program's type the context wants where it conforms to a literal protocol (`ExpressibleByIntegerLiteral`):
    /// a literal there is made by the type (`Interpreter.coerce`).
    /// The program's type a literal where `expected` goes makes, through its `init(…Literal:)` (`literalProtocol`), kept
    /// for the interpreter (`Symbols.literalTypes`); nil where the literal is the standard type's.
    func programLiteral(_ literal: Expr, _ expected: SemanticType?, _ literalProtocol: String) -> SemanticType? {
        guard case .named(let name)? = literalExpressibleType(expected, literalProtocol) else { return nil }
        symbols.literalTypes[literal.range.start.offset] = name
        return .named(name)
    }

    /// The type of each element `init(<label> elements: T...)` of the program's type takes (nil where it is not written).
    func literalInitializerParameter(of typeName: String, _ label: String) -> SemanticType? {
        guard let symbol = symbols.types[typeName],
              let parameter = (symbol.initializers + symbol.extensionInitializers).lazy.compactMap({ $0.parameters.first }).first(where: { $0.label == label }),
              let written = parameter.type else { return nil }
        let type = resolveQuietly(written)
        return type.isUnknown ? nil : type
    }

    func literalExpressibleType(_ expected: SemanticType?, _ literalProtocol: String) -> SemanticType? {
        guard case .named(let name)? = expected?.unwrapped, let symbol = symbols.types[name], symbol.kind != .protocolType,
              symbol.conformanceClosure(in: symbols.types).contains(literalProtocol) else { return nil }
        return .named(name)
    }

    /// The type of a name written alone, found as Swift finds it (`NameBinding`): the blocks around it, the members of
    /// the type whose code it is (a built-in `self`'s in an extension of a built-in type), the module's declarations,
    /// the built-ins. What it found is kept for the interpreter (`Symbols.nameBindings`).
    func identifierType(_ name: String, at range: SourceRange, in scope: Scope) -> SemanticType {
        if let variable = scope.lookup(name) {
            switch variable.origin {
            case .local:
                bindName(name, .local(variable.place), at: range)
                if variable.isAsyncLet { symbols.awaitedLets.insert(range.start.offset) }
            case .member:
                bindName(name, .member, at: range)
                // `count` in a method of the program's type: that type's member, as the checker found it (`MemberBinding`); in a
                // protocol's extension, the extension's where it adds the member and the protocol does not require it.
                if let selfContext, !selfContext.isStatic { bindMember(name, of: selfContext.type, at: range) }
            case .required: bindName(name, .requiredMember, at: range)
            case .type(let qualified): bindName(name, .type(qualified), at: range)
            }
            return variable.type
        }
        if let builtinSelf, let type = builtinSelfMemberType(name, of: builtinSelf, in: scope, at: range) { return type }
        if let context = selfContext, let method = selfMethodReference(name, of: context) {
            return bindName(name, .selfMethod(method.name, labels: method.parameters.map(\.label)), at: range, .closure)
        }
        if let context = selfContext, let (owner, type) = enclosingStaticType(name, from: context.type, at: range) {
            return bindName(name, .enclosingStatic(owner), at: range, type)
        }
        // `private var maxErrors = DEFAULT_MAX`: a stored property's initial value names its type's statics bare, as in Swift.
        if let owner = storedDefaultOwner, let (declaring, type) = enclosingStaticType(name, from: owner, includingItself: true, at: range) {
            return bindName(name, .enclosingStatic(declaring), at: range, type)
        }
        if let global = symbols.globals[name] { return bindName(name, .global, at: range, global.type) }
        if symbols.sources[name] != nil { return bindName(name, .source, at: range, .source) }
        if symbols.types[name] != nil { return bindName(name, .type(name), at: range, .metatype(name)) }
        // `Scores.self` where `typealias Scores = [String: Int]`: the type the alias names.
        if symbols.typeAliases[name] != nil { return bindName(name, .type(name), at: range, .metatype(name)) }
        if let builtin = Checker.builtinValues[name] { return bindName(name, .builtinValue, at: range, builtin) }
        if registry.types[name] != nil { return bindName(name, .type(name), at: range, .metatype(name)) }
        if Checker.builtinTypeValues.contains(name) { return bindName(name, .type(name), at: range, .metatype(name)) }
        if name == "modelContext" {
            // The run's one context, a value of `ModelContext` (`context: modelContext` where one goes); in a model's own code,
            // SwiftData's `PersistentModel.modelContext`, an optional (`guard let context = modelContext`).
            let inModel = selfContext.flatMap { symbols.types[$0.type] }?.kind == .model
            return bindName(name, .type("ModelContext"), at: range, inModel ? .optional(.named("ModelContext")) : .named("ModelContext"))
        }
        // `Array<Step>.mock`: a standard generic type with its arguments written (its statics are the extensions').
        // (`[AppIntentRecommendation<PickIntent>]()`: a generic type of the frameworks, its arguments written.)
        if let base = GenericName.base(name), SwiftModules.standardGenericTypes.contains(base) || registry.types[base] != nil {
            return bindName(name, .type(base), at: range, .metatype(base))
        }
        // `NSLocalizedDescriptionKey`, `NSEC_PER_SEC`: Foundation's global constants.
        if FoundationConstants.isConstant(name, in: registry) {
            return bindName(name, .builtinStatic(FoundationConstants.typeName), at: range, staticMemberType(FoundationConstants.typeName, name, at: range))
        }
        return unknownIdentifierType(name, at: range, in: scope)
    }

    /// `limit` written in `Outer.Inner`: a static property or case of a type the code's type is declared in, the nearest
    /// first, as Swift looks outwards. The type that declares it, and the name's type.
    func enclosingStaticType(_ name: String, from typeName: String, includingItself: Bool = false, at range: SourceRange) -> (String, SemanticType)? {
        var current = includingItself ? typeName : symbols.types[typeName]?.enclosingType
        var depth = 0
        while let outer = current, let symbol = symbols.types[outer], depth < 16 {
            if symbol.staticFields.contains(where: { $0.name == name }) || symbol.computed.contains(where: { $0.isStatic && $0.name == name })
                || (symbol.kind == .enumeration && symbol.cases.contains(name) && !enumCaseHasAssociatedValues(name, of: outer)) {
                return (outer, staticMemberType(outer, name, at: range))
            }
            current = symbol.enclosingType
            depth += 1
        }
        return nil
    }

    /// `draw(color: tint(for:))`, `[1, 2].map(double)`: the method of `self`'s type (a static one in a static member) the
    /// name gives by its base name and, when written, its labels; the first of that name when the labels are not written.
    func selfMethodReference(_ name: String, of context: (type: String, isStatic: Bool)) -> FunctionDecl? {
        guard let symbol = symbols.types[context.type] else { return nil }
        let (base, labels) = Overloads.compoundName(name) ?? (name, nil)
        return symbol.functions.first {
            $0.name == base && $0.isStatic == context.isStatic && !$0.body.isEmpty && (labels == nil || $0.parameters.map(\.label) == labels)
        }
    }

    /// Whether an expression is number literals joined by `+`, `-`, `*`, `/` (in parentheses, negated), with an operator.
    static func isLiteralArithmetic(_ expr: Expr, depth: Int = 0) -> Bool {
        guard depth < 64 else { return false }
        switch expr.kind {
        case .integer, .double: return depth > 0
        case .parenthesized(let inner): return isLiteralArithmetic(inner, depth: depth + 1)
        case .unary("-", let operand): return isLiteralArithmetic(operand, depth: depth + 1)
        case .binary(let op, let lhs, let rhs):
            return ["+", "-", "*", "/"].contains(op) && isLiteralArithmetic(lhs, depth: depth + 1) && isLiteralArithmetic(rhs, depth: depth + 1)
        default: return false
        }
    }

    /// The integer literals of such an expression are Doubles (`Symbols.doubleLiterals`).
    private func markDoubleLiterals(_ expr: Expr) {
        switch expr.kind {
        case .integer: symbols.doubleLiterals.insert(expr.range.start.offset)
        case .parenthesized(let inner), .unary(_, let inner): markDoubleLiterals(inner)
        case .binary(_, let lhs, let rhs): markDoubleLiterals(lhs); markDoubleLiterals(rhs)
        default: break
        }
    }

    /// Keeps what a name means at its place for the interpreter.
    /// (A generic parameter is the type a call gives it, known when it runs: not bound here, whatever type it hides.
    /// Code the lowering writes may put several names at one place, each bound on its own; where it puts one name
    /// at one place twice with two meanings, the name is bound to neither.)
    func bindName(_ name: String, _ binding: NameBinding, at range: SourceRange) {
        guard genericNames.isEmpty || !genericNames.contains(name) else { return }
        keepBinding(name, binding, at: range)
    }

    /// Keeps `binding` for `name` at its place, beside the other names there.
    func keepBinding(_ name: String, _ binding: NameBinding, at range: SourceRange) {
        let offset = range.start.offset
        var bound = symbols.nameBindings[offset] ?? []
        if let index = bound.firstIndex(where: { $0.name == name }) {
            if bound[index].binding != binding { bound[index].binding = Checker.merged(bound[index].binding, binding) }
        } else {
            bound.append((name, binding))
        }
        symbols.nameBindings[offset] = bound
    }

    /// What a name bound two ways at one place is bound to: a member of `self` where one check of a protocol's extension
    /// found it on a program's type and another on a built-in type; the member where one check of an intent's code
    /// read its parameter as a local name and another as a member (a member is read from the block's names where `self`
    /// does not hold it); nothing (`unbound`) for other pairs.
    static func merged(_ first: NameBinding, _ second: NameBinding) -> NameBinding {
        let pair = [first, second]
        if pair.contains(.member), pair.contains(where: { if case .local = $0 { true } else { false } }) { return .member }
        let selfMembers: [NameBinding] = [.member, .builtinSelfProperty, .selfMember]
        return selfMembers.contains(first) && selfMembers.contains(second) ? .selfMember : .unbound
    }

    @discardableResult
    func bindName(_ name: String, _ binding: NameBinding, at range: SourceRange, _ type: SemanticType) -> SemanticType {
        bindName(name, binding, at: range)
        return type
    }

    /// `count` inside `extension Array`, `appGroupURL` inside `extension FileManager { static … }`: a member of the built-in
    /// value (or type) that `self` is, which hides the module's declarations of that name as a member does in Swift.
    private func builtinSelfMemberType(_ name: String, of builtinSelf: SemanticType, in scope: Scope, at range: SourceRange) -> SemanticType? {
        // The program's own extension property first: `seconds` in `extension Double { var seconds: TimeInterval { self } }`.
        // (In a static member, only the statics.)
        var isStatic = false
        if case .metatype? = scope.lookup("self")?.type { isStatic = true }
        if !isStatic, let type = builtinExtensionPropertyType(builtinSelf, name) { return bindName(name, .builtinSelfProperty, at: range, type) }
        if !isStatic, let type = propertyType(of: builtinSelf, name) { return bindName(name, .builtinSelfProperty, at: range, type) }
        if let typeName = Checker.extensionTypeNames(of: builtinSelf).first(where: { typeName in
            symbols.builtinExtensionStatic(name, of: typeName) != nil || symbols.builtinExtensionProperty(name, of: typeName, isStatic: true) != nil
        }) {
            return bindName(name, .builtinStatic(typeName), at: range, staticMemberType(typeName, name, at: range))
        }
        return nil
    }

    /// `!x`, `-x`, `~bits`, `&value`, `...3` and the program's prefix operators. (Apart from `infer`, whose frame is one of
    /// each level of nesting.)
    func unaryType(_ op: String, _ operand: Expr, in scope: Scope, at range: SourceRange) -> SemanticType {
        let type = infer(operand, in: scope, expected: op == "!" ? .bool : nil)
        if op == "!" {
            if !type.isAssignable(to: .bool) { error("'!' needs a Bool, not \(type)", at: operand.range) }
            return .bool
        }
        // `...3`, `...DynamicTypeSize.xxLarge`: a partial range, which modifiers (lineLimit, dynamicTypeSize) take.
        if op == "..." || op == "..<" { return .unknown }
        if op == "~" {
            if case .int = type { return .int }
            if !type.isUnknown { error("'~' needs an Int, not \(type)", at: operand.range) }
            return type
        }
        // `&total`: a variable given to an `inout` parameter, which gets the parameter's last value.
        if op == "&" { return type }
        // `-vector`, `√16.0`: a prefix operator the program declares.
        if let function = prefixOperator(op, for: type) { return function.returnType.map(resolveQuietly) ?? .unknown }
        // `/AppAction.milestone`: a prefix operator no one here declares (a package's).
        if op != "-", op != "+" {
            error("unknown prefix operator '\(op)'", at: range)
            return .unknown
        }
        if !type.isNumeric, !type.isUnknown, type != .duration, type != .named(SwiftUIAngles.typeName) {
            error("'\(op)' needs a number, not \(type)", at: operand.range)
        }
        return type
    }

    /// A name that is no value: a callable not called, a provider or widget, an unavailable API, or unknown.
    private func unknownIdentifierType(_ name: String, at range: SourceRange, in scope: Scope) -> SemanticType {
        // `$selection`: a property wrapper's projected value (a binding to it): read as its value.
        if name.count > 1, name.hasPrefix("$") {
            let wrapped = String(name.dropFirst())
            if let variable = scope.lookup(wrapped) {
                return bindName(name, .projected(variable.origin == .local ? variable.place : -1), at: range, .unknown)
            }
            if let owner = selfContext.flatMap({ symbols.types[$0.type] }), owner.field(wrapped) != nil { return bindName(name, .projected(-1), at: range, .unknown) }
        }
        // `T.make()`, `T.self` in a generic function: the type the call gives `T`, known when it runs (a local of the call).
        if genericNames.contains(name) {
            keepBinding(name, .local(-1), at: range)
            return .unknown
        }
        // `standard` inside `extension UserDefaults { static func reset() { standard.removeObject(…) } }`: in a static
        // member of an extension of a built-in type, a static of that type.
        if case .metatype(let typeName)? = scope.lookup("self")?.type, symbols.types[typeName] == nil,
           registry.types[typeName]?.statics[name]?.isProperty == true {
            return bindName(name, .builtinStatic(typeName), at: range, staticMemberType(typeName, name, at: range))
        }
        // `items.map(label)`: a function of the file passed by name is a closure that calls it.
        if symbols.callables[name] != nil {
            if let index = declarationIndex[name], case .function = tree.declarations[index].kind { return bindName(name, .function, at: range, .closure) }
            return .closure
        }
        // `area(radius:)`: the function of the file with these labels (one of its overloads).
        if let (base, labels) = Overloads.compoundName(name), symbols.functions(named: base).contains(where: { $0.map(\.label) == labels }) {
            return bindName(name, .function, at: range, .closure)
        }
        // `[max, min]`, `reduce(0, max)`: a standard function taking unlabelled arguments, as a closure.
        if tree.isSwift, let function = registry.functions[name], Checker.referenceArity(function) != nil {
            return bindName(name, .standardFunction, at: range, .closure)
        }
        if symbols.callables[name] != nil || registry.views[name] != nil || registry.functions[name] != nil {
            error("'\(name)' must be called, as in '\(name)(…)'", at: range)
            return .unknown
        }
        if symbols.providers[name] != nil || symbols.widgets[name] != nil {
            error("'\(name)' is a \(symbols.providers[name] != nil ? "provider" : "widget") and cannot be used as a value", at: range)
            return .unknown
        }
        if let unavailable = UnavailableAPIs.message(for: name) {
            error(unavailable, at: range)
            return .unknown
        }
        // `count` in a member of `struct Shelf: Collection`: the standard library's, of `self`'s elements.
        if let owner = selfContext, !owner.isStatic, let element = programSequenceElement(owner.type), let type = propertyType(of: .array(element), name) {
            return bindName(name, .builtinSelfProperty, at: range, type)
        }
        // `dateDecodingStrategy` in a member of `class SnakeDecoder: JSONDecoder`: the built-in class's property, of `self`.
        if let owner = selfContext, !owner.isStatic, let builtin = symbols.builtinSuperclasses[owner.type],
           let member = registry.types[builtin]?.properties[name] {
            return bindName(name, .builtinSelfProperty, at: range, member.result(for: .named(builtin)))
        }
        if name == "rawValue" || name == "hashValue", scope.lookup("self") != nil {
            // `var id: String { rawValue }` in an enum: `self.rawValue`; `var id: Int { hashValue }` of a `Hashable` type.
            bindName(name, .builtinSelfProperty, at: range)
            return infer(Expr(.member(base: Expr(.identifier("self"), range), name: name, nameRange: range), range), in: scope)
        }
        // `description` in `extension LocalizedError where Self: CustomStringConvertible`: the conforming type's, read on `self`.
        if name == "description" || name == "debugDescription", let owner = selfContext, !owner.isStatic,
           symbols.types[owner.type]?.kind == .protocolType {
            return bindName(name, .member, at: range, .string)
        }
        let candidates = { scope.allNames + self.symbols.allNames + Array(Checker.builtinValues.keys) }
        error("unknown name '\(name)'\(suggestion(name, candidates()))", at: range)
        return .unknown
    }

    /// The result type of the program's labelled subscript of an array or a string (`extension Collection {
    /// subscript(safe index: Index) -> Element? }`), its `Element` the receiver's; nil when the program declares none.
    func builtinExtensionSubscriptType(_ receiver: SemanticType, _ arguments: [Argument]) -> SemanticType? {
        let (typeName, element): (String, SemanticType)
        switch receiver {
        case .array(let e): (typeName, element) = ("Array", e)
        case .string: (typeName, element) = ("String", .string)
        default: return nil
        }
        let labels = arguments.map(\.label)
        guard let subscriptDecl = symbols.builtinExtensionFunctions("subscript", of: typeName, isStatic: false)
            .first(where: { Checker.labelsMatch($0.parameters, labels) }), let written = subscriptDecl.returnType else { return nil }
        func substituted(_ type: TypeRef) -> SemanticType {
            switch type.kind {
            case .named("Element"): return element
            case .optional(let inner): return .optional(substituted(inner))
            case .array(let inner): return .array(substituted(inner))
            default: return withGenerics(["Element", "Index"]) { resolveQuietly(type) }
            }
        }
        return substituted(written)
    }

    /// `.systemSmall`, `.name` (an enum case), `.infinity` — checked when the expected type is known.
    func implicitMemberType(_ name: String, expected: SemanticType?, at range: SourceRange) -> SemanticType {
        guard let expected = implicitMemberContext(name, expected: expected) else { return .unknown }
        if let type = boundImplicitMemberType(name, expected: expected, at: range) { return type }
        if let type = checkImplicitMember(name, expected: expected, at: range) { return type }
        // `case .all: .none` where a `Game?` goes, `maybe = .none`: Optional's `none`, nil, where the wrapped type has no
        // member of the name (the interpreter runs `Optional<Game>.none`).
        if name == "none", case .optional(let wrapped) = expected, builtinTable(for: wrapped)?.statics[name] == nil,
           !(symbols.types[wrapped.description]?.cases.contains(name) ?? false) {
            symbols.implicitMembers[range.start.offset] = "Optional<\(wrapped)>"
            return expected
        }
        if let table = builtinTable(for: expected.unwrapped), table.statics[name] != nil {
            // `.now` where a `Date` goes, `.infinity` where a `Double` does: the type's static, bound to its entry.
            bindBuiltinImplicitMember(name, of: table, called: false, at: range)
        }
        switch expected.unwrapped {
        case .family:
            if !BuiltinRegistry.familyNames.contains(name) {
                error("unknown widget family '.\(name)'\(suggestion(name, BuiltinRegistry.familyNames, prefix: "."))", at: range)
            }
            return .family
        case .named(let enumName):
            guard let symbol = symbols.types[enumName], symbol.kind == .enumeration else { return .unknown }
            if !symbol.cases.contains(name) {
                error("enum '\(enumName)' has no case '.\(name)'\(suggestion(name, symbol.cases, prefix: "."))", at: range)
            }
            return expected.unwrapped
        case .double where name == "infinity": return .double
        default: return .unknown
        }
    }

    /// `a + b + c` is `(a + b) + c`: the operators down the left side are taken
    /// in a loop, from the innermost, so a long flat chain costs no recursion.
    func chainType(_ expr: Expr, in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        // One operator (`a + b`, `x == y`), the usual case: no list of the chain.
        if case .binary(let op, let lhs, let rhs) = expr.kind {
            if case .binary = lhs.kind {} else {
                noteSetComparison(op, lhs, rhs, at: expr.range, in: scope)
                let type = infer(lhs, in: scope, expected: Checker.leftOperandContext(op, lhs, expected))
                return binaryType(op, type, lhs.range, rhs, in: scope, at: expr.range)
            }
        }
        var spine: [Expr] = []
        var leftmost = expr
        while case .binary(_, let lhs, _) = leftmost.kind {
            spine.append(leftmost)
            leftmost = lhs
        }
        var firstOperator = ""
        if case .binary(let op, _, _)? = spine.last?.kind { firstOperator = op }
        var type = infer(leftmost, in: scope, expected: Checker.leftOperandContext(firstOperator, leftmost, expected))
        for node in spine.reversed() {
            guard case .binary(let op, let lhs, let rhs) = node.kind else { continue }
            if Checker.comparisonOperators.contains(op), case .binary(let inner, _, _) = lhs.kind, Checker.comparisonOperators.contains(inner) {
                // `x < lo != (hi < lo)`: Swift's comparisons are non-associative (ComparisonPrecedence), so
                // its type checker refuses the chain; the parser reads it, as swiftc's does.
                error("comparisons cannot be chained; use '&&' between them", at: operatorRange(op, after: lhs.range, before: rhs.range))
                infer(rhs, in: scope)
                type = .bool
                continue
            }
            noteSetComparison(op, lhs, rhs, at: node.range, in: scope)
            type = binaryType(op, type, lhs.range, rhs, in: scope, at: node.range)
        }
        return type
    }

    static let dispatchTimes: Set<SemanticType> = [.named("DispatchTime"), .named("DispatchWallTime")]

    /// The contextual type of an arithmetic chain's first operand when it is an implicit member: `.now() + 1` where a
    /// `DispatchTime` goes is `DispatchTime.now() + 1`, as Swift's operators give it (`+`/`-` keep their operand's type).
    static func leftOperandContext(_ op: String, _ operand: Expr, _ expected: SemanticType?) -> SemanticType? {
        guard op == "+" || op == "-", let expected else { return nil }
        switch operand.kind {
        case .implicitMember: return expected
        case .call(let callee, _, _): if case .implicitMember = callee.kind { return expected } else { return nil }
        default: return nil
        }
    }

    /// `tags == ["a", "b"]` where a side is a `Set`: Swift picks Set's `==` by the operands' types, which
    /// compares the elements in any order (an array literal beside a Set is a Set). Noted by the operator's
    /// place for the interpreter, whose sets are the arrays of their elements.
    func noteSetComparison(_ op: String, _ lhs: Expr, _ rhs: Expr, at range: SourceRange, in scope: Scope) {
        guard op == "==" || op == "!=", isSetValued(lhs, in: scope) || isSetValued(rhs, in: scope) else { return }
        symbols.setComparisons.insert(range)
    }

    /// Whether a written type is a `Set` (`Set<String>`, `Set` with its element inferred).
    static func isSetType(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .named("Set"), .generic("Set", _): return true
        default: return false
        }
    }

    /// Whether an expression is of a `Set` type, as far as the checker follows it: a name declared so (a
    /// local, a parameter, a field), `Set(…)`, and a Set's `union`, `intersection`, `subtracting` and
    /// `symmetricDifference`, which give a Set. (A Set's `filter` is Set's or Sequence's as the context asks:
    /// beside an array literal, Swift takes Sequence's, which gives an array.)
    func isSetValued(_ expr: Expr, in scope: Scope) -> Bool {
        switch expr.kind {
        case .identifier(let name): return scope.lookup(name)?.isSet ?? false
        case .parenthesized(let inner): return isSetValued(inner, in: scope)
        case .call(let callee, _, _):
            switch callee.kind {
            case .identifier(let name): return scope.lookup(name) == nil && (name == "Set" || name.hasPrefix("Set<"))
            case .member(let base, let name, _):
                return ["union", "intersection", "subtracting", "symmetricDifference"].contains(name) && isSetValued(base, in: scope)
            default: return false
            }
        default: return false
        }
    }

    /// The operators of Swift's `ComparisonPrecedence`, which has no associativity.
    static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="]

    /// Where the infix operator `op` between two operands is: after the left one's end and the
    /// white space that follows it; the gap between them when the text is not at hand or differs.
    func operatorRange(_ op: String, after lhs: SourceRange, before rhs: SourceRange) -> SourceRange {
        let gap = SourceRange(start: lhs.end, end: rhs.start)
        guard let source else { return gap }
        let bytes = source.bytes, operatorBytes = Array(op.utf8)
        var offset = lhs.end.offset
        let end = min(rhs.start.offset, bytes.count)
        while offset < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        guard offset + operatorBytes.count <= end, bytes[offset..<offset + operatorBytes.count].elementsEqual(operatorBytes) else { return gap }
        return source.range(offset, offset + operatorBytes.count)
    }

    /// The type of `lhs op rhs`, where `a` is the type of `lhs` and `lhsRange` its place.
    func binaryType(_ op: String, _ a: SemanticType, _ lhsRange: SourceRange, _ rhs: Expr, in scope: Scope,
                    at range: SourceRange) -> SemanticType {
        var context = a
        if op == "??" { context = a.unwrapped }
        // `.now() + .seconds(2)`: what moves a Dispatch moment is an interval.
        if op == "+" || op == "-", Checker.dispatchTimes.contains(a) { context = .named("DispatchTimeInterval") }
        let b = infer(rhs, in: scope, expected: context)
        func mismatch() -> SemanticType { operatorMismatch(op, a, b, at: range) }
        if !symbols.operatorFunctions.isEmpty, symbols.operatorFunctions.contains(op), let type = userOperatorType(op, a, b, at: range) { return type }
        if case .tuple(_, let x) = a.unwrapped, case .tuple(_, let y) = b.unwrapped, x.count == y.count,
           ["==", "!=", "<", "<=", ">", ">="].contains(op) {
            // Tuples compare element by element.
            return .bool
        }
        if a.isUnknown || b.isUnknown {
            switch op {
            case "==", "!=", "<", "<=", ">", ">=", "&&", "||", "~=": return .bool
            case "??": return a.isUnknown ? b : a.unwrapped
            case "..<", "...":
                // `x...1.5`, `name..."z"`: the known side gives the bounds' type.
                let known = a.isUnknown ? b : a
                if known == .double || known == .string { return SwiftComparableRanges.type(op, known, known) { _ in false } ?? .unknown }
                return known.isUnknown || known == .int ? .named(SwiftRanges.typeName(op)) : .unknown
            default: return .unknown
            }
        }
        switch op {
        case "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>":
            // Integer bit operations and wrapping arithmetic.
            if case .int = a, case .int = b { return .int }
            if (op == "&" || op == "|"), case .bool = a, case .bool = b {
                error("'\(op)' is not defined for Bool; did you mean '\(op)\(op)'?", at: range)
                return .bool
            }
            return mismatch()
        case "+", "-", "*", "/", "%":
            // Matched, not compared with the derived `==` (a call that copies both values).
            if case .int = a, case .int = b { return .int }
            if a.isNumeric, b.isNumeric, op != "%" { return .double }
            if op == "+", case .string = a, case .string = b { return .string }
            // `Text("a") + Text("b").bold()`: one Text whose runs keep their styles (not `"a" + Text(…)`, as in Swift).
            if op == "+", a == .text, b == .text { return .text }
            if op == "+", case .array = a, a == b { return a }
            // `[label] + children.flatMap { … }`: one side's elements not known.
            if op == "+", case .array(let x) = a, case .array(let y) = b, x.isAssignable(to: y) || y.isAssignable(to: x) {
                return x.isUnknown ? b : a
            }
            // `let all: [any Schedulable] = reminders + alarms`: two of the program's types sharing a protocol, joined as its values.
            if op == "+", case .array(.named(let x)) = a, case .array(.named(let y)) = b, let first = symbols.types[x], let second = symbols.types[y],
               !Set(first.conformances).isDisjoint(with: second.conformances) {
                return .array(.unknown)
            }
            if op == "+", a == .data, b == .data { return .data }
            // `title + AttributedString(" more")`: one attributed string, its text the two texts (`FoundationMarkdownStrings`).
            if op == "+", a == .named(FoundationMarkdownStrings.typeName), b == a { return a }
            if op == "+" || op == "-", a == .date, b == .duration { return .date }
            // `.now() + 1`, `deadline - .milliseconds(500)`: Dispatch's moments, moved by seconds or an interval.
            if op == "+" || op == "-", Checker.dispatchTimes.contains(a), b.isNumeric || b == .named("DispatchTimeInterval") { return a }
            // `date + 60`, `currentDate += oneMinute` (a `TimeInterval`): Foundation's `Date + TimeInterval`.
            if op == "+" || op == "-", a == .date, b.isNumeric { return .date }
            if op == "-", a == .date, b == .date { return .duration }
            if op == "+" || op == "-", a == .duration, b == .duration { return .duration }
            if op == "+" || op == "-", a == .named("Measurement"), b == a { return a }
            if let angle = SwiftUIAngles.resultType(op, a, b) { return angle }
            if op == "*" || op == "/", a == .duration, b.isNumeric { return .duration }
            if op == "*", a.isNumeric, b == .duration { return .duration }
            // `lap / total`: how many times one length of time holds the other.
            if op == "/", a == .duration, b == .duration { return .double }
            return mismatch()
        case "==", "!=":
            if a.isAssignable(to: b) || b.isAssignable(to: a) || a.unwrapped == b.unwrapped { return .bool }
            if case .optional(.unknown) = b { return .bool }
            // `packageType == "XPC!"` with an `NSString`: a string literal is an NSString too (ExpressibleByStringLiteral).
            if Set([a.unwrapped, b.unwrapped]) == [.named("NSString"), .string] { return .bool }
            return mismatch()
        case "<", "<=", ">", ">=":
            let x = a.unwrapped, y = b.unwrapped
            if (x.isNumeric && y.isNumeric) || x == y && ([.string, .date, .duration, .named("DateInterval"), .named("UUID"), .named("Measurement")].contains(x) || Checker.dispatchTimes.contains(x)) {
                return .bool
            }
            // An enum declared `Comparable` without a `<` of its own: Swift orders its cases as declared.
            if x == y, case .named(let name) = x, let symbol = symbols.types[name], symbol.kind == .enumeration,
               symbol.conformances.contains("Comparable") { return .bool }
            return mismatch()
        case "&&", "||":
            if case .bool = a, case .bool = b { return .bool }
            return mismatch()
        case "??":
            guard case .optional(let wrapped) = a else {
                warning("'??' has no effect: the left side is not optional", at: lhsRange)
                return a
            }
            // `location ?? current` of a `GeoLocation??` and a `GeoLocation?`: the right side is of the wrapped type, an optional.
            if case .optional = wrapped, b.isAssignable(to: wrapped) { return wrapped }
            // `medium ?? small` with both optional: Swift's other `??`, whose result is optional too.
            if case .optional(let other) = b, other.isAssignable(to: wrapped) { return .optional(wrapped) }
            // `status.reblog ?? status` of two of the program's types: a class and its subclass, or two types of one
            // protocol, which the context names (`updateFrom(status: AnyStatus)`); its type is not told here.
            if case .named(let x) = wrapped, case .named(let y) = b, symbols.types[x] != nil, symbols.types[y] != nil { return .unknown }
            // `print(error ?? "Unknown error")`: Swift's `??` of two unrelated types gives `Any`, which the context takes or not.
            if tree.isSwift, !b.isAssignable(to: wrapped) { return .unknown }
            return b.isAssignable(to: wrapped) ? (b.isUnknown ? wrapped : join(wrapped, b, at: nil)) : mismatch()
        case "..<", "...":
            if a == .int, b == .int { return .named(SwiftRanges.typeName(op)) }
            if a == .date, b == .date { return .named(DateRanges.typeName(op)) }
            // `DynamicTypeSize.small ... DynamicTypeSize.large`: a range of a built-in type's cases.
            if a == b, case .named(let name) = a, registry.types[name] != nil { return .unknown }
            // `0.0...1.0`, `"a"..<"n"`, a range of the program's own Comparable type.
            if let type = SwiftComparableRanges.type(op, a, b, isComparable: { symbols.types[$0] != nil }) { return type }
            return mismatch()
        case "~=":
            // Swift's pattern match: a range holds a value, or two values are equal.
            if case .named(let name) = a, SwiftRanges.isRangeType(name) || SwiftComparableRanges.isRangeType(name) || DateRanges.isRangeType(name) { return .bool }
            if case .named(let name) = a, name == SwiftLazySequences.fromType || name.hasPrefix("PartialRange") { return .bool }
            if a.isAssignable(to: b) || b.isAssignable(to: a) { return .bool }
            return mismatch()
        default:
            return .unknown
        }
    }

    /// The result type of an operator the program declares for a type of its own (or globally).
    private func userOperatorType(_ op: String, _ a: SemanticType, _ b: SemanticType, at range: SourceRange) -> SemanticType? {
        let derived = ["<", "<=", ">", ">=", "==", "!="].contains(op)
        for case .named(let name) in [a.unwrapped, b.unwrapped] {
            guard let symbol = symbols.types[name] else { continue }
            if let function = symbol.function(op, isStatic: true, orDefaultIn: symbols.types) {
                return function.returnType.map(resolveQuietly) ?? .void
            }
            if derived { return .bool }
        }
        // `static func / (lhs: CGSize, rhs: CGFloat) -> CGSize` in the program's `extension CGSize`: that operator where its
        // parameters take the operands (the interpreter finds it on the left operand's type, `Interpreter.userOperator`).
        if !symbols.builtinExtensions.isEmpty, case .named(let typeName) = a.unwrapped, symbols.types[typeName] == nil,
           let function = symbols.builtinExtensionFunctions(op, of: typeName, isStatic: true).first(where: { function in
               function.parameters.count == 2 && zip(function.parameters, [a, b]).allSatisfy { operatorParameter($0, of: function, takes: $1) }
           }) {
            return function.returnType.map(resolveQuietly) ?? .void
        }
        // A global operator function (`func * (lhs: Matrix, rhs: Matrix) -> Matrix`) is one overload among the
        // standard library's: it applies where its parameters take the operands, else Swift's own `*` does.
        let candidates = globalOperatorFunctions(op)
        guard !candidates.isEmpty else { return nil }
        if a.isUnknown || b.isUnknown {
            // Chosen at run time by the operands' types; a standard operator's result is typed as the standard one's.
            guard candidates.count == 1, !Checker.standardBinaryOperators.contains(op) else { return nil }
            return candidates[0].returnType.map(resolveQuietly) ?? .void
        }
        let chosen = candidates.first { function in
            function.parameters.count == 2 && zip(function.parameters, [a, b]).allSatisfy { parameter, operand in
                operatorParameter(parameter, of: function, takes: operand)
            }
        }
        symbols.operatorBindings.updateValue(chosen, forKey: range)
        guard let chosen else { return nil }
        return chosen.returnType.map(resolveQuietly) ?? .void
    }

    /// The binary operators of the standard library (those a program may overload for its own types).
    static let standardBinaryOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "..<", "...", "&", "|", "^", "<<", ">>",
        "&+", "&-", "&*", "~=", "===", "!==",
    ]

    /// The program's global functions named `op`, each overload.
    func globalOperatorFunctions(_ op: String) -> [FunctionDecl] {
        if let overloads = symbols.overloads[op] { return overloads }
        guard let index = declarationIndex[op], case .function(let function) = tree.declarations[index].kind else { return [] }
        return [function]
    }

    /// Whether an operator function's parameter takes an operand of this type: a type parameter takes any (one
    /// constrained to a protocol of the program, a type that conforms); a written type, a value assignable to it.
    private func operatorParameter(_ parameter: FunctionDecl.Parameter, of function: FunctionDecl, takes operand: SemanticType) -> Bool {
        guard let written = parameter.type else { return true }
        if case .named(let name) = written.kind, function.genericParameters.contains(name) {
            guard let constraint = function.genericConstraints[name], let proto = symbols.types[constraint], proto.kind == .protocolType else { return true }
            guard case .named(let operandName) = operand.unwrapped, let symbol = symbols.types[operandName] else { return false }
            return symbol.conformanceClosure(in: symbols.types).contains(constraint)
        }
        let type = resolveQuietly(written)
        return type.isUnknown || operand.isAssignable(to: type)
    }

    /// `cannot apply '+' to Int and String`: apart from `binaryType`, which has seven places that report it.
    private func operatorMismatch(_ op: String, _ a: SemanticType, _ b: SemanticType, at range: SourceRange) -> SemanticType {
        error("cannot apply '\(op)' to \(a) and \(b)", at: range)
        return .unknown
    }

    /// The common type of two branches, or an error if they cannot agree.
    func join(_ a: SemanticType, _ b: SemanticType, at range: SourceRange?) -> SemanticType {
        if a == b { return a }
        if a.isUnknown { return b }
        if b.isUnknown { return a }
        if a.isNumeric, b.isNumeric { return .double }
        if a.isViewLike, b.isViewLike { return .view }  // two different view types (a Text and a Text are `a == b`)
        if case .optional(let inner) = a, b.isAssignable(to: inner) { return a }
        if case .optional(let inner) = b, a.isAssignable(to: inner) { return b }
        if case .optional(.unknown) = a { return .optional(b) }
        if case .optional(.unknown) = b { return .optional(a) }
        // `isEmpty ? Array(defaults) : selection`: a part not known here (`[_]`) is the other branch's.
        if a.containsUnknown, a.isAssignable(to: b) { return b }
        if b.containsUnknown, b.isAssignable(to: a) { return a }
        if let range {
            error("the two branches have different types, \(a) and \(b)", at: range)
        }
        return .unknown
    }

    /// Whether a closure in a view body gives a value rather than views: its
    /// one expression (`items.map { $0.name }`, `.filter { $0.isDone }`) has a
    /// type that is not a view. Views are built only by closures of views.
    func isValueClosure(_ closure: Closure, in scope: Scope) -> Bool {
        guard closure.body.count == 1, case .expr(let expr) = closure.body[0].kind else { return false }
        switch expr.kind {
        case .string, .closure, .assign: return false  // text shown as a view, or an action
        case .call(let callee, _, _):
            // A built-in view, a view of the file or a modifier chain builds views: known
            // without inferring (inferring here and again below would check the closure's
            // whole subtree twice, and nested view closures twice per level).
            if case .identifier(let name) = callee.kind {
                if registry.views[name] != nil || symbols.types[name]?.isView == true { return false }
            }
            if case .member(_, let name, _) = callee.kind, registry.modifiers[name] != nil { return false }
        default: break
        }
        let count = diagnostics.count
        let type = infer(expr, in: scope)
        diagnostics.removeLast(diagnostics.count - count)
        return !type.isViewLike && !type.isUnknown && !type.isVoid
    }

    /// `$0` and `$1` of a closure whose parameters are not known: one array for all of them.
    static let unknownArguments: [SemanticType] = [.unknown, .unknown]

    /// Checks a closure's body with its parameters (or `$0`…) typed, and gives its result type.
    /// `changesFirst`: the first parameter is `inout` (`reduce(into:)`'s accumulator), so it may be assigned.
    /// `asValue`: the closure gives a value even in a view's body (a method's `map`, `filter`, an optional's
    /// `map`), never a view builder's list, so `Text(x.map { "\($0)" } ?? "none")` is a string.
    @discardableResult
    func inferClosure(_ closure: Closure, in scope: Scope, parameterTypes: [SemanticType], changesFirst: Bool = false, changing: Int? = nil,
                      asValue: Bool = false, existential: String? = nil, returns: SemanticType? = nil) -> SemanticType {
        var parameterTypes = parameterTypes
        // One tuple for several parameters is split, as the interpreter does.
        if parameterTypes.count == 1, closure.parameters.count > 1, case .tuple(_, let elements) = parameterTypes[0],
           elements.count == closure.parameters.count {
            parameterTypes = elements
        }
        // (`enumerated().map { "\($0): \($1)" }`: `$0` and `$1` take the tuple apart too.)
        if parameterTypes.count == 1, closure.parameters.isEmpty, closure.anonymousArgumentCount > 1, case .tuple(_, let elements) = parameterTypes[0],
           elements.count == closure.anonymousArgumentCount {
            parameterTypes = elements
        }
        let inner = Scope(parent: scope)
        if closure.parameters.isEmpty {
            inner.anonymousArguments = parameterTypes.isEmpty ? Checker.unknownArguments : parameterTypes
            inner.anonymousExistential = existential
        } else {
            for (index, parameter) in closure.parameters.enumerated() {
                let type = parameter.type.map(resolve) ?? (index < parameterTypes.count ? parameterTypes[index] : .unknown)
                inner.declare(parameter.name, type, isConstant: !(changesFirst && index == 0) && index != changing && !parameter.isInout, range: parameter.range,
                              existential: index == 0 && parameter.type == nil ? existential : nil, isDeclaration: true)
            }
        }
        let saved = context
        // (`{ () -> Tone in .dark }`: the result its signature writes, where the call does not say one, when it is one of the
        // program's own types, whose cases and statics a `.name` there means; a protocol or a built-in's is checked as before.)
        var returns = returns
        if returns == nil, let written = closure.returnType, case .named(let name) = resolve(written).unwrapped,
           let symbol = symbols.types[name], symbol.kind != .protocolType {
            returns = resolve(written)
        }
        if context.kind != .view || asValue { context.returnType = returns }
        defer { context = saved }
        if context.kind == .view, !asValue, !isValueClosure(closure, in: inner) {
            checkStatements(closure.body, in: inner)
            return .view
        }
        return checkBody(closure.body, in: inner)
    }
}

extension Checker {
    /// Whether `Name.init(…)` is the call `Name(…)` the checker and the interpreter take apart by name: `Task.init { … }`,
    /// `String.init(describing:)`, `ModelContext.init(container)`.
    static func initIsTypeCall(_ name: String) -> Bool {
        mayBeSpecialCall(name) || ["ModelContainer", "ModelConfiguration", "ModelContext", "Schema"].contains(name)
    }

    /// Whether a call of this name may be one `concurrencyCallType`, `describingCallType` or
    /// `numberConversionType` handles: `Task`, `with…TaskGroup`, `print`, `debugPrint`,
    /// `String`, `Int`, `Double`, `TimeInterval`.
    static func mayBeSpecialCall(_ name: String) -> Bool {
        concurrencyFunctions.contains(concurrencyName(name)) || ["print", "debugPrint", "String", "Int", "Double", "TimeInterval", "Float"].contains(name)
            || SwiftFixedWidthIntegers.names.contains(name)
    }

    /// Whether `base.name(…)` may be a call `concurrencyCallType` handles: `Task.sleep`,
    /// `MainActor.run`, or `group.addTask` where a block up the scope holds a task or a task group.
    static func mayBeConcurrencyMethod(of base: String, in scope: Scope) -> Bool {
        base == "Task" || base == "MainActor" || scope.mayHoldTask
    }
}

extension Checker {
    /// The type of a subscript's index: a partial range (`numbers[1...]`, `text[..<i]`) is
    /// a slice's positions, as in Swift; elsewhere `x...` stays a case pattern's.
    func subscriptIndexType(_ index: Expr, in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        let bound: Expr
        switch index.kind {
        case .postfixRange(let lower): bound = lower
        case .unary(let op, let upper) where op == "..." || op == "..<": bound = upper
        default: return infer(index, in: scope, expected: expected)
        }
        let type = infer(bound, in: scope)
        if !type.isAssignable(to: .int) { error("a partial range in a subscript needs an Int bound, not \(type)", at: bound.range) }
        return .array(.int)
    }
}

extension Checker {
    /// Records the integer literal of an element that is a Double (`2`, `-2`, `(2)`), so the interpreter makes it
    /// a Double. (A nested array literal, `[2]` in `[[1.5], [2]]`, is typed with the first's type and records its own.)
    func recordDoubleLiterals(_ expr: Expr) {
        switch expr.kind {
        case .integer: symbols.doubleLiterals.insert(expr.range.start.offset)
        case .unary(let op, let inner) where op == "-" || op == "+": recordDoubleLiterals(inner)
        case .parenthesized(let inner): recordDoubleLiterals(inner)
        default: break
        }
    }
}
