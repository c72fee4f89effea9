struct Response<T: Decodable>: Decodable { var data: T }
func decode<T: Decodable>(_ data: Data, as _: T.Type) throws -> T {
    try JSONDecoder().decode(Response<T>.self, from: data).data
}
func types() {
    let a = Array<Int>.self
    let b = Set<String>()
    let c = Dictionary<String, Int>(uniqueKeysWithValues: [("a", 1)])
    let d = Optional<Int>.none
    let e = Array<Int>(repeating: 0, count: 2)
    let f = [Int].self
    let g = [String: Int].self
    let h = Set<String>.self
    let i = Result<Int, Error>.success(1)
    _ = (a, b, c, d, e, f, g, h, i)
}
