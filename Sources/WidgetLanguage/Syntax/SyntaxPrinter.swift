/// Prints a syntax tree as indented text, one node per line with its range:
///
///     model ToDo 1:1-4:2
///       var name: String 2:5-2:21
///
/// Used by golden tests and `widgetry check --ast`.
public struct SyntaxPrinter {
    private var lines: [String] = []
    private var indent = 0

    public init() {}

    public static func print(_ file: WidgetFile) -> String {
        var printer = SyntaxPrinter()
        for decl in file.declarations { printer.decl(decl) }
        return printer.lines.joined(separator: "\n") + "\n"
    }

    public static func print(_ expr: Expr) -> String {
        var printer = SyntaxPrinter()
        printer.expr(expr)
        return printer.lines.joined(separator: "\n") + "\n"
    }

    private mutating func line(_ text: String, _ range: SourceRange) {
        lines.append(String(repeating: "  ", count: indent) + text + " " + range.description)
    }

    private mutating func nested(_ body: (inout SyntaxPrinter) -> Void) {
        indent += 1
        body(&self)
        indent -= 1
    }

    mutating func decl(_ decl: Decl) {
        // A model lowered from either spelling prints as the Swift it is.
        if case .structure(let body) = decl.kind, body.isModel { line("@Model class \(decl.name)", decl.range) } else {
            line("\(decl.kind.keyword) \(decl.name)", decl.range)
        }
        nested { p in
            switch decl.kind {
            case .model(let body), .structure(let body), .entry(let body), .extension(let body), .protocol(let body):
                if !body.conformances.isEmpty { p.line("conforms \(body.conformances.joined(separator: ", "))", decl.nameRange) }
                body.typeAliases.forEach { p.line("typealias \($0.name) = \($0.type)", $0.range) }
                body.fields.forEach { p.field($0) }
                body.computed.forEach { p.computed($0) }
                body.initializers.forEach { p.function($0) }
                body.functions.forEach { p.function($0) }
            case .typeAlias(let type):
                p.line("= \(type)", type.range)
            case .entity(let entity):
                entity.fields.forEach { p.field($0) }
                entity.functions.forEach { p.function($0) }
                entity.query.forEach { p.block($0, prefix: "query.") }
            case .enumeration(let e):
                if let raw = e.rawType { p.line("raw \(raw)", raw.range) }
                for c in e.cases {
                    let associated = c.associatedValues.map { ($0.label.map { "\($0): " } ?? "") + ($0.type?.description ?? "_") }
                    p.line("case \(c.name)" + (associated.isEmpty ? "" : "(\(associated.joined(separator: ", ")))"), c.range)
                    if let raw = c.rawValue { p.nested { $0.expr(raw) } }
                }
                e.fields.forEach { p.field($0) }
            case .provider(let provider):
                provider.blocks.forEach { p.block($0) }
                provider.functions.forEach { p.function($0) }
            case .intent(let intent), .configuration(let intent):
                intent.metadata.forEach { p.field($0) }
                intent.parameters.forEach { p.field($0) }
                if let perform = intent.perform { p.block(perform) }
                intent.functions.forEach { p.function($0) }
            case .view(let view):
                view.parameters.forEach { p.parameter($0) }
                p.statements(view.body)
            case .widget(let widget):
                widget.properties.forEach { p.property($0) }
                if let body = widget.body { p.block(body) }
                if let notDrawn = widget.notDrawn { p.line("notDrawn \"\(notDrawn.reason)\"", notDrawn.range) }
            case .preview(let preview):
                p.arguments(preview.arguments)
                p.statements(preview.entries)
            case .seed(let body):
                p.statements(body)
            case .test(let test):
                p.statements(test.body)
            case .source(let value):
                p.expr(value)
            case .binding(let binding):
                if let type = binding.type { p.line("type \(type)", type.range) }
                if let value = binding.value { p.expr(value) }
            case .function(let function):
                function.parameters.forEach { p.parameter($0) }
                if let type = function.returnType { p.line("returns \(type)", type.range) }
                p.statements(function.body)
            case .permissions(let properties):
                properties.forEach { p.property($0) }
            }
        }
    }

    mutating func field(_ field: FieldDecl) {
        let attributes = field.attributes.map { "@\($0.name) " }.joined()
        let type = field.type.map { ": \($0)" } ?? ""
        line("\(attributes)\(field.isStatic ? "static " : "")\(field.isConstant ? "let" : "var") \(field.name)\(type)", field.range)
        nested { p in
            for attribute in field.attributes where !attribute.arguments.isEmpty {
                p.line("@\(attribute.name)", attribute.range)
                p.nested { $0.arguments(attribute.arguments) }
            }
            if let value = field.defaultValue { p.expr(value) }
        }
    }

    mutating func computed(_ property: ComputedProperty) {
        let type = property.type.map { ": \($0)" } ?? ""
        line("\(property.isStatic ? "static " : "")var \(property.name)\(type) { get\(property.setter == nil ? "" : " set") }", property.range)
        nested { p in
            p.statements(property.getter)
            if let setter = property.setter {
                p.line("set(\(setter.parameterName))", property.range)
                p.nested { $0.statements(setter.body) }
            }
        }
    }

    mutating func function(_ function: FunctionDecl) {
        line("\(function.isStatic ? "static " : "")func \(function.name)", function.range)
        nested { p in
            function.parameters.forEach { p.parameter($0) }
            if let type = function.returnType { p.line("returns \(type)", type.range) }
            p.statements(function.body)
        }
    }

    mutating func parameter(_ parameter: FunctionDecl.Parameter) {
        let type = parameter.type.map { ": \($0)" } ?? ""
        line("param \(parameter.label ?? "_") \(parameter.name)\(type)", parameter.range)
        if let value = parameter.defaultValue { nested { $0.expr(value) } }
    }

    mutating func property(_ property: WidgetProperty) {
        line("\(property.name):", property.range)
        nested { $0.expr(property.value) }
    }

    mutating func block(_ block: NamedBlock, prefix: String = "") {
        let parameters = block.parameters.map { ($0.label.map { "\($0) " } ?? "") + $0.name }
        line("\(prefix)\(block.name)(\(parameters.joined(separator: ", ")))", block.range)
        nested { $0.statements(block.body) }
    }

    mutating func statements(_ statements: [Stmt]) {
        for statement in statements { stmt(statement) }
    }

    mutating func stmt(_ stmt: Stmt) {
        switch stmt.kind {
        case .expr(let e):
            expr(e)
        case .binding(let b):
            line("\(b.isAsync ? "async " : "")\(b.isConstant ? "let" : "var") \(b.pattern == nil ? b.name : "(…)")\(b.type.map { ": \($0)" } ?? "")", stmt.range)
            if let pattern = b.pattern { nested { $0.expr(pattern) } }
            if let value = b.value { nested { $0.expr(value) } }
        case .if(let conditions, let then, let elseClause):
            line("if", stmt.range)
            nested { p in
                p.conditions(conditions)
                p.line("then", stmt.range)
                p.nested { $0.statements(then) }
                switch elseClause {
                case .block(let body)?:
                    p.line("else", stmt.range)
                    p.nested { $0.statements(body) }
                case .elseIf(let inner)?:
                    p.line("else", stmt.range)
                    p.nested { $0.stmt(inner) }
                case nil: break
                }
            }
        case .guard(let conditions, let body):
            line("guard", stmt.range)
            nested { p in
                p.conditions(conditions)
                p.line("else", stmt.range)
                p.nested { $0.statements(body) }
            }
        case .switch(let subject, let cases):
            line("switch", stmt.range)
            nested { p in
                p.expr(subject)
                for c in cases {
                    p.line(c.isDefault ? "default" : "case", c.range)
                    p.nested { q in
                        for (index, pattern) in c.patterns.enumerated() {
                            q.expr(pattern)
                            // `case .a where x, .b:`: a pattern's own `where`, before the last pattern's.
                            if index < c.patterns.count - 1, let guardExpr = c.whereClause(ofPattern: index) {
                                q.line("where", guardExpr.range)
                                q.nested { $0.expr(guardExpr) }
                            }
                        }
                        if let guardExpr = c.whereClause {
                            q.line("where", guardExpr.range)
                            q.nested { $0.expr(guardExpr) }
                        }
                        q.statements(c.body)
                    }
                }
            }
        case .forIn(let loop):
            if let name = loop.name, !loop.isCasePattern {
                line("for \(name)", stmt.range)
            } else {
                line(loop.isCasePattern ? "for case" : "for", stmt.range)
                nested { $0.expr(loop.pattern) }
            }
            nested { p in
                p.expr(loop.sequence)
                if let condition = loop.whereClause {
                    p.line("where", condition.range)
                    p.nested { $0.expr(condition) }
                }
                p.statements(loop.body)
            }
        case .whileLet(let conditions, let body):
            line("while", stmt.range)
            nested { p in
                p.conditions(conditions)
                p.statements(body)
            }
        case .repeat(let body, let condition):
            line("repeat", stmt.range)
            nested { p in
                p.statements(body)
                p.line("while", condition.range)
                p.nested { $0.expr(condition) }
            }
        case .labeled(let label, let inner):
            line("label \(label)", stmt.range)
            nested { $0.stmt(inner) }
        case .defer(let body):
            line("defer", stmt.range)
            nested { $0.statements(body) }
        case .fallthrough:
            line("fallthrough", stmt.range)
        case .while(let condition, let body):
            line("while", stmt.range)
            nested { p in
                p.expr(condition)
                p.statements(body)
            }
        case .return(let value):
            line("return", stmt.range)
            if let value { nested { $0.expr(value) } }
        case .throw(let value):
            line("throw", stmt.range)
            nested { $0.expr(value) }
        case .do(let body, let name, let handler):
            line("do", stmt.range)
            nested { p in
                p.statements(body)
                if let handler {
                    p.line("catch \(name ?? "error")", stmt.range)
                    p.nested { $0.statements(handler) }
                }
            }
        case .doCatch(let body, let clauses):
            line("do", stmt.range)
            nested { p in
                p.statements(body)
                for clause in clauses {
                    p.line("catch", clause.range)
                    p.nested { q in
                        clause.patterns.forEach { q.expr($0) }
                        if let condition = clause.whereClause { q.expr(condition) }
                        q.statements(clause.body)
                    }
                }
            }
        case .break(let label):
            line("break" + (label.map { " \($0)" } ?? ""), stmt.range)
        case .continue(let label):
            line("continue" + (label.map { " \($0)" } ?? ""), stmt.range)
        }
    }

    mutating func conditions(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expr(let e): expr(e)
            case .optionalBinding(let name, let range, let value):
                line("let \(name) =", range)
                nested { $0.expr(value) }
            case .pattern(let pattern, let value):
                line("case", pattern.range)
                nested { p in
                    p.expr(pattern)
                    p.expr(value)
                }
            }
        }
    }

    mutating func arguments(_ arguments: [Argument]) {
        for argument in arguments {
            if let label = argument.label {
                line("\(label):", argument.labelRange ?? argument.value.range)
                nested { $0.expr(argument.value) }
            } else {
                expr(argument.value)
            }
        }
    }

    mutating func expr(_ e: Expr) {
        switch e.kind {
        case .integer(let v): line("int \(v)", e.range)
        case .largeInteger(let digits): line("int \(digits)", e.range)
        case .double(let v): line("double \(v)", e.range)
        case .regex(let text): line("regex \(quoted(text))", e.range)
        case .bool(let v): line("bool \(v)", e.range)
        case .nil: line("nil", e.range)
        case .string(let parts):
            if parts.allSatisfy({ if case .text = $0 { return true } else { return false } }) {
                let text = parts.map { if case .text(let t) = $0 { return t } else { return "" } }.joined()
                line("string \(quoted(text))", e.range)
            } else {
                line("string", e.range)
                nested { p in
                    for part in parts {
                        switch part {
                        case .text(let t): p.lines.append(String(repeating: "  ", count: p.indent) + "text \(quoted(t))")
                        case .expr(let inner): p.expr(inner)
                        }
                    }
                }
            }
        case .identifier(let name): line("name \(name)", e.range)
        case .anonymousArgument(let n): line("$\(n)", e.range)
        case .implicitMember(let name): line(".\(name)", e.range)
        case .member(let base, let name, _):
            line("member .\(name)", e.range)
            nested { $0.expr(base) }
        case .call(let callee, let arguments, let trailing):
            line("call", e.range)
            nested { p in
                p.expr(callee)
                p.arguments(arguments)
                for t in trailing {
                    p.line("trailing \(t.label ?? "_")", t.range)
                    p.nested { $0.closure(t.closure) }
                }
            }
        case .subscript(let base, let arguments):
            line("subscript", e.range)
            nested { p in
                p.expr(base)
                p.arguments(arguments)
            }
        case .unary(let op, let operand):
            line("prefix \(op)", e.range)
            nested { $0.expr(operand) }
        case .binary(let op, let lhs, let rhs):
            line("binary \(op)", e.range)
            nested { p in
                p.expr(lhs)
                p.expr(rhs)
            }
        case .ternary(let c, let t, let f):
            line("ternary", e.range)
            nested { p in
                p.expr(c)
                p.expr(t)
                p.expr(f)
            }
        case .assign(let op, let target, let value):
            line("assign \(op)", e.range)
            nested { p in
                p.expr(target)
                p.expr(value)
            }
        case .closure(let c):
            closure(c)
        case .keyPath(let root, let path):
            line("keypath \\\(root ?? "").\(path.joined(separator: "."))", e.range)
        case .array(let elements):
            line("array", e.range)
            nested { p in elements.forEach { p.expr($0) } }
        case .dictionary(let entries):
            line("dictionary", e.range)
            nested { p in
                for entry in entries {
                    p.expr(entry.key)
                    p.nested { $0.expr(entry.value) }
                }
            }
        case .try(let kind, let inner):
            line(kind.rawValue, e.range)
            nested { $0.expr(inner) }
        case .forceUnwrap(let inner):
            line("force-unwrap", e.range)
            nested { $0.expr(inner) }
        case .bindOptional(let inner):
            line("bind-optional", e.range)
            nested { $0.expr(inner) }
        case .optionalChain(let inner):
            line("optional-chain", e.range)
            nested { $0.expr(inner) }
        case .parenthesized(let inner):
            line("paren", e.range)
            nested { $0.expr(inner) }
        case .tuple(let elements):
            line("tuple", e.range)
            nested { $0.arguments(elements) }
        case .cast(let op, let inner, let type):
            line("\(op.rawValue) \(type)", e.range)
            nested { $0.expr(inner) }
        case .postfixRange(let inner):
            line("postfix ...", e.range)
            nested { $0.expr(inner) }
        case .postfixOperator(let op, let inner):
            line("postfix \(op)", e.range)
            nested { $0.expr(inner) }
        case .bindingPattern(let name, let isConstant):
            line("\(isConstant ? "let" : "var") \(name)", e.range)
        }
    }

    mutating func closure(_ c: Closure) {
        line("closure(\(c.parameters.map(\.name).joined(separator: ", ")))", c.range)
        nested { $0.statements(c.body) }
    }
}

/// A string as a Swift literal, as Swift's `debugDescription` writes it: in double quotes,
/// `\n`, `\t`, `\r`, `\0`, `"` and `\` escaped, other controls as `\u{…}`.
public func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        case "\0": out += "\\0"
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
