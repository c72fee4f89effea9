import WidgetLanguage

/// The program's own sequences and collections (`struct Shelf: Collection`, `struct Countdown: Sequence, IteratorProtocol`):
/// a member the type does not declare is the standard library's, as its protocol extensions give it — checked as the
/// member of an array of the type's elements (`Interpreter+ProgramSequences` runs it on them), and a `for` loop walks them.
extension Checker {
    /// The element type of the program's sequence type `name` (its `subscript(position:)`'s result, or the result of the
    /// `next()` of its iterator), `.unknown` where none says; nil when the type is no sequence.
    func programSequenceElement(_ name: String) -> SemanticType? {
        guard let symbol = symbols.types[name], symbol.kind != .protocolType,
              symbol.conformanceClosure(in: symbols.types).contains(where: { Interpreter.sequenceProtocols.contains($0) }) else { return nil }
        return withGenerics(symbol.genericParameters) {
            let subscripts = symbols.memberFunctions("subscript", of: symbol, isStatic: false).filter { $0.parameters.count == 1 }
            if let read = subscripts.first(where: { $0.parameters[0].name == "position" || $0.parameters[0].type?.description == "Index" })
                ?? subscripts.first(where: { $0.parameters[0].type?.description == "Int" }), let result = read.returnType {
                return resolveQuietly(result)
            }
            var iterator = symbol
            if let make = instanceFunction("makeIterator", of: symbol) ?? instanceFunction("makeAsyncIterator", of: symbol), let written = make.returnType,
               case .named(let iteratorName) = resolveQuietly(written), let made = symbols.types[iteratorName] {
                iterator = made
            }
            if let next = instanceFunction("next", of: iterator), let result = next.returnType {
                return withGenerics(iterator.genericParameters) { resolveQuietly(result).unwrapped }
            }
            return .unknown
        }
    }

    /// `shelf.count`, `shelf.map { … }`: where the program's sequence type does not declare `name`, the type to check the
    /// member on — an array of its elements (an optional one for an optional sequence); `baseType` otherwise.
    func sequenceReceiverType(_ baseType: SemanticType, declaring name: String) -> SemanticType {
        // `AnyIterator`: `next()` is theirs, the rest a sequence's (of elements the checker does not know).
        if case .named(let typeName) = baseType.unwrapped, SwiftTypeErasedIterators.iteratorTypes.contains(typeName), name != "next" {
            return baseType == baseType.unwrapped ? .array(.unknown) : .optional(.array(.unknown))
        }
        guard case .named(let typeName) = baseType.unwrapped, let symbol = symbols.types[typeName], symbol.kind != .protocolType,
              propertyType(of: baseType.unwrapped, name) == nil, instanceFunction(name, of: symbol) == nil,
              let element = programSequenceElement(typeName) else { return baseType }
        return baseType == baseType.unwrapped ? .array(element) : .optional(.array(element))
    }
}
