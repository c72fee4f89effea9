enum EnumTupleResult { case success((String, Int)), failure(String) }
func enumTupleDescribe(_ r: EnumTupleResult) -> String {
    switch r {
    case .success(let (key, count)): return "\(key) \(count)"
    case .failure(let message): return message
    }
}
func run() {
    print(enumTupleDescribe(.success(("k", 2))), enumTupleDescribe(.failure("no")))
    if case .success(var (k, n)) = EnumTupleResult.success(("a", 1)) { n += 1; k += "!"; print(k, n) }
}
