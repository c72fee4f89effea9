struct CddTag: CustomDebugStringConvertible {
    var name: String
    var debugDescription: String { "#" + name }
}

func run() {
    let query = ["page": "2"]
    print(query.debugDescription, query.description == query.debugDescription)
    let words = ["a", "b\"c"]
    print(words.debugDescription)
    print([1.5, 2].debugDescription, [true].debugDescription)
    print([CddTag(name: "x")].debugDescription, [CddTag(name: "y")].description)
    print("log: \(["k": [1, 2]].debugDescription)")
}
