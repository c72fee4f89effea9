func run() {
    let context = DecodingError.Context.init(codingPath: [], debugDescription: "made")
    print(context.debugDescription, context.codingPath.count)
    let typed: DecodingError.Context = .init(codingPath: [], debugDescription: "typed")
    print(typed)
    let error = DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "in a case"))
    if case .typeMismatch(_, let inner) = error { print(inner.debugDescription) }
}
