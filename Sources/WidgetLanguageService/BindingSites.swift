import WidgetLanguage

/// Where the module's local names are introduced: `let`/`var` statements,
/// parameters of functions, views, blocks and closures, loop variables,
/// `if let`, `guard let`, and names bound in patterns; each with the part of
/// the text where it is in scope. A use of a local name resolves to the
/// innermost binding of that name in scope there (`visible(_:at:)`), so a
/// name shadowed in a nested block, a closure's parameter or an `if let`
/// resolves to the right one, and a name used in one function is not a
/// parameter of another.
struct BindingSite {
    var name: String
    var range: SourceRange
    /// How it reads in a hover: `let total`, `parameter item: Item`.
    var signature: String
    /// The module offsets where the name is in scope: the block, closure, function or
    /// statement it belongs to. A block's part ends with its last statement.
    var scope: Range<Int>
    /// Where, inside `scope`, the name starts to be visible: after its statement for a
    /// `let` (so `let x = x + 1` reads the outer `x`), after the value for an `if let`.
    var visibleFrom: Int
}

final class BindingSites {
    private(set) var sites: [BindingSite] = []
    /// The scope bindings added now belong to: the statement list being read.
    private var scope: Range<Int> = 0..<0

    static func collect(_ tree: WidgetFile) -> [BindingSite] {
        let collector = BindingSites()
        for decl in tree.declarations {
            collector.scope = span(decl.range)
            collector.declaration(decl)
        }
        return collector.sites.sorted { $0.range.start.offset < $1.range.start.offset }
    }

    static func span(_ range: SourceRange) -> Range<Int> {
        range.start.offset..<max(range.start.offset, range.end.offset)
    }

    /// From the first statement's start to the last one's end.
    static func span(_ list: [Stmt]) -> Range<Int>? {
        guard let first = list.first, let last = list.last else { return nil }
        return first.range.start.offset..<max(first.range.start.offset, last.range.end.offset)
    }

    func add(_ name: String, _ range: SourceRange, _ signature: String, visibleFrom: Int? = nil, in scope: Range<Int>? = nil) {
        guard !name.isEmpty, name != "_" else { return }
        let scope = scope ?? self.scope
        sites.append(BindingSite(name: name, range: range, signature: signature, scope: scope,
                                 visibleFrom: visibleFrom ?? scope.lowerBound))
    }

    /// Runs `body` with `scope` as the scope of the bindings it adds.
    func within(_ scope: Range<Int>, _ body: () -> Void) {
        let outer = self.scope
        self.scope = scope
        body()
        self.scope = outer
    }

    func declaration(_ decl: Decl) {
        switch decl.kind {
        case .structure(let body), .extension(let body), .protocol(let body):
            body.fields.forEach(field)
            body.computed.forEach { statements($0.getter); $0.setter.map { statements($0.body) } }
            (body.functions + body.initializers).forEach(function)
        case .entity(let entity):
            entity.fields.forEach(field)
            entity.functions.forEach(function)
            entity.query.forEach(block)
        case .enumeration(let enumeration):
            enumeration.fields.forEach(field)
            enumeration.computed.forEach { statements($0.getter) }
            (enumeration.functions + enumeration.initializers).forEach(function)
        case .provider(let provider):
            provider.blocks.forEach(block)
            provider.functions.forEach(function)
        case .intent(let intent), .configuration(let intent):
            (intent.metadata + intent.parameters).forEach(field)
            intent.perform.map(block)
            intent.functions.forEach(function)
        case .widget(let widget):
            widget.properties.forEach { expression($0.value) }
            widget.body.map(block)
        case .preview(let preview):
            preview.arguments.forEach { expression($0.value) }
            statements(preview.entries)
        case .seed(let body): statements(body)
        case .source(let value): expression(value)
        case .binding(let binding): expression(binding.value)
        case .function(let function): self.function(function)
        case .permissions(let properties): properties.forEach { expression($0.value) }
        case .test(let test): statements(test.body)
        case .typeAlias, .entry, .model, .view: break  // (`entry`, `model` and `view` are lowered to their structs before this)
        }
    }

    func field(_ field: FieldDecl) { expression(field.defaultValue) }

    func function(_ function: FunctionDecl) {
        within(Self.span(function.range)) {
            function.parameters.forEach(parameter)
            statements(function.body)
        }
    }

    func parameter(_ parameter: FunctionDecl.Parameter) {
        add(parameter.name, parameter.range, "parameter " + DeclaredMembers.parameter(parameter))
        expression(parameter.defaultValue)
    }

    func block(_ block: NamedBlock) {
        within(Self.span(block.range)) {
            for parameter in block.parameters { add(parameter.name, parameter.range, "parameter \(parameter.name) of \(block.name)") }
            statements(block.body)
        }
    }

    /// A block's statements: a `let` in it is in scope from after its statement to the block's end.
    func statements(_ list: [Stmt]) {
        guard let span = Self.span(list) else { return }
        within(span) { list.forEach(statement) }
    }

    func statement(_ stmt: Stmt) {
        let end = stmt.range.end.offset
        switch stmt.kind {
        case .expr(let expr): expression(expr)
        case .binding(let binding): self.binding(binding, visibleFrom: end)
        case .if(let conditions, let then, let otherwise):
            // Names bound by the conditions are in scope in the later conditions and the `then` block, not the `else`.
            let thenEnd = Self.span(then)?.upperBound ?? end
            let scope = stmt.range.start.offset..<max(stmt.range.start.offset, thenEnd)
            conditions.forEach { condition($0, in: scope) }
            statements(then)
            switch otherwise {
            case .block(let body)?: statements(body)
            case .elseIf(let next)?: statement(next)
            case nil: break
            }
        case .guard(let conditions, let otherwise):
            // After the guard, to the end of the enclosing block.
            conditions.forEach { condition($0, in: scope, visibleFrom: end) }
            statements(otherwise)
        case .switch(let subject, let cases):
            expression(subject)
            for item in cases {
                within(Self.span(item.range)) {
                    item.patterns.forEach { pattern($0) }
                    item.earlierWhereClauses.forEach { expression($0) }
                    expression(item.whereClause)
                    statements(item.body)
                }
            }
        case .forIn(let loop):
            expression(loop.sequence)
            within(Self.span(stmt.range)) {
                pattern(loop.pattern, visibleFrom: loop.sequence.range.end.offset)
                expression(loop.whereClause)
                statements(loop.body)
            }
        case .while(let condition, let body):
            expression(condition)
            statements(body)
        case .whileLet(let conditions, let body):
            let scope = Self.span(stmt.range)
            conditions.forEach { condition($0, in: scope) }
            statements(body)
        case .repeat(let body, let condition):
            statements(body)
            expression(condition)
        case .labeled(_, let inner): statement(inner)
        case .defer(let body): statements(body)
        case .return(let value): expression(value)
        case .throw(let value): expression(value)
        case .do(let body, let catchName, let catchBody):
            statements(body)
            if let catchName {
                // The caught error is in scope in the catch block.
                add(catchName, stmt.range, "let \(catchName)", visibleFrom: Self.span(body)?.upperBound, in: Self.span(stmt.range))
            }
            catchBody.map { statements($0) }
        case .doCatch(let body, let clauses):
            statements(body)
            for clause in clauses {
                within(Self.span(clause.range)) {
                    clause.patterns.forEach { pattern($0) }
                    statements(clause.body)
                }
            }
        case .break, .continue, .fallthrough: break
        }
    }

    func binding(_ binding: Binding, visibleFrom: Int) {
        expression(binding.value)
        let keyword = binding.isConstant ? "let" : "var"
        if let tuple = binding.pattern { pattern(tuple, visibleFrom: visibleFrom) }
        add(binding.name, binding.nameRange, "\(keyword) \(binding.name)" + (binding.type.map { ": \($0)" } ?? ""), visibleFrom: visibleFrom)
    }

    /// An `if`/`guard`/`while` condition; a name it binds is in `scope`, visible after its value (or from `visibleFrom`).
    func condition(_ condition: Condition, in scope: Range<Int>, visibleFrom: Int? = nil) {
        switch condition {
        case .expr(let expr): expression(expr)
        case .optionalBinding(let name, let nameRange, let value):
            expression(value)
            add(name, nameRange, "let \(name)", visibleFrom: visibleFrom ?? value.range.end.offset, in: scope)
        case .pattern(let pattern, let value):
            expression(value)
            within(scope) { self.pattern(pattern, visibleFrom: visibleFrom ?? value.range.end.offset) }
        }
    }

    /// Names bound by a pattern: `let x`, `(index, item)`, `.loaded(let repo)`.
    func pattern(_ expr: Expr, visibleFrom: Int? = nil) {
        switch expr.kind {
        case .bindingPattern(let name, let isConstant): add(name, expr.range, "\(isConstant ? "let" : "var") \(name)", visibleFrom: visibleFrom)
        case .identifier(let name): add(name, expr.range, "let \(name)", visibleFrom: visibleFrom)
        case .tuple(let elements): elements.forEach { pattern($0.value, visibleFrom: visibleFrom) }
        case .call(_, let arguments, _): arguments.forEach { pattern($0.value, visibleFrom: visibleFrom) }
        case .bindOptional(let inner), .parenthesized(let inner): pattern(inner, visibleFrom: visibleFrom)
        default: break
        }
    }

    func expression(_ expr: Expr?) {
        guard let expr else { return }
        if case .closure(let closure) = expr.kind {
            within(Self.span(closure.range)) {
                for parameter in closure.parameters {
                    add(parameter.name, parameter.range, "closure parameter \(parameter.name)" + (parameter.type.map { ": \($0)" } ?? ""))
                }
                statements(closure.body)
            }
            return
        }
        if case .call(_, _, let trailing) = expr.kind {
            for item in trailing { expression(Expr(.closure(item.closure), item.range)) }
        }
        ExpressionTree.children(expr).forEach { expression($0) }
    }
}

extension ModuleAnalysis {
    /// The binding a local name written at module offset `offset` refers to: the site itself
    /// where the name is declared, else the innermost binding of the name in scope there
    /// (the latest to become visible among those of the same scope).
    func visibleSite(named name: String, at offset: Int) -> BindingSite? {
        var best: BindingSite?
        for site in bindingSites where site.name == name {
            if site.range.start.offset == offset { return site }
            guard site.scope.contains(offset), site.visibleFrom <= offset else { continue }
            if let current = best, (current.scope.lowerBound, current.visibleFrom) >= (site.scope.lowerBound, site.visibleFrom) { continue }
            best = site
        }
        return best
    }
}
