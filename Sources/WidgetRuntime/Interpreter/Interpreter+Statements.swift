import Foundation
import WidgetLanguage
import WidgetRender

extension Interpreter {
    /// Runs a block that gives a value: the value of `return`, or of the last expression.
    func evalBody(_ statements: [Stmt], _ parent: Environment) throws -> Value {
        let env = Environment(parent: parent)
        guard Interpreter.hasDefer(statements) else {
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
        var deferred: [[Stmt]] = []
        do {
            var result = Value.null
            do {
                for (index, statement) in statements.enumerated() {
                    if case .defer(let body) = statement.kind { deferred.append(body); continue }
                    if index == statements.count - 1, case .expr(let expr) = statement.kind {
                        result = try eval(expr, env)
                        break
                    }
                    try exec(statement, env)
                }
            } catch {
                try runDeferred(deferred, env)
                throw error
            }
            try runDeferred(deferred, env)
            return result
        } catch Unwind.returned(let value) {
            return value
        }
    }

    func exec(_ statements: [Stmt], _ parent: Environment) throws {
        let env = Environment(parent: parent)
        guard Interpreter.hasDefer(statements) else {
            for statement in statements { try exec(statement, env) }
            return
        }
        var deferred: [[Stmt]] = []
        do {
            for statement in statements {
                if case .defer(let body) = statement.kind { deferred.append(body); continue }
                try exec(statement, env)
            }
        } catch {
            try runDeferred(deferred, env)
            throw error
        }
        try runDeferred(deferred, env)
    }

    /// Whether a block has a `defer` (most have none and run without keeping a list).
    static func hasDefer(_ statements: [Stmt]) -> Bool {
        statements.contains { if case .defer = $0.kind { return true } else { return false } }
    }

    /// The `defer` blocks of a block being left, last first.
    func runDeferred(_ deferred: [[Stmt]], _ env: Environment) throws {
        for body in deferred.reversed() { try exec(body, env) }
    }

    func exec(_ statement: Stmt, _ env: Environment, label: String? = nil) throws {
        try tick(statement.range)
        switch statement.kind {
        case .expr(let expr):
            _ = try eval(expr, env)
        case .binding(let binding):
            let value: Value
            do {
                value = try bindingValue(binding, env)
            } catch let thrown as RuntimeError where binding.isAsync && thrown.isCatchable && binding.pattern == nil {
                // `async let activity = load()`: the error waits for `try await activity`.
                value = deferredThrow(thrown)
            }
            if let pattern = binding.pattern, binding.value == nil {
                // `let (a, b): (Int, String)`: each name is given its value later.
                Interpreter.declareUnset(pattern, in: env)
            } else if let pattern = binding.pattern {
                try destructure(pattern, value, env, at: binding.value?.range ?? statement.range)
            } else {
                env.define(LocalKey(binding.name, declaredAt: binding.nameRange), value)
            }
        case .if:
            // `if … else if … else …`: the branches in turn, in a loop, so a chain of any length costs one frame of `exec`.
            var current = statement
            while case .if(let conditions, let then, let elseClause) = current.kind {
                let inner = Environment(parent: env)
                if try conditionsHold(conditions, inner) {
                    try exec(then, inner)
                    break
                }
                switch elseClause {
                case .block(let body)?: try exec(body, env)
                case .elseIf(let nested)?:
                    guard case .if = nested.kind else { try exec(nested, env); break }
                    current = nested
                    continue
                case nil: break
                }
                break
            }
        case .guard(let conditions, let body):
            if try !conditionsHold(conditions, env) {
                try exec(body, env)
                throw error("the 'else' of a guard must leave the block with return, throw, break or continue", statement.range)
            }
        case .switch(let subject, let cases):
            let value = try eval(subject, env)
            do { try runSwitch(value, cases, env) } catch Unwind.breakLoop { return }
        case .forIn, .while, .whileLet, .repeat:
            try runLoop(statement, env, label: label)
        case .labeled(let name, let inner):
            do { try exec(inner, env, label: name) } catch Unwind.breakLabel(let target) where target == name { return }
        case .defer(let body):
            // Outside a block's statement list (cannot be written so): runs at once.
            try exec(body, env)
        case .fallthrough:
            throw Unwind.fallthroughCase
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
        case .doCatch(let body, let clauses):
            do {
                try exec(body, env)
            } catch let failure as RuntimeError where failure.isCatchable {
                let thrown = failure.thrown ?? .error(failure.message)
                for clause in clauses {
                    let inner = Environment(parent: env)
                    if clause.patterns.isEmpty { inner.define("error", thrown) }
                    if !clause.patterns.isEmpty {
                        guard let matched = try clause.patterns.firstIndex(where: { try matches($0, thrown, inner) }) else { continue }
                        if matched > 0 { Interpreter.moveToFirstDeclarations(clause.patterns, matched: matched, in: inner) }
                    }
                    if let condition = clause.whereClause, try !truth(try eval(condition, inner), condition.range) { continue }
                    try exec(clause.body, inner)
                    return
                }
                throw failure
            }
        case .break(let target):
            throw target.map(Unwind.breakLabel) ?? Unwind.breakLoop
        case .continue(let target):
            throw target.map(Unwind.continueLabel) ?? Unwind.continueLoop
        }
    }

    func errorMessage(_ value: Value) -> String {
        if case .error(let message) = value { return message }
        return describe(value)
    }

    /// The names of a tuple pattern, each defined with no value yet.
    static func declareUnset(_ pattern: Expr, in env: Environment) {
        switch pattern.kind {
        case .identifier(let name) where name != "_": env.define(LocalKey(name, declaredAt: pattern.range), .null)
        case .tuple(let elements): for element in elements { declareUnset(element.value, in: env) }
        case .parenthesized(let inner): declareUnset(inner, in: env)
        default: break
        }
    }

    func bindingValue(_ binding: Binding, _ env: Environment) throws -> Value {
        if let type = binding.type, let expr = binding.value, let kind = sizedKind(type),
           let value = try sizedLiteral(expr, kind) { return value }
        let value = try binding.value.map { try eval($0, env) } ?? .null
        guard let type = binding.type else { return value }
        return try coerce(value, toWritten: type, at: binding.nameRange)
    }

    func conditionsHold(_ conditions: [Condition], _ env: Environment) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expr(let expr):
                if try !truth(try eval(expr, env), expr.range) { return false }
            case .optionalBinding(let name, let range, let value):
                let result = try eval(value, env)
                if result.isNull { return false }
                // `if let inner = nested` of an `Int??` holding `.some(nil)`: one level off, so `inner` is nil.
                if case .member("some", let payload) = result, payload.count == 1, enumCase(named: "some") == nil {
                    env.define(LocalKey(name, declaredAt: range), payload[0])
                } else {
                    env.define(LocalKey(name, declaredAt: range), result)
                }
            case .pattern(let pattern, let value):
                if try !matches(pattern, try eval(value, env), env) { return false }
            }
        }
        return true
    }

    /// The index of the first case whose pattern (and `where`) matches; its names are bound in `env`.
    func matchingCaseIndex(_ value: Value, _ cases: [SwitchCase], _ env: Environment) throws -> Int? {
        for (index, c) in cases.enumerated() {
            if c.isDefault { return index }
            // `case .a where x > 1, .b:`: each pattern's own `where` guards it alone.
            for (patternIndex, pattern) in c.patterns.enumerated() where try matches(pattern, value, env) {
                if patternIndex > 0 { Interpreter.moveToFirstDeclarations(c.patterns, matched: patternIndex, in: env) }
                if let condition = c.whereClause(ofPattern: patternIndex), try !truth(try eval(condition, env), condition.range) { continue }
                return index
            }
        }
        return nil
    }

    func matchingCase(_ value: Value, _ cases: [SwitchCase], _ env: Environment) throws -> [Stmt]? {
        try matchingCaseIndex(value, cases, env).map { cases[$0].body }
    }

    /// Runs the matching case; `fallthrough` goes on into the next case's body.
    func runSwitch(_ value: Value, _ cases: [SwitchCase], _ env: Environment) throws {
        let inner = Environment(parent: env)
        guard var index = try matchingCaseIndex(value, cases, inner) else { return }
        while true {
            do {
                try exec(cases[index].body, inner)
                return
            } catch Unwind.fallthroughCase {
                index += 1
                if index >= cases.count { return }
            }
        }
    }

    func elements(of value: Value, at range: SourceRange) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .dictionary(let pairs): return pairs.map(\.key)
        case .string(let s):
            try chargeElements(s.utf8.count, at: range)
            return s.map { .string(String($0)) }
        case .null: return []
        // `for byte in data`, `Array(data)`: its bytes, as UInt8 values (Ints here).
        case .data: return try FoundationDataBytes.bytes(self, value, range)
        case .object where CryptoKitDigests.digestBytes(value) != nil:
            return try FoundationDataBytes.bytes(self, .data(CryptoKitDigests.digestBytes(value) ?? Data()), range)
        case .object(let object) where SwiftRanges.isRangeType(object.type):
            return try elements(of: try materialized(value, at: range), at: range)
        case .object(let object) where object.type == SwiftRegexes.outputTypeName:
            return try SwiftRegexes.outputElements(value, self, range)
        case .object(let object) where SwiftLazySequences.typeNames.contains(object.type):
            return try listed(value, at: range)
        // `for await value in stream`: the values its continuation yielded, taken.
        case .instance(let stream) where stream.type == SwiftAsyncStreams.streamType:
            return SwiftAsyncStreams.take(stream)
        case .object(let object) where object.type == Interpreter.taskGroupType:
            // `for await result in group`: the results of its tasks, in the order they were added.
            if case .array(let results)? = object["results"] { return results }
            return []
        default:
            // `for book in shelf` where `struct Shelf: Collection`.
            if let listed = try programSequenceElements(value, at: range) { return listed }
            throw error("cannot iterate over \(typeName(of: value))", range)
        }
    }

    // MARK: View builders

    /// Runs a view body: every view-valued expression statement adds a view.
    func buildViews(_ statements: [Stmt], _ parent: Environment) throws -> [ViewNode] {
        let env = Environment(parent: parent)
        var views: [ViewNode] = []
        guard Interpreter.hasDefer(statements) else {
            for statement in statements { try buildViews(statement, env, into: &views) }
            return views
        }
        var deferred: [[Stmt]] = []
        do {
            for statement in statements {
                if case .defer(let body) = statement.kind { deferred.append(body); continue }
                try buildViews(statement, env, into: &views)
            }
        } catch {
            try runDeferred(deferred, env)
            throw error
        }
        try runDeferred(deferred, env)
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
            let inner = Environment(parent: env)
            if let body = try matchingCase(value, cases, inner) { views += try buildViews(body, inner) }
        case .forIn(let loop):
            let items = try loopElements(loop.pattern, try eval(loop.sequence, env), at: loop.sequence.range)
            try looping(statement.range) {
                for element in items {
                    guard let inner = try iteration(loop, element, env) else { continue }
                    views += try buildViews(loop.body, inner)
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
        case .object(let object) where program.symbols.types[object.type]?.isView == true:
            // One of the program's views kept as its struct (`Badge().tinted(.blue)`), placed: its body.
            guard let symbol = program.symbols.types[object.type], case .view(let node) = try drawView(value, of: symbol, at: range) else { return nil }
            return node
        case .enumCase(let type, _, _) where program.symbols.types[type]?.isEnumView == true:
            guard let symbol = program.symbols.types[type], case .view(let node) = try drawView(value, of: symbol, at: range) else { return nil }
            return node
        default:
            throw error("a view body lists views; this is a value of type \(typeName(of: value))", range)
        }
    }
}
