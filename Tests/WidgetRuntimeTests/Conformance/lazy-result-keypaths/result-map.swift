enum LkParseError: Error, Equatable { case empty, bad(String) }

func lkParse(_ text: String) -> Result<Int, LkParseError> {
    if text.isEmpty { return .failure(.empty) }
    guard let n = Int(text) else { return .failure(.bad(text)) }
    return .success(n)
}

func lkDescribe(_ r: Result<String, LkParseError>) -> String {
    switch r {
    case .success(let s): return "ok " + s
    case .failure(let e): return "error \(e)"
    }
}

func run() {
    print(lkDescribe(lkParse("21").map { String($0 * 2) }))
    print(lkDescribe(lkParse("x").map { String($0) }))
    let chained = lkParse("5").flatMap { $0 > 3 ? .success($0) : .failure(.bad("small")) }
    print((try? chained.get()) ?? 0)
    let small = lkParse("2").flatMap { $0 > 3 ? .success($0) : .failure(LkParseError.bad("small")) }
    if case .failure(let e) = small { print(e == .bad("small")) }
    let relabelled = lkParse("").mapError { _ in LkParseError.bad("was empty") }
    if case .failure(.bad(let why)) = relabelled { print(why) }
}
