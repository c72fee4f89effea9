func memoize<Input: Hashable, Output>(_ f: @escaping (Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    return { input in
        if let hit = cache[input] { return hit }
        let value = f(input)
        cache[input] = value
        return value
    }
}
