func run() {
    let text = "Hello, Widgetry!"
    print(text.prefix(5), text.suffix(9))
    print(text.dropFirst(7), text.dropLast(1))
    print(text.prefix(100), text.prefix(0).isEmpty)
    print(text.dropFirst().first!, text.dropLast().last!)
    print(text.prefix(while: { $0.isLetter }))
    print(text.drop(while: { $0 != " " }).dropFirst())
    print(String(text.prefix(3)) + "...")
}
