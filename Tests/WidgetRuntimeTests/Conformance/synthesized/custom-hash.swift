struct SynUser: Hashable {
    var id: Int
    var nickname: String
    static func == (a: SynUser, b: SynUser) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

func run() {
    let users: Set<SynUser> = [SynUser(id: 1, nickname: "a"), SynUser(id: 2, nickname: "b"), SynUser(id: 1, nickname: "c")]
    print(users.count)
    print(users.contains(SynUser(id: 2, nickname: "zzz")))
    print(SynUser(id: 5, nickname: "x") == SynUser(id: 5, nickname: "y"))
    print(users.map { $0.id }.sorted())
}
