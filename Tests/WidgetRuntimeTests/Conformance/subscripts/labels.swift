struct SubLibrary {
    var books = ["Dune", "Emma", "Ulysses"]
    subscript(index i: Int) -> String { books[i] }
    subscript(titled prefix: String) -> String? { books.first { $0.hasPrefix(prefix) } }
    subscript(_ i: Int, uppercased upper: Bool) -> String { upper ? books[i].uppercased() : books[i] }
}

func run() {
    let library = SubLibrary()
    print(library[index: 1])
    print(library[titled: "U"] ?? "none", library[titled: "Z"] ?? "none")
    print(library[2, uppercased: true], library[0, uppercased: false])
}
