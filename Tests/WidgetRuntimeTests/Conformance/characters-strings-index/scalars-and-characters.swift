func run() {
    let a = Character(UnicodeScalar(65))
    print(a, String(a), String(repeating: a, count: 3))
    print(UnicodeScalar("z").value, Character("z").asciiValue ?? 0)
    let shifted = "abc".unicodeScalars.map { Character(UnicodeScalar($0.value + 1) ?? " ") }
    print(String(shifted))
    print(Character("é").unicodeScalars.count, Character("\u{1F600}").unicodeScalars.first?.value ?? 0)
    let scalars = "Hi!".unicodeScalars.map { $0.value }
    print(scalars)
    print(String(String.UnicodeScalarView("ok".unicodeScalars)))
}
