extension [String: String] {
    var dexWithJSON: [String: String] {
        var copy = self
        copy["content-type"] = "json"
        return copy
    }
}

extension Dictionary where Value == Int {
    func dexTotal() -> Int { values.reduce(0, +) }

    func dexKeys(above limit: Int) -> [Key] {
        filter { $0.value > limit }.map(\.key)
    }
}

func dexHeaders() -> [String: String] {
    [:].dexWithJSON
}

func run() {
    print(dexHeaders())
    print(["accept": "text"].dexWithJSON.sorted { $0.key < $1.key })
    let counts = ["x": 2, "y": 3, "z": 9]
    print(counts.dexTotal(), counts.dexKeys(above: 2).sorted())
}
