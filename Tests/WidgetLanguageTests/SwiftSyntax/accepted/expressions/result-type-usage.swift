func results(_ r: Result<Int, Error>) -> Int {
    switch r {
    case .success(let v): return v
    case .failure: return 0
    }
}
let r = Result { try JSONSerialization.data(withJSONObject: [1]) }
let mapped = Result<Int, Error>.success(1).map { $0 + 1 }.mapError { $0 as NSError }
