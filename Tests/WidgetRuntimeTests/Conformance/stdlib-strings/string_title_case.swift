func titleCased(_ text: String) -> String {
    text.split(separator: " ").map { word in
        word.prefix(1).uppercased() + word.dropFirst().lowercased()
    }.joined(separator: " ")
}

func run() {
    print(titleCased("hello wORLD from swift"))
    print(titleCased("a"))
    print(titleCased(""))
    print(titleCased("élan   vital"))
    let camel = "user_first_name".split(separator: "_").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
    print(camel.joined())
}
