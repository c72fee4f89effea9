// A string cut at an index found in it: `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`, beside `prefix(while:)`
// and `drop(while:)`, and the same on an array.
func run() {
    let text = "hello:world"
    let colon = text.firstIndex(of: ":")!
    print(text.prefix(upTo: colon), text.prefix(through: colon), text.suffix(from: colon))
    print(text.prefix(while: { $0 != "o" }), text.drop(while: { $0 != "w" }), String(text.suffix(from: colon)).count)
    let numbers = [1, 2, 3, 4]
    print(numbers.prefix(upTo: 2), numbers.prefix(through: 2), numbers.suffix(from: 3), numbers.prefix(while: { $0 < 3 }))
    let path = "docs/guide/intro.md"
    if let slash = path.lastIndex(of: "/") { print(path.prefix(upTo: slash), path.suffix(from: path.index(after: slash))) }
}
