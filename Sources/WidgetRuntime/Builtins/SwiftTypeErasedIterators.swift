import WidgetLanguage

/// Swift's `AnyIterator` and `AnySequence`:
///
/// - `AnyIterator { … }` calls the closure for each element until it gives nil; `AnyIterator(base)` takes the elements
///   of another iterator (an array's `makeIterator()`, the program's own iterator). Copies share their place, as the
///   closure's captured state is shared. It is a sequence: a `for` loop, `Array(…)`, `map` and the others take the
///   elements left, one at a time (`SwiftLazySequences.walk`).
/// - `AnySequence(elements)` is the elements; `AnySequence { makeIterator }` lists what the iterator the closure
///   makes gives.
///
/// The checker types both by what they are written with: `next()` gives an element of unknown type, and the members
/// of a sequence are an array's (`Checker.sequenceReceiverType`).
enum SwiftTypeErasedIterators {
    static let iteratorType = "AnyIterator", sequenceType = "AnySequence"
    /// The built-in iterators that are sequences too: `next()` moves them, their other members are a sequence's.
    static let iteratorTypes: Set<String> = [iteratorType]

    /// An `AnyIterator` over `source`: a closure that gives the next element, or an iterator, kept in a box shared by copies.
    static func make(_ source: Value) -> Value {
        Interpreter.foundationObject(iteratorType, [("state", .instance(ClassInstance(type: iteratorType, fields: [("source", source)])))])
    }

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(iteratorType)
        let iterator = BuiltinType(iteratorType, instance: type) { _ in make(.null) }
        iterator.sampleSource = "AnyIterator([1, 2].makeIterator())"
        iterator.add(.init(iteratorType, .initializer, ["_:Any", "{}"], result: type,
                           note: "the closure is called for each element until it gives nil; an iterator given is advanced") { i, _, args, r in
            guard let source = args.first?.value else { throw i.error("AnyIterator takes a closure or an iterator", r) }
            return make(source)
        })
        iterator.add(.init("next", .method, [""], result: .unknown, note: "the next element, nil after the last") { i, v, _, r in
            try i.nextElement(ofAnyIterator: v, at: r)
        })
        registry.register(type: iterator)

        registry.register(function: BuiltinCallable(sequenceType, ["_:Any", "{}"], result: .array(.unknown),
                                                    note: "the elements; a closure's iterator is walked to its end") { i, args, r in
            guard let source = args.first?.value else { throw i.error("AnySequence takes a sequence or a closure making an iterator", r) }
            guard case .closure(let closure) = source else { return .array(try i.elements(of: source, at: r)) }
            return .array(try i.elements(of: make(try i.callClosure(closure, [], at: r)), at: r))
        })
    }
}

extension Interpreter {
    /// An `AnyIterator`'s next element: its closure called, or its base iterator's `next()` (the base kept moved).
    func nextElement(ofAnyIterator value: Value, at range: SourceRange) throws -> Value {
        guard case .object(let object) = value, case .instance(let state)? = object["state"], let source = state["source"] else { return .null }
        switch source {
        case .closure(let closure):
            return try callClosure(closure, [], at: range)
        case .object(let inner) where inner.type == SwiftTypeErasedIterators.iteratorType:
            return try nextElement(ofAnyIterator: source, at: range)
        default:
            guard let (element, after) = try nextOfIterator(source, at: range) else {
                throw error("AnyIterator needs a closure or an iterator, not a value of type \(typeName(of: source))", range)
            }
            if let at = state.fields.firstIndex(where: { $0.name == "source" }) { state.fields[at].value = after }
            return element
        }
    }
}
