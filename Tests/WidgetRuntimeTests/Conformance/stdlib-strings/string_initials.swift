func initialsOf(_ name: String) -> String {
    name.split(separator: " ").compactMap { $0.first }.prefix(2).map { String($0).uppercased() }.joined()
}

func run() {
    let names = ["Ada Lovelace", "grace brewster hopper", "Linus", "", "  ésta  vez "]
    for name in names {
        print("[\(name)]", "->", "[\(initialsOf(name))]")
    }
}
