protocol ProtoDescribable { var spelled: String { get } }

extension Int: ProtoDescribable {
    var spelled: String { self == 1 ? "one" : self == 2 ? "two" : "many" }
}

extension String: ProtoDescribable {
    var spelled: String { "\"\(self)\"" }
}

extension Bool: ProtoDescribable {
    var spelled: String { self ? "yes" : "no" }
}

func run() {
    let items: [any ProtoDescribable] = [1, 2, 7, "x", true, false]
    print(items.map { $0.spelled }.joined(separator: " "))
    print(3.spelled, "hi".spelled)
}
