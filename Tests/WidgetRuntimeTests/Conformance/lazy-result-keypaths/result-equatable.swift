enum LkState: Error, Equatable { case busy, gone }

func run() {
    let a: Result<Int, LkState> = .success(3)
    let b: Result<Int, LkState> = .success(3)
    let c: Result<Int, LkState> = .failure(.busy)
    print(a == b, a == c, c == .failure(.busy), c == .failure(.gone))
    let list: [Result<Int, LkState>] = [a, c, .success(9)]
    let values = list.compactMap { try? $0.get() }
    print(values)
    print(list.filter { if case .failure = $0 { return true } else { return false } }.count)
}
