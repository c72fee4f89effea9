struct SynTag: Hashable, Comparable {
    var text: String
    static func < (a: SynTag, b: SynTag) -> Bool { a.text < b.text }
}

func run() {
    let a: Set<SynTag> = [SynTag(text: "red"), SynTag(text: "blue"), SynTag(text: "green")]
    let b: Set<SynTag> = [SynTag(text: "blue"), SynTag(text: "black")]
    print(a.union(b).sorted().map(\.text))
    print(a.intersection(b).sorted().map(\.text))
    print(a.subtracting(b).sorted().map(\.text))
    print(a.symmetricDifference(b).sorted().map(\.text))
    print(a.isSubset(of: a.union(b)), a.isDisjoint(with: b))
}
