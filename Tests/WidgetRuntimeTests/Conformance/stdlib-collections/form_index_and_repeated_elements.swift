func mergeSortedReadings(_ a: [Int], _ b: [Int]) -> [Int] {
    var out: [Int] = []
    var i = a.startIndex, j = b.startIndex
    while i < a.endIndex && j < b.endIndex {
        if a[i] <= b[j] { out.append(a[i]); a.formIndex(after: &i) }
        else { out.append(b[j]); b.formIndex(after: &j) }
    }
    out += a[i...]
    out += b[j...]
    return out
}

func run() {
    print(mergeSortedReadings([1, 4, 9, 11], [2, 3, 10]))
    let word = "widget"
    var index = word.startIndex
    word.formIndex(after: &index)
    word.formIndex(&index, offsetBy: 2)
    print(word[index])
    let steps = [10, 20, 30, 40]
    var position = steps.endIndex
    steps.formIndex(before: &position)
    print(steps[position])
    var cursor = 0
    let reached = steps.formIndex(&cursor, offsetBy: 10, limitedBy: steps.endIndex)
    print(reached, cursor)
    print(Array(repeatElement("ab", count: 3)), repeatElement(0, count: 2).count)
    print(steps.underestimatedCount, (2.5).isLess(than: 3), (3.0).isLessThanOrEqualTo(3), (1.5).isEqual(to: 1.5))
}
