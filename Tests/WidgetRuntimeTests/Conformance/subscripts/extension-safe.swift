extension Array {
    subscript(subSafe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension String {
    subscript(subCharacter offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
}

func run() {
    let items = [4, 5, 6]
    print(items[subSafe: 1] ?? -1, items[subSafe: 3] ?? -1, items[subSafe: -1] ?? -1)
    print("swift"[subCharacter: 0], "swift"[subCharacter: 4])
}
