func make<T>() -> [T] { [] }
func explicit() {
    let decoder = JSONDecoder()
    let a = try? decoder.decode([String].self, from: Data())
    let b = try? decoder.decode(Dictionary<String, [Int]>.self, from: Data())
    let c: [Int] = make()
    let d = ContiguousArray<Int>()
    let e = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    _ = (a, b, c, d, e)
}
