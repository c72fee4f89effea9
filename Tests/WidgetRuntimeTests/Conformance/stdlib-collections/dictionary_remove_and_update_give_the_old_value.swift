struct KeyedStore {
    var storage: [Int: String] = [1: "a", 2: "b"]
    mutating func remove(id: Int) -> String? { storage.removeValue(forKey: id) }
    mutating func put(_ v: String, _ id: Int) -> String? { storage.updateValue(v, forKey: id) }
}
func run() {
    var s = KeyedStore()
    print(s.remove(id: 1) ?? "-", s.remove(id: 1) ?? "-", s.storage)
    print(s.put("c", 2) ?? "-", s.put("d", 3) ?? "-", s.storage.sorted { $0.key < $1.key })
    var d = ["x": 1]
    let old = d.removeValue(forKey: "x")
    print(old as Any, d)
}
