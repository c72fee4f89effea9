let handlers: [(String) -> Void] = [
    { print($0) },
    { _ in },
    { value in print(value.count) },
]
let lookup: [String: () -> Int] = ["one": { 1 }, "two": { 2 }]
