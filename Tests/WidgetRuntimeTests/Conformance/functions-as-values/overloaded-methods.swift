struct FavFormatter {
    var prefix: String
    func format(_ value: Int) -> String { "\(prefix)int \(value)" }
    func format(_ value: Double) -> String { "\(prefix)double \(value)" }
    func format(_ value: String) -> String { "\(prefix)text \(value)" }
    func format(_ value: Int, width: Int) -> String {
        let text = String(value)
        return prefix + String(repeating: "0", count: max(0, width - text.count)) + text
    }
    static func make() -> FavFormatter { FavFormatter(prefix: "") }
    static func make(prefix: String) -> FavFormatter { FavFormatter(prefix: prefix) }
}

func favTotal(_ values: Int...) -> Int { values.reduce(0, +) }
func favTotal(_ values: [Int]) -> Int { values.reduce(0, +) * 10 }

func run() {
    let plain = FavFormatter.make()
    let tagged = FavFormatter.make(prefix: "> ")
    print(plain.format(3), plain.format(2.5), plain.format("x"))
    print(tagged.format(42, width: 5), tagged.format(7))
    print(favTotal(1, 2, 3), favTotal([1, 2, 3]), favTotal())
}
