import WidgetLanguage

/// Where the module's local names are introduced: `let`/`var` statements,
/// parameters of functions, views, blocks and closures, loop variables,
/// `if let`, and names bound in patterns. A use of a local name resolves to
/// the last site of that name before it in the same top-level declaration.
struct BindingSite {
    var name: String
    var range: SourceRange
    /// How it reads in a hover: `let total`, `parameter item: Item`.
    var signature: String
}

final class BindingSites {
    private(set) var sites: [BindingSite] = []

    static func collect(_ tree: WidgetFile) -> [BindingSite] {
        let collector = BindingSites()
        for decl in tree.declarations { collector.declaration(decl) }
        return collector.sites.sorted { $0.range.start.offset < $1.range.start.offset }
    }

    func add(_ name: String, _ range: SourceRange, _ signature: String) {
        guard !name.isEmpty, name != "_" else { return }
        sites.append(BindingSite(name: name, range: range, signature: signature))
    }

    func declaration(_ decl: Decl) {
        switch decl.kind {
        case .model(let body), .structure(let body), .entry(let body), .extension(let body), .protocol(let body):
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
        case .view(let view):
            view.parameters.forEach(parameter)
            statements(view.body)
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
        case .typeAlias: break
        }
    }

    func field(_ field: FieldDecl) { expression(field.defaultValue) }

    func function(_ function: FunctionDecl) {
        function.parameters.forEach(parameter)
        statements(function.body)
    }

    func parameter(_ parameter: FunctionDecl.Parameter) {
        add(parameter.name, parameter.range, "parameter " + DeclaredMembers.parameter(parameter))
        expression(parameter.defaultValue)
    }

    func block(_ block: NamedBlock) {
        for parameter in block.parameters { add(parameter.name, parameter.range, "parameter \(parameter.name) of \(block.name)") }
        statements(block.body)
    }

    func statements(_ list: [Stmt]) { list.forEach(statement) }

    func statement(_ stmt: Stmt) {
        switch stmt.kind {
        case .expr(let expr): expression(expr)
        case .binding(let binding): self.binding(binding)
        case .if(let conditions, let then, let otherwise):
            conditions.forEach(condition)
            statements(then)
            switch otherwise {
            case .block(let body)?: statements(body)
            case .elseIf(let next)?: statement(next)
            case nil: break
            }
        case .guard(let conditions, let otherwise):
            conditions.forEach(condition)
            statements(otherwise)
        case .switch(let subject, let cases):
            expression(subject)
            for item in cases {
                item.patterns.forEach(pattern)
                expression(item.whereClause)
                statements(item.body)
            }
        case .forIn(let loop):
            pattern(loop.pattern)
            expression(loop.sequence)
            expression(loop.whereClause)
            statements(loop.body)
        case .while(let condition, let body):
            expression(condition)
            statements(body)
        case .whileLet(let conditions, let body):
            conditions.forEach(condition)
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
            if let catchName { add(catchName, stmt.range, "let \(catchName)") }
            catchBody.map { statements($0) }
        case .doCatch(let body, let clauses):
            statements(body)
            for clause in clauses {
                clause.patterns.forEach(pattern)
                statements(clause.body)
            }
        case .break, .continue, .fallthrough: break
        }
    }

    func binding(_ binding: Binding) {
        expression(binding.value)
        let keyword = binding.isConstant ? "let" : "var"
        if let tuple = binding.pattern { pattern(tuple) }
        add(binding.name, binding.nameRange, "\(keyword) \(binding.name)" + (binding.type.map { ": \($0)" } ?? ""))
    }

    func condition(_ condition: Condition) {
        switch condition {
        case .expr(let expr): expression(expr)
        case .optionalBinding(let name, let nameRange, let value):
            expression(value)
            add(name, nameRange, "let \(name)")
        case .pattern(let pattern, let value):
            expression(value)
            self.pattern(pattern)
        }
    }

    /// Names bound by a pattern: `let x`, `(index, item)`, `.loaded(let repo)`.
    func pattern(_ expr: Expr) {
        switch expr.kind {
        case .bindingPattern(let name, let isConstant): add(name, expr.range, "\(isConstant ? "let" : "var") \(name)")
        case .identifier(let name): add(name, expr.range, "let \(name)")
        case .tuple(let elements): elements.forEach { pattern($0.value) }
        case .call(_, let arguments, _): arguments.forEach { pattern($0.value) }
        case .bindOptional(let inner), .parenthesized(let inner): pattern(inner)
        default: break
        }
    }

    func expression(_ expr: Expr?) {
        guard let expr else { return }
        if case .closure(let closure) = expr.kind {
            for parameter in closure.parameters { add(parameter.name, parameter.range, "closure parameter \(parameter.name)" + (parameter.type.map { ": \($0)" } ?? "")) }
            statements(closure.body)
            return
        }
        if case .call(_, _, let trailing) = expr.kind {
            for item in trailing { expression(Expr(.closure(item.closure), item.range)) }
        }
        ExpressionTree.children(expr).forEach { expression($0) }
    }
}
