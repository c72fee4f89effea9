protocol GenericLabel { var label: String { get } }
struct GenericTag: GenericLabel { var label: String }
struct GenericCount: GenericLabel {
    var n: Int
    var label: String { "count \(n)" }
}

func genericsLabels(_ items: [any GenericLabel]) -> [String] { items.map { $0.label } }
func genericsMakeTag() -> some GenericLabel { GenericTag(label: "opaque") }
func genericsSquares(upTo n: Int) -> some Sequence<Int> { (1...n).map { $0 * $0 } }

func run() {
    print(genericsLabels([GenericTag(label: "a"), GenericCount(n: 3)]))
    print(genericsMakeTag().label)
    print(Array(genericsSquares(upTo: 4)))
    var total = 0
    for square in genericsSquares(upTo: 3) { total += square }
    print(total)
}
