import WidgetLanguage

extension Checker {
    func checkStatements(_ statements: [Stmt], in parent: Scope) {
        let scope = blockScope(for: statements, in: parent)
        let functions = declareLocalFunctions(statements, in: scope)
        for statement in statements where !Checker.isLocalFunction(statement) { checkStatement(statement, in: scope) }
        for function in functions { checkStatement(function, in: scope) }
    }

    /// A block's local functions (`func next(…)`, which the Swift front end puts first) are named in the
    /// whole block: they may call themselves and each other. Their bodies are checked after the block's
    /// other statements, whose names they may read. Gives those functions.
    func declareLocalFunctions(_ statements: [Stmt], in scope: Scope) -> [Stmt] {
        var functions: [Stmt] = []
        for statement in statements {
            if case .binding(let binding) = statement.kind, binding.isFunction {
                scope.declare(binding.name, .closure, range: binding.nameRange, isDeclaration: true)
                functions.append(statement)
            }
        }
        return functions
    }

    static func isLocalFunction(_ stmt: Stmt) -> Bool {
        if case .binding(let binding) = stmt.kind { return binding.isFunction }
        return false
    }

    /// The scope of a block's statements: a new one if a statement declares a
    /// name in it, else the enclosing one, which then answers every lookup the
    /// same (most blocks of a view body declare nothing, and a scope costs an
    /// allocation). Only `let`/`var` and the `let` conditions of a `guard`
    /// declare in the block itself; the other statements make scopes of their own.
    func blockScope(for statements: [Stmt], in parent: Scope) -> Scope {
        var index = 0
        while index < statements.count {
            switch statements[index].kind {
            case .binding: return Scope(parent: parent)
            case .guard(let conditions, _):
                for condition in conditions {
                    if case .optionalBinding = condition { return Scope(parent: parent) }
                    if case .pattern = condition { return Scope(parent: parent) }
                }
            default: break
            }
            index += 1
        }
        return parent
    }

    /// Checks a block that gives a value (a provider block, an entity query):
    /// the type of its `return` or of its last expression.
    func checkBody(_ statements: [Stmt], in parent: Scope) -> SemanticType {
        let scope = blockScope(for: statements, in: parent)
        let functions = declareLocalFunctions(statements, in: scope)
        var result: SemanticType = .unknown
        var sawValue = false
        defer { for function in functions { checkStatement(function, in: scope) } }
        for (index, statement) in statements.enumerated() where !Checker.isLocalFunction(statement) {
            if case .expr(let expr) = statement.kind, index == statements.count - 1 {
                result = infer(expr, in: scope, expected: context.returnType)
                sawValue = true
            } else if case .return(let value?) = statement.kind {
                result = infer(value, in: scope, expected: context.returnType)
                sawValue = true
            } else {
                checkStatement(statement, in: scope)
            }
        }
        if !sawValue, let last = statements.last {
            if case .if = last.kind { return .unknown }
            if case .switch = last.kind { return .unknown }
            if case .guard = last.kind { return .unknown }
        }
        return sawValue ? result : (statements.isEmpty ? .void : .unknown)
    }

    private func reportMisplacedModifier(_ name: String, at range: SourceRange) {
        error("misplaced modifier '.\(name)': a modifier follows the view it changes, as in Text(\"Hi\").\(name)(…)", at: range)
    }

    /// A view struct of the program (`Card`), written as a type: what `Card(…)` makes, a view, goes there, and a
    /// value of it is a view in a body (`Card.live(named: "A")`, `Card.sample`).
    func isProgramView(_ type: SemanticType) -> Bool {
        guard case .named(let name) = type, let symbol = symbols.types[name] else { return false }
        return symbol.isView || symbol.isEnumView
    }

    /// A widget of the program (`Archive`), what a `@WidgetBundleBuilder` body lists.
    func isProgramWidget(_ type: SemanticType) -> Bool {
        guard case .named(let name) = type else { return false }
        return symbols.widgets[name] != nil
    }

    /// Whether a value of `type` may go where `target` is written, with a view where one of the program's views is, and
    /// one of the program's views (`let badge = Badge()`) where a view goes.
    func isAssignable(_ type: SemanticType, to target: SemanticType) -> Bool {
        type.isAssignable(to: target) || (type.isViewLike && isProgramView(target.unwrapped))
            || (isProgramView(type.unwrapped) && target.unwrapped == .view)
            || (type == .intentError && tree.isSwift && isProgramError(target.unwrapped))
            || isBuiltinSubclass(type.unwrapped, of: target.unwrapped)
    }

    /// A value of `class SnakeDecoder: JSONDecoder` where a `JSONDecoder` goes.
    private func isBuiltinSubclass(_ type: SemanticType, of target: SemanticType) -> Bool {
        guard !symbols.builtinSuperclasses.isEmpty, case .named(let name) = type, case .named(let builtin) = target else { return false }
        return symbols.builtinSuperclasses[name] == builtin
    }

    /// A caught `error` given where the program's own error type goes (`message(for: error)` of `func message(for:
    /// ValidationError)`): the `catch` of a call that `throws(ValidationError)` holds one, and Widgetry does not keep
    /// the thrown type, so it is taken (the value is the error thrown).
    private func isProgramError(_ type: SemanticType) -> Bool {
        guard case .named(let name) = type, let symbol = symbols.types[name] else { return false }
        return symbol.allConformances.contains("Error") || symbol.allConformances.contains("LocalizedError")
    }

    private func reportValueInViewBody(_ type: SemanticType, at range: SourceRange) {
        error("a view body lists views; this is a value of type \(type)", at: range)
    }

    /// `if … else if … else …`: each branch in turn, in a loop, so a chain of any length costs one frame of
    /// `checkStatement` (whose frame is large), not one per `else if`.
    private func checkIfChain(_ statement: Stmt, in scope: Scope) {
        var current = statement
        while case .if(let conditions, let then, let elseClause) = current.kind {
            let inner = Scope(parent: scope)
            checkConditions(conditions, in: inner)
            checkStatements(then, in: inner)
            switch elseClause {
            case .block(let body)?: checkStatements(body, in: scope)
            case .elseIf(let nested)?:
                guard case .if = nested.kind else { checkStatement(nested, in: scope); return }
                current = nested
                continue
            case nil: break
            }
            return
        }
    }

    func checkStatement(_ statement: Stmt, in scope: Scope) {
        switch statement.kind {
        case .expr(let expr):
            if context.kind == .view, case .call(let callee, _, _) = expr.kind, case .implicitMember(let name) = callee.kind,
               registry.modifiers[name] != nil {
                reportMisplacedModifier(name, at: expr.range)
                return
            }
            let type = infer(expr, in: scope)
            // (An optional view is a view, drawn when it holds one: `configuration.currentValueLabel` in a style's body.)
            // (A widget of the program is what a `@WidgetBundleBuilder` body lists.)
            if context.kind == .view, !type.unwrapped.isViewLike, !isProgramView(type.unwrapped), !type.isUnknown, !type.isVoid,
               !isProgramWidget(type) {
                reportValueInViewBody(type, at: expr.range)
            }
        case .binding(let binding):
            // `@Dependency(\.clock) var clock`: a wrapper the program does not declare (a package's) gives the value.
            if binding.type == nil, binding.value == nil, let attribute = binding.attributes.first {
                error("unknown property wrapper '@\(attribute.name)'", at: attribute.range)
            }
            let type = bindingType(binding, in: scope)
            if let pattern = binding.pattern {
                declareTuplePattern(pattern, type, in: scope, isConstant: binding.isConstant && binding.value != nil)
            } else {
                // `let z: Int` with no value is given one later (`if … { z = 5 } else { z = 6 }`).
                scope.declare(binding.name, type, isConstant: binding.isConstant && binding.value != nil, range: binding.nameRange,
                              existential: existentialProtocol(binding.type), elementExistential: elementExistentialProtocol(binding.type),
                              isSet: binding.type.map(Checker.isSetType) ?? binding.value.map { isSetValued($0, in: scope) } ?? false,
                              predicateModel: predicateModel(of: binding), isDeclaration: true)
                if binding.isAsync { scope.markAsyncLet(binding.name) }
            }
        case .if:
            checkIfChain(statement, in: scope)
        case .guard(let conditions, let body):
            checkStatements(body, in: scope)
            checkConditions(conditions, in: scope)
        case .switch(let subject, let cases):
            let type = infer(subject, in: scope)
            for c in cases {
                let inner = Scope(parent: scope)
                for pattern in c.patterns { checkPattern(pattern, against: type, in: inner) }
                for condition in c.allWhereClauses { expectBool(condition, in: inner, what: "a 'where' condition") }
                checkStatements(c.body, in: inner)
            }
            if !cases.contains(where: { $0.isDefault || $0.unguardedPatterns.contains(where: matchesEverything) }),
               !isExhaustive(type, cases) {
                error("switch must be exhaustive; add a 'default:' case", at: statement.range)
            }
        case .forIn(let loop):
            let type = infer(loop.sequence, in: scope)
            let inner = Scope(parent: scope)
            var element = elementType(of: type, at: loop.sequence.range)
            // `for (day, total) in totals`, `for entry in totals`: a dictionary's elements are its (key, value) pairs.
            if case .dictionary(let key, let value) = type.unwrapped {
                element = .tuple(labels: ["key", "value"], elements: [key, value])
            }
            if loop.isCasePattern {
                checkPattern(loop.pattern, against: element, in: inner)
            } else if case .identifier(let name) = loop.pattern.kind, name != "_", case .identifier(let sequence) = loop.sequence.kind,
                      let proto = scope.lookup(sequence)?.elementExistential {
                // `for shape in shapes` where `shapes: [any Shape]`: each element is a value of the protocol's type.
                inner.declare(name, element, range: loop.pattern.range, existential: proto, isDeclaration: true)
            } else {
                declareTuplePattern(loop.pattern, element, in: inner)
            }
            if let condition = loop.whereClause { expectBool(condition, in: inner, what: "a 'where' condition") }
            checkStatements(loop.body, in: inner)
        case .while(let condition, let body):
            expectBool(condition, in: scope, what: "a 'while' condition")
            checkStatements(body, in: scope)
        case .whileLet(let conditions, let body):
            let inner = Scope(parent: scope)
            checkConditions(conditions, in: inner)
            checkStatements(body, in: inner)
        case .doCatch(let body, let clauses):
            checkStatements(body, in: scope)
            for clause in clauses {
                let inner = Scope(parent: scope)
                if clause.patterns.isEmpty { inner.declare("error", .intentError, range: clause.range) }
                for pattern in clause.patterns { checkPattern(pattern, against: .unknown, in: inner) }
                if let condition = clause.whereClause { expectBool(condition, in: inner, what: "a 'where' condition") }
                checkStatements(clause.body, in: inner)
            }
        case .repeat(let body, let condition):
            checkStatements(body, in: scope)
            expectBool(condition, in: scope, what: "a 'repeat … while' condition")
        case .labeled(let label, let inner):
            statementLabels.append(label)
            checkStatement(inner, in: scope)
            statementLabels.removeLast()
        case .defer(let body):
            checkStatements(body, in: scope)
        case .fallthrough:
            break
        case .return(let value):
            guard let value else {
                if let expected = context.returnType, expected != .void, !expected.isUnknown, context.kind == .function {
                    error("'return' needs a value of type \(expected) here", at: statement.range)
                }
                return
            }
            let type = infer(value, in: scope, expected: context.returnType)
            if let expected = context.returnType, !isAssignable(type, to: expected) {
                error("cannot return a value of type \(type) where \(expected) is expected", at: value.range)
            }
        case .throw(let value):
            _ = infer(value, in: scope)
        case .do(let body, let name, let handler):
            checkStatements(body, in: scope)
            if let handler {
                let inner = Scope(parent: scope)
                inner.declare(name ?? "error", .intentError, range: statement.range)
                checkStatements(handler, in: inner)
            }
        case .break(let label?), .continue(let label?):
            if !statementLabels.contains(label) {
                error("no statement labelled '\(label)' encloses this\(statementLabels.isEmpty ? "" : "; labels here: " + statementLabels.joined(separator: ", "))", at: statement.range)
            }
        case .break, .continue:
            break
        }
    }

    func checkConditions(_ conditions: [Condition], in scope: Scope) {
        for condition in conditions {
            switch condition {
            case .expr(let expr):
                expectBool(expr, in: scope, what: "a condition")
            case .optionalBinding(let name, let range, let value):
                let type = infer(value, in: scope)
                scope.declare(name, type.unwrapped, range: range, isDeclaration: true)
            case .pattern(let pattern, let value):
                checkPattern(pattern, against: infer(value, in: scope), in: scope)
            }
        }
    }

    func expectBool(_ expr: Expr, in scope: Scope, what: String) {
        let type = infer(expr, in: scope, expected: .bool)
        if !type.isAssignable(to: .bool) {
            error("\(what) must be a Bool, not \(type)", at: expr.range)
        }
    }

    func isExhaustive(_ type: SemanticType, _ cases: [SwitchCase]) -> Bool {
        isExhaustive(type, patterns: cases.flatMap(\.unguardedPatterns))
    }

    /// Whether the patterns (of cases without `where`) cover every value of the type.
    private func isExhaustive(_ type: SemanticType, patterns: [Expr]) -> Bool {
        covers(patterns.map { [$0] }, [type], depth: 0)
    }

    /// Whether rows of patterns cover every tuple of values of these types, column by column, as Swift's
    /// space analysis finds it: `.failed(code, .some(let s))` with `.failed(code, nil)` covers `.failed`, and
    /// `case (true, _), (false, _)` covers a pair. A type whose values cannot be listed (`Int`, `String`) is
    /// covered by a pattern that matches everything; one the checker does not know (`_`) is taken as covered.
    private func covers(_ rows: [[Expr]], _ types: [SemanticType], depth: Int) -> Bool {
        guard let first = types.first else { return !rows.isEmpty }
        guard depth < 64, !first.isUnknown else { return true }
        // A type of SwiftUI's or a struct's statics (`case .dark:`, `case .swallow:`): not listed here, so not refused.
        if case .named(let name) = first, symbols.types[name]?.kind != .enumeration { return true }
        let rest = Array(types.dropFirst())
        guard let constructors = patternConstructors(of: first) else {
            return covers(rows.filter { matchesEverything($0[0]) }.map { Array($0.dropFirst()) }, rest, depth: depth + 1)
        }
        // Where no pattern of the column names a constructor, the values it holds are not looked into (an `indirect`
        // enum's payloads would otherwise unfold without end): the rows that match anything go on with the next column.
        let named = rows.filter { !matchesEverything($0[0]) }
        if named.isEmpty {
            return covers(rows.map { Array($0.dropFirst()) }, rest, depth: depth + 1)
        }
        for constructor in constructors {
            let specialised = rows.compactMap { row in
                subpatterns(row[0], matching: constructor.name, of: first, arity: constructor.arity.count).map { $0 + row.dropFirst() }
            }
            if !covers(specialised, constructor.arity + rest, depth: depth + 1) { return false }
        }
        return true
    }

    /// The kinds of value of a type a pattern can name one by one, with the types of what each holds:
    /// an optional's `none` and `some`, a Bool's two, an enum's cases, a tuple's one shape. Nil for the rest.
    private func patternConstructors(of type: SemanticType) -> [(name: String, arity: [SemanticType])]? {
        switch type {
        case .optional(let wrapped): return [("none", []), ("some", [wrapped])]
        case .bool: return [("true", []), ("false", [])]
        case .family: return BuiltinRegistry.familyNames.map { ($0, []) }
        case .tuple(_, let elements): return [("()", elements)]
        case .result(let success, let failure): return [("success", [success]), ("failure", [failure])]
        case .named(let name):
            guard let symbol = symbols.types[name], symbol.kind == .enumeration else { return nil }
            return symbol.cases.map { ($0, associatedValueTypes($0, of: type) ?? []) }
        default: return nil
        }
    }

    /// What a pattern asks of the values a constructor holds (`_` for each where it matches any), or nil when the
    /// pattern does not match values of that constructor.
    private func subpatterns(_ pattern: Expr, matching constructor: String, of type: SemanticType, arity: Int) -> [Expr]? {
        let anything = Array(repeating: Expr(.identifier("_"), pattern.range), count: arity)
        if matchesEverything(pattern) { return anything }
        if case .parenthesized(let inner) = pattern.kind { return subpatterns(inner, matching: constructor, of: type, arity: arity) }
        switch type {
        case .optional:
            switch pattern.kind {
            case .nil, .implicitMember("none"): return constructor == "none" ? [] : nil
            case .implicitMember("some"): return constructor == "some" ? anything : nil
            case .optionalChain(let inner):
                guard constructor == "some" else { return nil }
                if case .bindOptional(let bound) = inner.kind { return [bound] }
                return [inner]
            case .call(let callee, let arguments, _) where arguments.count == 1:
                if case .implicitMember("some") = callee.kind { return constructor == "some" ? [arguments[0].value] : nil }
            default: break
            }
            // `case .fast:` on a `Speed?`: the wrapped value's pattern, as Swift matches it.
            return constructor == "some" ? [pattern] : nil
        case .bool:
            if case .bool(let value) = pattern.kind, String(value) == constructor { return [] }
            return nil
        case .tuple:
            guard case .tuple(let elements) = pattern.kind, elements.count == arity else { return nil }
            return elements.map(\.value)
        default:
            if case .implicitMember(let name) = pattern.kind { return name == constructor ? anything : nil }
            if case .member = pattern.kind, caseName(of: pattern) == constructor { return anything }
            guard case .call(let callee, let arguments, _) = pattern.kind, caseName(of: callee) == constructor else { return nil }
            if arguments.count == arity { return arguments.map(\.value) }
            // `case .loaded(let payload)` of a case with two values binds them as one tuple.
            return arguments.count == 1 && matchesEverything(arguments[0].value) ? anything : nil
        }
    }

    /// The element type of something a `for` or `ForEach` walks over.
    func elementType(of type: SemanticType, at range: SourceRange) -> SemanticType {
        switch type.unwrapped {
        case .array(let element): return element
        case .named(let name) where SwiftRanges.isRangeType(name): return .int
        case .data: return .int
        case .dictionary(let key, _): return key
        case .string: return .string
        case .unknown, Checker.taskGroupType, .named(SwiftAsyncStreams.streamType): return .unknown
        case .named(let name) where SwiftTypeErasedIterators.iteratorTypes.contains(name): return .unknown
        default:
            // `for book in shelf` where `struct Shelf: Collection`.
            if case .named(let name) = type.unwrapped, let element = programSequenceElement(name) { return element }
            error("cannot iterate over a value of type \(type)", at: range)
            return .unknown
        }
    }
}
