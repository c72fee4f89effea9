import WidgetLanguage

/// The program's own sequences and collections: a type conforming to `Sequence` (with `makeIterator()`, or being its
/// own `IteratorProtocol` with `next()`) or to `Collection` (`startIndex`, `endIndex`, `index(after:)` and a
/// `subscript(position:)`). What the standard library's protocol extensions give such a type — `count`, `map`,
/// `filter`, `first`, `contains`, `reduce`, `sorted`, `joined`, a `for` loop, `Array(…)` — runs on the list of its
/// elements, walked as Swift walks them; a member the type declares itself is its own.
/// (A collection's indices are its elements' places counted from 0 where a method gives an index.)
extension Interpreter {
    /// (An `AsyncSequence` is walked as a sequence: its `next()` runs to its end where it is called, as all async code here.)
    static let sequenceProtocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
                                                 "MutableCollection", "RangeReplaceableCollection", "AsyncSequence"]
    /// How many elements a walk lists before it is an error (an endless sequence stops here, not at the step budget).
    static let maxSequenceElements = 1_000_000

    /// The type's `makeIterator()` (an `AsyncSequence`'s `makeAsyncIterator()`).
    func makeIteratorFunction(of symbol: TypeSymbol) -> FunctionDecl? {
        userFunction("makeIterator", of: symbol, isStatic: false) ?? userFunction("makeAsyncIterator", of: symbol, isStatic: false)
    }

    /// Whether the program's type conforms to a sequence protocol, said or through its protocols.
    func isProgramSequence(_ symbol: TypeSymbol) -> Bool {
        if let known = programSequenceTypes[symbol.name] { return known }
        let result = symbol.conformanceClosure(in: program.symbols.types).contains { Interpreter.sequenceProtocols.contains($0) }
        programSequenceTypes[symbol.name] = result
        return result
    }

    /// The elements of a value of the program's sequence or collection type, in order; nil for any other value.
    func programSequenceElements(_ value: Value, at range: SourceRange) throws -> [Value]? {
        guard let symbol = userType(of: value), symbol.kind != .protocolType, isProgramSequence(symbol) else { return nil }
        if let make = makeIteratorFunction(of: symbol), make.parameters.isEmpty {
            let (iterator, _) = try callMember(make, [], self: value, at: range)
            return try iterated(iterator, at: range)
        }
        if userFunction("next", of: symbol, isStatic: false) != nil { return try iterated(value, at: range) }
        return try collectionElements(value, symbol, at: range)
    }

    /// Walks a value of the program's sequence type one `next()` at a time, as long as `visit` wants more (an endless
    /// `Fibonacci()` under `for … { break }`, `first(where:)`, `prefix(_:)`, `.lazy`); false when the value is no such
    /// sequence (a collection of the program's is listed by its indices).
    func walkProgramSequence(_ value: Value, at range: SourceRange, _ visit: (Value) throws -> Bool) throws -> Bool {
        guard let symbol = userType(of: value), symbol.kind != .protocolType, isProgramSequence(symbol) else { return false }
        var iterator: Value
        if let make = makeIteratorFunction(of: symbol), make.parameters.isEmpty {
            iterator = try callMember(make, [], self: value, at: range).0
        } else if userFunction("next", of: symbol, isStatic: false) != nil {
            iterator = value
        } else {
            return false
        }
        while true {
            if countOut() { throw limitError(at: range) }
            guard let (element, after) = try nextOfIterator(iterator, at: range) else {
                throw error("the iterator of type \(typeName(of: iterator)) has no next()", range)
            }
            iterator = after
            if try element.isNull || !visit(element) { return true }
        }
    }

    /// Whether a value is of the program's sequence type walked by `next()` (see `walkProgramSequence`).
    func isProgramIteratedSequence(_ value: Value) -> Bool {
        switch value {
        case .object, .instance: break
        default: return false
        }
        guard let symbol = userType(of: value), symbol.kind != .protocolType, isProgramSequence(symbol) else { return false }
        return makeIteratorFunction(of: symbol) != nil || userFunction("next", of: symbol, isStatic: false) != nil
    }

    /// One `next()` of an iterator — an array's (moved in place) or the program's — and the iterator after it; nil for a
    /// value that is no iterator.
    func nextOfIterator(_ iterator: Value, at range: SourceRange) throws -> (Value, Value)? {
        if case .instance(let state) = iterator, state.type == SwiftSequences.iteratorType { return (SwiftSequences.advance(iterator), iterator) }
        // (An `AnyIterator` keeps its state in a box its copies share.)
        if case .object(let object) = iterator, object.type == SwiftTypeErasedIterators.iteratorType {
            return (try nextElement(ofAnyIterator: iterator, at: range), iterator)
        }
        guard let symbol = userType(of: iterator), let next = userFunction("next", of: symbol, isStatic: false) else { return nil }
        return try callMember(next, [], self: iterator, at: range)
    }

    /// `next()` called on a copy of the iterator until it gives nil.
    private func iterated(_ start: Value, at range: SourceRange) throws -> [Value] {
        // `titles.makeIterator()`: an array's own iterator, its elements those left.
        if case .instance(let state) = start, state.type == SwiftSequences.iteratorType, case .array(let elements)? = state["elements"],
           case .int(let index)? = state["index"] {
            return Array(elements.dropFirst(index))
        }
        // `func makeIterator() -> AnyIterator<T> { AnyIterator { … } }`: its closure called until it gives nil.
        if case .object(let object) = start, object.type == SwiftTypeErasedIterators.iteratorType {
            var elements: [Value] = []
            while true {
                let element = try nextElement(ofAnyIterator: start, at: range)
                if element.isNull { return elements }
                try appendElement(element, to: &elements, at: range)
            }
        }
        guard let symbol = userType(of: start), let next = userFunction("next", of: symbol, isStatic: false) else {
            throw error("the iterator of type \(typeName(of: start)) has no next()", range)
        }
        var iterator = start
        var elements: [Value] = []
        while true {
            let (element, after) = try callMember(next, [], self: iterator, at: range)
            iterator = after
            if element.isNull { return elements }
            try appendElement(element, to: &elements, at: range)
        }
    }

    /// A collection's elements: `self[i]` for each index from `startIndex`, through `index(after:)` (`i + 1` for an `Int`
    /// index without one, as a `RandomAccessCollection` of `Int` indices has it), to `endIndex`.
    private func collectionElements(_ value: Value, _ symbol: TypeSymbol, at range: SourceRange) throws -> [Value] {
        let subscripts = program.symbols.memberFunctions("subscript", of: symbol, isStatic: false).filter { $0.parameters.count == 1 }
        guard let read = subscripts.first(where: { $0.parameters[0].name == "position" || $0.parameters[0].type?.description == "Index" })
                ?? subscripts.first(where: { $0.parameters[0].type?.description == "Int" }) ?? subscripts.first else {
            throw error("\(symbol.name) is a Collection without 'subscript(position:)'", range)
        }
        let after = program.symbols.memberFunctions("index", of: symbol, isStatic: false).first { $0.parameters.first?.label == "after" }
        var index = try member(of: value, "startIndex", at: range)
        let end = try member(of: value, "endIndex", at: range)
        var elements: [Value] = []
        while !equal(index, end) {
            let (element, _) = try callMember(read, [CallArgument(label: read.parameters[0].label, value: index, range: range)], self: value, at: range)
            try appendElement(element, to: &elements, at: range)
            if let after {
                index = try callMember(after, [CallArgument(label: "after", value: index, range: range)], self: value, at: range).0
            } else if case .int(let position) = index, position < Int.max {
                index = .int(position + 1)
            } else {
                throw error("\(symbol.name) is a Collection without 'index(after:)'", range)
            }
        }
        return elements
    }

    private func appendElement(_ element: Value, to elements: inout [Value], at range: SourceRange) throws {
        guard elements.count < Interpreter.maxSequenceElements else {
            throw error("the sequence gave more than \(Interpreter.maxSequenceElements) elements; an endless sequence is walked with prefix(_:) or first(where:)", range)
        }
        try chargeElements(1, at: range)
        elements.append(element)
    }

    /// `shelf.count`, `shelf.map { … }`: a member the standard library's extensions give the program's sequence, run on
    /// its elements; nil when the value is no such sequence.
    func programSequenceMember(_ value: Value, _ name: String, at range: SourceRange) throws -> Value? {
        // `Fibonacci().lazy`: the sequence itself, walked as far as what is written after it reads.
        if name == "lazy", isProgramIteratedSequence(value) { return SwiftLazySequences.lazy(value, []) }
        guard let elements = try programSequenceElements(value, at: range) else { return nil }
        return try member(of: .array(elements), name, at: range)
    }

    func programSequenceMethod(_ value: Value, _ name: String, _ args: [CallArgument], at range: SourceRange, nameRange: SourceRange) throws -> Value? {
        // `Fibonacci().first { $0 > 1000 }`, `.prefix(10)`, `.prefix { $0 < 100 }`, `.contains(89)`: as far as the answer needs.
        if isProgramIteratedSequence(value), let answer = try walkedAnswer(value, name, args, at: range) { return answer }
        guard let elements = try programSequenceElements(value, at: range) else { return nil }
        return try callMethod(.array(elements), name, args, at: range, nameRange: nameRange)
    }

    /// The methods of a sequence that stop walking once they know their answer, run so on the program's sequence.
    private func walkedAnswer(_ value: Value, _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value? {
        guard args.count == 1 else { return nil }
        let argument = args[0].value
        func test(_ element: Value) throws -> Bool {
            guard case .closure(let closure) = argument else { return false }
            return try truth(try callClosure(closure, [element], at: range), range)
        }
        var found: [Value] = []
        // (A trailing closure comes labelled `{}`: `first { … }` is `first(where:)`.)
        let label = args[0].label == "{}" ? nil : args[0].label
        switch (name, label, argument) {
        case ("first", "where", .closure), ("first", nil, .closure):
            _ = try walkProgramSequence(value, at: range) { element in
                if try test(element) { found.append(element); return false }
                return true
            }
            return found.first ?? .null
        case ("contains", "where", .closure), ("contains", nil, .closure):
            _ = try walkProgramSequence(value, at: range) { element in
                if try test(element) { found.append(element); return false }
                return true
            }
            return .bool(!found.isEmpty)
        case ("contains", nil, _):
            _ = try walkProgramSequence(value, at: range) { element in
                if equal(element, argument) { found.append(element); return false }
                return true
            }
            return .bool(!found.isEmpty)
        case ("prefix", "while", .closure), ("prefix", nil, .closure):
            _ = try walkProgramSequence(value, at: range) { element in
                guard try test(element) else { return false }
                try appendElement(element, to: &found, at: range)
                return true
            }
            return .array(found)
        case ("prefix", nil, .int(let count)):
            guard count > 0 else { return .array([]) }
            _ = try walkProgramSequence(value, at: range) { element in
                try appendElement(element, to: &found, at: range)
                return found.count < count
            }
            return .array(found)
        default:
            return nil
        }
    }
}
