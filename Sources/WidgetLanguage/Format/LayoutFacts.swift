/// What the formatter needs to know from the syntax tree about tokens it
/// cannot classify alone: which lines start a statement, which `{` opens a
/// closure, which `?`/`:` belong to a ternary, which `-` is a prefix.
/// Everything is keyed by the byte offset where the token starts.
struct LayoutFacts {
    var statementStarts: Set<Int> = []
    var closureBraces: Set<Int> = []
    /// The `in` after a closure's parameters.
    var closureIns: Set<Int> = []
    /// The `]` that closes a closure's capture list (`{ [weak self] (a) in … }`).
    var captureListEnds: Set<Int> = []
    var switchBraces: Set<Int> = []
    var ternaryMarks: Set<Int> = []
    var binaryOperators: Set<Int> = []
    var prefixOperators: Set<Int> = []
    var implicitMemberDots: Set<Int> = []
    /// The tokens of generic arguments written after a name, `<Item>` in `FetchDescriptor<Item>(…)`.
    var genericArguments: Set<Int> = []
    /// Top-level declarations as byte ranges, in order.
    var declarations: [Range<Int>] = []

    private let tokens: [Token]

    init(tree: WidgetFile, tokens: [Token]) {
        self.tokens = tokens
        for decl in tree.declarations {
            declarations.append(decl.range.start.offset..<decl.range.end.offset)
            statementStarts.insert(decl.range.start.offset)
            visit(decl.kind)
        }
    }

    /// The first token that starts at or after `offset`.
    func token(atOrAfter offset: Int) -> (index: Int, token: Token)? {
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low < tokens.count ? (low, tokens[low]) : nil
    }

    private mutating func mark(_ set: WritableKeyPath<LayoutFacts, Set<Int>>, tokenAfter offset: Int, _ punct: String) {
        if let (_, token) = token(atOrAfter: offset), token.isPunct(punct) { self[keyPath: set].insert(token.start) }
    }

    // MARK: Declarations

    private mutating func visit(_ kind: DeclKind) {
        switch kind {
        case .model(let body), .structure(let body), .entry(let body), .extension(let body), .protocol(let body):
            body.fields.forEach { visit($0) }
            body.functions.forEach { visit($0) }
            body.initializers.forEach { visit($0) }
            visitComputed(body.computed)
        case .typeAlias: break
        case .entity(let entity):
            entity.fields.forEach { visit($0) }
            entity.functions.forEach { visit($0) }
            if let range = entity.queryRange { statementStarts.insert(range.start.offset) }
            entity.query.forEach { visit($0) }
        case .enumeration(let e):
            for c in e.cases {
                if let raw = c.rawValue { visit(raw) }
            }
            e.fields.forEach { visit($0) }
            e.functions.forEach { visit($0) }
            e.initializers.forEach { visit($0) }
            visitComputed(e.computed)
        case .provider(let provider):
            provider.blocks.forEach { visit($0) }
            provider.functions.forEach { visit($0) }
        case .intent(let intent), .configuration(let intent):
            (intent.metadata + intent.parameters).forEach { visit($0) }
            if let perform = intent.perform { visit(perform) }
            intent.functions.forEach { visit($0) }
        case .view(let view):
            view.parameters.forEach { visit($0) }
            visit(view.body)
        case .widget(let widget):
            widget.properties.forEach { visit($0) }
            if let body = widget.body { visit(body) }
        case .preview(let preview):
            preview.arguments.forEach { visit($0.value) }
            visit(preview.entries)
        case .seed(let body): visit(body)
        case .test(let test): visit(test.body)
        case .source(let value): visit(value)
        case .binding(let binding): binding.value.map { visit($0) }
        case .function(let function): visit(function)
        case .permissions(let properties): properties.forEach { visit($0) }
        }
    }

    private mutating func visitComputed(_ properties: [ComputedProperty]) {
        for property in properties {
            statementStarts.insert(property.range.start.offset)
            visit(property.getter)
            if let setter = property.setter { visit(setter.body) }
        }
    }

    private mutating func visit(_ field: FieldDecl) {
        statementStarts.insert(field.range.start.offset)
        for attribute in field.attributes { attribute.arguments.forEach { visit($0.value) } }
        if let value = field.defaultValue { visit(value) }
        if let observer = field.willSet { visit(observer.body) }
        if let observer = field.didSet { visit(observer.body) }
    }

    private mutating func visit(_ function: FunctionDecl) {
        statementStarts.insert(function.range.start.offset)
        function.parameters.forEach { visit($0) }
        visit(function.body)
    }

    private mutating func visit(_ parameter: FunctionDecl.Parameter) {
        if let value = parameter.defaultValue { visit(value) }
    }

    private mutating func visit(_ block: NamedBlock) {
        statementStarts.insert(block.range.start.offset)
        visit(block.body)
    }

    private mutating func visit(_ property: WidgetProperty) {
        statementStarts.insert(property.range.start.offset)
        visit(property.value)
    }

    // MARK: Statements

    private mutating func visit(_ statements: [Stmt]) {
        for statement in statements { visit(statement) }
    }

    private mutating func visit(_ statement: Stmt) {
        statementStarts.insert(statement.range.start.offset)
        switch statement.kind {
        case .expr(let e): visit(e)
        case .binding(let b):
            b.pattern.map { visit($0) }
            b.value.map { visit($0) }
        case .if(let conditions, let then, let elseClause):
            visit(conditions)
            visit(then)
            switch elseClause {
            case .block(let body)?: visit(body)
            case .elseIf(let inner)?: visit(inner)
            case nil: break
            }
        case .guard(let conditions, let body):
            visit(conditions)
            visit(body)
        case .switch(let subject, let cases):
            visit(subject)
            mark(\.switchBraces, tokenAfter: subject.range.end.offset, "{")
            for c in cases {
                statementStarts.insert(c.range.start.offset)
                for (index, pattern) in c.patterns.enumerated() {
                    visit(pattern)
                    c.whereClause(ofPattern: index).map { visit($0) }
                }
                visit(c.body)
            }
        case .forIn(let loop):
            visit(loop.pattern)
            visit(loop.sequence)
            loop.whereClause.map { visit($0) }
            visit(loop.body)
        case .whileLet(let conditions, let body):
            visit(conditions)
            visit(body)
        case .doCatch(let body, let clauses):
            visit(body)
            for clause in clauses {
                clause.patterns.forEach { visit($0) }
                clause.whereClause.map { visit($0) }
                visit(clause.body)
            }
        case .repeat(let body, let condition):
            visit(body)
            visit(condition)
        case .labeled(_, let inner): visit(inner)
        case .defer(let body): visit(body)
        case .fallthrough: break
        case .while(let condition, let body):
            visit(condition)
            visit(body)
        case .return(let value): value.map { visit($0) }
        case .throw(let value): visit(value)
        case .do(let body, _, let handler):
            visit(body)
            handler.map { visit($0) }
        case .break, .continue: break
        }
    }

    private mutating func visit(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expr(let e): visit(e)
            case .optionalBinding(_, _, let value): visit(value)
            case .pattern(let pattern, let value):
                visit(pattern)
                visit(value)
            }
        }
    }

    // MARK: Expressions

    private mutating func visit(_ expr: Expr) {
        switch expr.kind {
        case .identifier(let name) where name.hasSuffix(">"):
            // `FetchDescriptor<Item>`: one name with its arguments (`Parser.scanGenericArguments`).
            if var (index, _) = token(atOrAfter: expr.range.start.offset + 1) {
                while index < tokens.count, tokens[index].start < expr.range.end.offset {
                    genericArguments.insert(tokens[index].start)
                    index += 1
                }
            }
        case .integer, .largeInteger, .double, .regex, .bool, .nil, .identifier, .anonymousArgument, .keyPath, .bindingPattern:
            break
        case .string:
            break  // interpolations are inside the string's token and printed as written
        case .implicitMember:
            implicitMemberDots.insert(expr.range.start.offset)
        case .member(let base, _, _):
            visit(base)
        case .call(let callee, let arguments, let trailing):
            visit(callee)
            arguments.forEach { visit($0.value) }
            trailing.forEach { visit($0.closure) }
        case .subscript(let base, let arguments):
            visit(base)
            arguments.forEach { visit($0.value) }
        case .unary(_, let operand):
            prefixOperators.insert(expr.range.start.offset)
            visit(operand)
        case .binary(let op, let lhs, let rhs), .assign(let op, let lhs, let rhs):
            mark(\.binaryOperators, tokenAfter: lhs.range.end.offset, op)
            visit(lhs)
            visit(rhs)
        case .ternary(let condition, let then, let otherwise):
            mark(\.ternaryMarks, tokenAfter: condition.range.end.offset, "?")
            mark(\.ternaryMarks, tokenAfter: then.range.end.offset, ":")
            visit(condition)
            visit(then)
            visit(otherwise)
        case .closure(let closure):
            visit(closure)
        case .array(let elements):
            elements.forEach { visit($0) }
        case .dictionary(let entries):
            for entry in entries {
                visit(entry.key)
                visit(entry.value)
            }
        case .try(_, let inner), .forceUnwrap(let inner), .bindOptional(let inner),
             .optionalChain(let inner), .parenthesized(let inner):
            visit(inner)
        case .tuple(let elements):
            elements.forEach { visit($0.value) }
        case .cast(_, let inner, _), .postfixRange(let inner), .postfixOperator(_, let inner):
            visit(inner)
        }
    }

    private mutating func visit(_ closure: Closure) {
        let open = closure.range.start.offset
        closureBraces.insert(open)
        if closure.inRange != nil, var (index, token) = token(atOrAfter: open + 1) {
            while case .attribute = token.kind, index + 1 < tokens.count { index += 1; token = tokens[index] }
            if token.isPunct("[") {
                var depth = 0
                while index < tokens.count {
                    if tokens[index].isPunct("[") { depth += 1 }
                    if tokens[index].isPunct("]") {
                        depth -= 1
                        if depth == 0 { captureListEnds.insert(tokens[index].start); break }
                    }
                    index += 1
                }
            }
        }
        if let inRange = closure.inRange {
            closureIns.insert(inRange.start.offset)
        } else if let last = closure.parameters.last, var (index, token) = token(atOrAfter: last.range.end.offset) {
            if token.isPunct(")"), index + 1 < tokens.count {
                index += 1
                token = tokens[index]
            }
            if token.isIdentifier("in") { closureIns.insert(token.start) }
        } else if let (index, token) = token(atOrAfter: open + 1), token.isPunct("("), index + 2 < tokens.count,
                  tokens[index + 1].isPunct(")"), tokens[index + 2].isIdentifier("in") {
            closureIns.insert(tokens[index + 2].start)
        }
        visit(closure.body)
    }
}
