func run() {
    let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
    let byLetter = Dictionary(grouping: words) { $0.first! }
    for key in byLetter.keys.sorted() {
        print(key, byLetter[key]!)
    }
    let byLength = Dictionary(grouping: [1, 2, 3, 4, 5, 6, 7]) { $0 % 3 }
    for key in byLength.keys.sorted() {
        print(key, byLength[key]!)
    }
    print(byLetter.count, byLength.values.map(\.count).sorted())
}
