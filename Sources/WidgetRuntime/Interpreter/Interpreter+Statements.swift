import WidgetLanguage
import WidgetRender

extension Interpreter {
    /// Runs a block that gives a value: the value of `return`, or of the last expression.
    func evalBody(_ statements: [Stmt], _ parent: Environment) throws -> Value {
        let env = Environment(parent: parent)
        do {
            for (index, statement) in statements.enumerated() {
                if index == statements.count - 1, case .expr(let expr) = statement.kind {
                    return try eval(expr, env)
                }
                try exec(statement, env)
            }
        } catch Unwind.returned(let value) {
            return value
        }
        return .null
    }

    func exec(_ statements: [Stmt], _ parent: Environment) throws {
        let env = Environment(parent: parent)
        for statement in statements { try exec(statement, env) }
    }

    func exec(_ statement: Stmt, _ env: Environment) throws {
        try tick(statement.range)
        switch statement.kind {
        case .expr(let expr):
            _ = try eval(expr, env)
        case .binding(let binding):
            env.define(binding.name, try bindingValue(binding, env))
        case .if(let conditions, let then, let elseClause):
            let inner = Environment(parent: env)
            if try conditionsHold(conditions, inner) {
                try exec(then, inner)
            } else {
                switch elseClause {
                case .block(let body)?: try exec(body, env)
                case .elseIf(let nested)?: try exec(nested, env)
                case nil: break
                }
            }
        case .guard(let conditions, let body):
            if try !conditionsHold(conditions, env) {
                try exec(body, env)
                throw error("the 'else' of a guard must leave the block with return, throw, break or continue", statement.range)
            }
        case .switch(let subject, let cases):
            let value = try eval(subject, env)
            guard let body = try matchingCase(value, cases, env) else { return }
            do { try exec(body, env) } catch Unwind.breakLoop { return }
        case .forIn(let name, _, let sequence, let body):
            let items = try elements(of: try eval(sequence, env), at: sequence.range)
            try looping(statement.range) {
                for element in items {
                    let inner = Environment(parent: env)
                    inner.define(name, element)
                    do { try exec(body, inner) } catch Unwind.breakLoop { break } catch Unwind.continueLoop { continue }
                }
            }
        case .while(let condition, let body):
            try looping(statement.range) {
                while try truth(try eval(condition, env), condition.range) {
                    do { try exec(body, env) } catch Unwind.breakLoop { break } catch Unwind.continueLoop { continue }
                }
            }
        case .return(let value):
            throw Unwind.returned(try value.map { try eval($0, env) } ?? .null)
        case .throw(let value):
            let thrown = try eval(value, env)
            throw RuntimeError(errorMessage(thrown), at: value.range, isCatchable: true, thrown: thrown)
        case .do(let body, let name, let handler):
            do {
                try exec(body, env)
            } catch let failure as RuntimeError where failure.isCatchable && handler != nil {
                let inner = Environment(parent: env)
                inner.define(name ?? "error", failure.thrown ?? .error(failure.message))
                try exec(handler ?? [], inner)
            }
        case .break:
            throw Unwind.breakLoop
        case .continue:
            throw Unwind.continueLoop
        }
    }

    func errorMessage(_ value: Value) -> String {
        if case .error(let message) = value { return message }
        return describe(value)
    }

    func bindingValue(_ binding: Binding, _ env: Environment) throws -> Value {
        let value = try binding.value.map { try eval($0, env) } ?? .null
        guard let type = binding.type else { return value }
        return try coerce(value, to: resolveType(type), at: binding.nameRange)
    }

    func conditionsHold(_ conditions: [Condition], _ env: Environment) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expr(let expr):
                if try !truth(try eval(expr, env), expr.range) { return false }
            case .optionalBinding(let name, _, let value):
                let result = try eval(value, env)
                if result.isNull { return false }
                env.define(name, result)
            }
        }
        return true
    }

    func matchingCase(_ value: Value, _ cases: [SwitchCase], _ env: Environment) throws -> [Stmt]? {
        for c in cases {
            if c.isDefault { return c.body }
            for pattern in c.patterns {
                let candidate = try eval(pattern, env)
                if case .array(let range) = candidate, case .binary(let op, _, _) = pattern.kind, op == "..<" || op == "..." {
                    if range.contains(where: { equal($0, value) }) { return c.body }
                } else if equal(candidate, value) {
                    return c.body
                }
            }
        }
        return nil
    }

    func elements(of value: Value, at range: SourceRange) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .dictionary(let pairs): return pairs.map(\.key)
        case .string(let s):
            try chargeElements(s.utf8.count, at: range)
            return s.map { .string(String($0)) }
        case .null: return []
        default: throw error("cannot iterate over \(typeName(of: value))", range)
        }
    }

    // MARK: View builders

    /// Runs a view body: every view-valued expression statement adds a view.
    func buildViews(_ statements: [Stmt], _ parent: Environment) throws -> [ViewNode] {
        let env = Environment(parent: parent)
        var views: [ViewNode] = []
        for statement in statements { try buildViews(statement, env, into: &views) }
        return views
    }

    func buildViews(_ statement: Stmt, _ env: Environment, into views: inout [ViewNode]) throws {
        try tick(statement.range)
        switch statement.kind {
        case .expr(let expr):
            let value = try eval(expr, env)
            if case .array(let items) = value {
                for item in items { if let node = try viewNode(from: item, at: expr.range) { views.append(node) } }
            } else if let node = try viewNode(from: value, at: expr.range) {
                views.append(node)
            }
        case .if(let conditions, let then, let elseClause):
            let inner = Environment(parent: env)
            if try conditionsHold(conditions, inner) {
                views += try buildViews(then, inner)
            } else {
                switch elseClause {
                case .block(let body)?: views += try buildViews(body, env)
                case .elseIf(let nested)?: try buildViews(nested, env, into: &views)
                case nil: break
                }
            }
        case .switch(let subject, let cases):
            let value = try eval(subject, env)
            if let body = try matchingCase(value, cases, env) { views += try buildViews(body, env) }
        case .forIn(let name, _, let sequence, let body):
            let items = try elements(of: try eval(sequence, env), at: sequence.range)
            try looping(statement.range) {
                for element in items {
                    let inner = Environment(parent: env)
                    inner.define(name, element)
                    views += try buildViews(body, inner)
                }
            }
        default:
            try exec(statement, env)
        }
    }

    /// Several views become a vertical stack, as in a SwiftUI body; none is an empty view.
    func combine(_ views: [ViewNode]) -> ViewNode {
        if views.count == 1 { return views[0] }
        if views.isEmpty { return ViewNode(.empty) }
        return ViewNode(.vStack(alignment: .center, spacing: nil, children: views))
    }

    /// A value used as a view: a view, an image, a shape, a colour, or text.
    func viewNode(from value: Value, at range: SourceRange) throws -> ViewNode? {
        switch value {
        case .view(let node): return node
        case .image(let image):
            if let name = image.systemName { return ViewNode(.systemImage(name)) }
            if let loaded = image.loaded { return pictureNode(loaded, name: nil, at: range) }
            return ViewNode(.imageData(width: nil, height: nil))
        case .null: return nil
        case .string(let s): return ViewNode(.text(s))
        case .array(let items): return combine(try items.compactMap { try viewNode(from: $0, at: range) })
        case .member: return (shapeNode(value) ?? colorView(value)).map { ViewNode(.shape($0)) } ?? ViewNode(.empty)
        default:
            throw error("a view body lists views; this is a value of type \(typeName(of: value))", range)
        }
    }
}
