struct LocalPayload {
    var id: Int
}

func localFirst() -> String {
    struct LocalPayload: Equatable {
        var token: String
    }
    let made = LocalPayload(token: "abc")
    return "\(made) \(made == LocalPayload(token: "abc"))"
}

func localSecond() -> Int {
    struct LocalPayload {
        var count: Int
        func doubled() -> Int { count * 2 }
    }
    return LocalPayload(count: 21).doubled()
}

func run() {
    print(localFirst(), localSecond(), LocalPayload(id: 7))
}
