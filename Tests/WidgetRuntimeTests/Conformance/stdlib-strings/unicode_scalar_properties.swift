func run() {
    let scalars: [Unicode.Scalar] = ["A", "z", "5", "😀", "é", " ", "ß"]
    for scalar in scalars {
        let p = scalar.properties
        print(scalar.value, p.isAlphabetic, p.isUppercase, p.isEmoji, p.isWhitespace, p.numericType != nil)
    }
    print(Unicode.Scalar("a").properties.uppercaseMapping, Unicode.Scalar("ß").properties.uppercaseMapping)
    print(("😀" as Unicode.Scalar).properties.name ?? "?")
}
