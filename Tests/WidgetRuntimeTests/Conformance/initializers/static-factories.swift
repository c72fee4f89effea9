struct InitUser {
    var name: String
    var isAdmin: Bool
    static func admin(_ name: String) -> InitUser { InitUser(name: name, isAdmin: true) }
    static let guest = InitUser(name: "guest", isAdmin: false)
}

func run() {
    let users = [InitUser.admin("root"), .guest, InitUser(name: "ann", isAdmin: false)]
    print(users.map(\.name), users.filter(\.isAdmin).count)
    let u: InitUser = .admin("su")
    print(u.name, u.isAdmin)
}
