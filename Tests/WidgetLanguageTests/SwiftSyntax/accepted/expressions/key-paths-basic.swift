struct User { var name: String; var age: Int; var friends: [User]; var manager: User? { nil } }
func paths(_ users: [User]) -> [String] {
    let names = users.map(\.name)
    let byAge = users.sorted { $0[keyPath: \.age] < $1[keyPath: \User.age] }
    let kp: KeyPath<User, Int> = \User.age
    let writable: WritableKeyPath<User, String> = \.name
    _ = (kp, writable)
    return names + byAge.map(\.name)
}
