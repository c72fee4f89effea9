import WidgetLanguage

/// Sequences whose elements are made only when they are read, as Swift's are:
///
/// - `x.lazy` (`LazySequence`): the base and the steps written after it (`map`, `filter`,
///   `compactMap`, `flatMap`, `prefix(_:)`, `prefix(while:)`, `dropFirst(_:)`, `drop(while:)`), each
///   element taken through them one at a time only when something reads it: `first`,
///   `first(where:)`, `contains`, `allSatisfy`, `Array(…)`, a `for` loop, or any other member, which
///   lists the elements and runs the array's own (`reduce`, `count`, `sorted`). A closure runs as often
///   as in Swift: `prefix(2)` stops pulling after its second element.
/// - `n...` (`PartialRangeFrom`): the numbers from `n` on, without end; `lowerBound`, `contains`,
///   `~=` (as a `case` pattern), `prefix(_:)`, `lazy`, a subscript's positions, `zip`'s second sequence.
/// - `sequence(first:next:)` and `sequence(state:next:)` (`UnfoldSequence`): each element from the one
///   before (or from the state the closure changes) until the closure gives nil.
///
/// The checker types each as the array of its elements, so every array member is accepted; listing one
/// that never ends stops at the evaluation's budget (a `PartialRangeFrom` is a located error).
enum SwiftLazySequences {
    static let lazyType = "LazySequence", unfoldType = "UnfoldSequence", fromType = "PartialRangeFrom"
    static let typeNames: Set<String> = [lazyType, unfoldType, fromType, SwiftTypeErasedIterators.iteratorType]

    static func isSequence(_ value: Value) -> Bool {
        if case .object(let object) = value { return typeNames.contains(object.type) }
        return false
    }

    static func lazy(_ base: Value, _ steps: [Value]) -> Value {
        Interpreter.foundationObject(lazyType, [("base", base), ("steps", .array(steps))])
    }

    static func step(_ kind: String, _ argument: Value) -> Value { .tuple(TupleValue([.string(kind), argument])) }

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable("sequence", ["first:Any next:Closure", "first:Any {}", "state:Any next:Closure", "state:Any {}"], result: .array(.unknown),
                                                    note: "made one element at a time when read, until next gives nil") { i, args, r in
            guard let closure = args.first(where: { $0.label == "next" || $0.label == "{}" })?.value, case .closure = closure else {
                throw i.error("sequence takes a closure that gives the next element, or nil to end", r)
            }
            if let first = args.value("first") { return Interpreter.foundationObject(unfoldType, [("first", first), ("next", closure)]) }
            return Interpreter.foundationObject(unfoldType, [("state", args.value("state") ?? .null), ("next", closure)])
        }.checked(checkSequence))

        let from = BuiltinType(fromType, instance: .named(fromType)) { _ in Interpreter.foundationObject(fromType, [("lowerBound", .int(1))]) }
        from.sampleSource = "(1...)"
        from.add(.init("lowerBound", .property, result: .int) { _, v, _, _ in Interpreter.field(v, "lowerBound") })
        from.add(.init("contains", .method, ["_:Int"], result: .bool) { i, v, args, r in
            guard let order = i.compare(args.value(nil) ?? .null, Interpreter.field(v, "lowerBound")) else { throw i.error("these values cannot be compared", r) }
            return .bool(order >= 0)
        })
        from.add(.init("lazy", .property, result: .array(.int), note: "its numbers, each made when read") { _, v, _, _ in lazy(v, []) })
        from.add(.init("prefix", .method, ["_:Int"], result: .array(.int)) { i, v, args, r in
            .array(try i.prefixElements(of: v, try i.int(args.value(nil), r), at: r))
        })
        registry.register(type: from)
        // `..<4` and `...2`: kept as their upper bound (the checker leaves their type open).
        for (name, closed) in [("PartialRangeUpTo", false), ("PartialRangeThrough", true)] {
            let type = BuiltinType(name, instance: .named(name)) { _ in Interpreter.foundationObject(name, [("upperBound", .int(3))]) }
            type.sampleSource = closed ? "(...3)" : "(..<3)"
            type.add(.init("upperBound", .property, result: .int) { _, v, _, _ in Interpreter.field(v, "upperBound") })
            type.add(.init("contains", .method, ["_:Any"], result: .bool) { i, v, args, r in
                guard let order = i.compare(args.value(nil) ?? .null, Interpreter.field(v, "upperBound")) else { throw i.error("these values cannot be compared", r) }
                return .bool(closed ? order <= 0 : order < 0)
            })
            registry.register(type: type)
        }
    }

    /// `sequence(first:next:)`'s closure takes the element before; `sequence(state:next:)`'s changes the state
    /// (its `inout` parameter, which the closure may assign). The result lists elements of the first's type.
    static let checkSequence: BuiltinCall.Check = { c, call in
        var seed: SemanticType = .unknown
        var changesState = false
        for argument in call.arguments {
            if case .closure(let closure) = argument.value.kind {
                c.inferClosure(closure, in: call.scope, parameterTypes: [seed], changesFirst: changesState)
            } else {
                seed = c.infer(argument.value, in: call.scope)
                changesState = argument.label == "state"
            }
        }
        for trailing in call.trailing { c.inferClosure(trailing.closure, in: call.scope, parameterTypes: [seed], changesFirst: changesState) }
        return changesState ? .array(.unknown) : .array(seed)
    }

    /// The members of a lazy or endless sequence that do not list it; nil for those that do.
    static func call(_ i: Interpreter, _ receiver: Value, _ name: String, _ args: [CallArgument], at r: SourceRange) throws -> Value? {
        guard case .object(let object) = receiver, typeNames.contains(object.type) else { return nil }
        // A key path where a function goes is the closure `{ $0.path }`.
        let args = args.map { argument in
            guard case .keyPath(let path) = argument.value else { return argument }
            return CallArgument(label: argument.label, value: .closure(Interpreter.keyPathClosure(path, at: argument.range)), range: argument.range)
        }
        let closure = args.first { if case .closure = $0.value { true } else { false } }?.value
        let isLazy = object.type == lazyType
        func adding(_ step: Value) -> Value {
            if isLazy, case .array(let steps)? = object["steps"] { return lazy(object["base"] ?? .null, steps + [step]) }
            return lazy(receiver, [step])
        }
        switch name {
        case "map", "filter", "compactMap", "flatMap":
            guard isLazy, let closure else { return nil }
            return adding(step(name, closure))
        case "prefix" where args.count <= 1 && args.first?.label == nil, "dropFirst" where args.count <= 1 && args.first?.label == nil:
            let count = try args.first.map { try i.int($0.value, r) } ?? 1
            guard count >= 0 else { throw i.error("'\(name)' takes a count of 0 or more, not \(count)", r) }
            // `(1...).prefix(3)` and a sequence's prefix are lists; a lazy one's stays lazy.
            if isLazy { return adding(step(name, .int(count))) }
            if name == "prefix" { return .array(try i.prefixElements(of: receiver, count, at: r)) }
            return nil
        case "prefix" where args.first?.label == "while" && closure != nil, "drop" where args.first?.label == "while" && closure != nil:
            if isLazy { return adding(step(name == "prefix" ? "prefixWhile" : "dropWhile", closure ?? .null)) }
            guard name == "prefix", case .closure(let test)? = closure else { return nil }
            var taken: [Value] = []
            try i.walk(receiver, at: r) { element in
                guard try i.truth(try i.callClosure(test, [element], at: r), r) else { return false }
                taken.append(element)
                return true
            }
            return .array(taken)
        case "first" where closure != nil:
            guard case .closure(let test)? = closure else { return nil }
            var found: Value = .null
            try i.walk(receiver, at: r) { element in
                guard try i.truth(try i.callClosure(test, [element], at: r), r) else { return true }
                found = element
                return false
            }
            return found
        case "contains" where object.type != fromType, "allSatisfy" where object.type != fromType:
            let test: (Value) throws -> Bool
            if case .closure(let c)? = closure { test = { try i.truth(try i.callClosure(c, [$0], at: r), r) } }
            else { let wanted = args.first?.value ?? .null; test = { i.equal($0, wanted) } }
            var answer = name == "allSatisfy"
            try i.walk(receiver, at: r) { element in
                let passes = try test(element)
                if name == "allSatisfy", !passes { answer = false; return false }
                if name == "contains", passes { answer = true; return false }
                return true
            }
            return .bool(answer)
        case "reversed" where args.isEmpty && isLazy:
            guard case .array(let items) = try i.materialized(receiver, at: r) else { return nil }
            return lazy(.array(items.reversed()), [])
        default:
            return nil
        }
    }

    /// The properties of a lazy or endless sequence that do not list it; nil for those that do.
    static func member(_ i: Interpreter, _ receiver: Value, _ name: String, at r: SourceRange) throws -> Value? {
        guard case .object(let object) = receiver, typeNames.contains(object.type) else { return nil }
        switch name {
        case "lazy": return object.type == lazyType ? receiver : lazy(receiver, [])
        case "first":
            var found: Value = .null
            try i.walk(receiver, at: r) { found = $0; return false }
            return found
        case "lowerBound" where object.type == fromType: return object["lowerBound"]
        default: return nil
        }
    }
}

extension Interpreter {
    /// Visits a sequence's elements in order, each made only when it is visited, until `visit` gives false.
    func walk(_ sequence: Value, at range: SourceRange, _ visit: (Value) throws -> Bool) throws {
        guard case .object(let object) = sequence, SwiftLazySequences.typeNames.contains(object.type) else {
            // (`Fibonacci().lazy.filter { … }.prefix(6)`: the program's sequence, one `next()` at a time.)
            if try walkProgramSequence(sequence, at: range, visit) { return }
            for element in try elements(of: try materialized(sequence, at: range), at: range) where !(try visit(element)) { return }
            return
        }
        switch object.type {
        case SwiftLazySequences.fromType:
            var next = object["lowerBound"] ?? .null
            while try visit(next) {
                if countOut() { throw limitError(at: range) }
                next = try arithmetic("+", next, .int(1), at: range)
            }
        case SwiftTypeErasedIterators.iteratorType:
            while true {
                if countOut() { throw limitError(at: range) }
                let element = try nextElement(ofAnyIterator: sequence, at: range)
                if element.isNull { return }
                if !(try visit(element)) { return }
            }
        case SwiftLazySequences.unfoldType:
            guard case .closure(let closure)? = object["next"] else { return }
            if let first = object["first"] {
                var current = first
                while try visit(current) {
                    current = try callClosure(closure, [current], at: range)
                    if current.isNull { return }
                }
            } else {
                var state = object["state"] ?? .null
                while true {
                    try enter(range)
                    let env = environment(for: closure, [state])
                    let element: Value
                    do { defer { leave() }; element = try evalBody(closure.closure.body, env) }
                    state = closure.closure.parameters.first.flatMap { env.lookup($0) } ?? env.anonymousArguments?.first ?? state
                    if element.isNull { return }
                    if !(try visit(element)) { return }
                }
            }
        default:
            try walkLazy(object, at: range, visit)
        }
    }

    private func walkLazy(_ object: ObjectValue, at range: SourceRange, _ visit: (Value) throws -> Bool) throws {
        guard case .array(let steps)? = object["steps"] else { return }
        let parts: [(kind: String, argument: Value)] = steps.map {
            guard case .tuple(let t) = $0, t.elements.count == 2, case .string(let kind) = t.elements[0] else { return ("", .null) }
            return (kind, t.elements[1])
        }
        var counts = Array(repeating: 0, count: parts.count)
        var dropping = Array(repeating: true, count: parts.count)
        if parts.contains(where: { $0.kind == "prefix" && $0.argument.integerValue?.bits == 0 }) { return }
        // Takes one element through the steps from `index` on; false once nothing more can pass.
        func pass(_ element: Value, from index: Int) throws -> Bool {
            var value = element
            var index = index
            while index < parts.count {
                let (kind, argument) = parts[index]
                func call() throws -> Value {
                    guard case .closure(let closure) = argument else { throw error("'\(kind)' needs a closure", range) }
                    return try callClosure(closure, [value], at: range)
                }
                switch kind {
                case "map": value = try call()
                case "filter": if !(try truth(try call(), range)) { return true }
                case "compactMap":
                    value = try call()
                    if value.isNull { return true }
                case "flatMap":
                    for inner in try elements(of: try materialized(try call(), at: range), at: range) where !(try pass(inner, from: index + 1)) { return false }
                    return true
                case "prefix":
                    counts[index] += 1
                    let limit = (try? int(argument, range)) ?? 0
                    if counts[index] >= limit {
                        _ = try pass(value, from: index + 1)
                        return false
                    }
                case "dropFirst":
                    if counts[index] < ((try? int(argument, range)) ?? 0) { counts[index] += 1; return true }
                case "prefixWhile": if !(try truth(try call(), range)) { return false }
                case "dropWhile":
                    if dropping[index] {
                        if try truth(try call(), range) { return true }
                        dropping[index] = false
                    }
                default: break
                }
                index += 1
            }
            return try visit(value)
        }
        try walk(object["base"] ?? .null, at: range) { try pass($0, from: 0) }
    }

    /// The first `count` elements of a sequence, made one at a time.
    func prefixElements(of sequence: Value, _ count: Int, at range: SourceRange) throws -> [Value] {
        var taken: [Value] = []
        guard count > 0 else { return taken }
        try walk(sequence, at: range) { element in
            taken.append(element)
            return taken.count < count
        }
        try chargeElements(taken.count, at: range)
        return taken
    }

    /// All the elements of a lazy or generated sequence (an endless range is a located error).
    func listed(_ sequence: Value, at range: SourceRange) throws -> [Value] {
        if case .object(let object) = sequence, object.type == SwiftLazySequences.fromType {
            throw error("the range \(describe(object["lowerBound"] ?? .null))... has no end: take a prefix of it first", range)
        }
        var items: [Value] = []
        try walk(sequence, at: range) { element in
            items.append(element)
            if items.count & 0xFF == 0 { try chargeElements(256, at: range) }
            return true
        }
        return items
    }
}
