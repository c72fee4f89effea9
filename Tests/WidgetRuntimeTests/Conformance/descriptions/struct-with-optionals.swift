struct DescRecord {
    var id: Int
    var note: String?
    var scores: [Int]
    var ratio: Double?
}

func run() {
    print(DescRecord(id: 1, note: nil, scores: [], ratio: nil))
    print(DescRecord(id: 2, note: "n", scores: [3], ratio: 0.5))
    let records = [DescRecord(id: 3, note: nil, scores: [1, 2], ratio: 2)]
    print(records)
}
