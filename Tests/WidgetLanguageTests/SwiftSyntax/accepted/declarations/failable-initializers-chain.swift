struct Email {
    let address: String
    init?(_ raw: String) {
        guard raw.contains("@") else { return nil }
        address = raw
    }
    init?(user: String, domain: String) {
        self.init("\(user)@\(domain)")
    }
}
class Base { init?(x: Int) { if x < 0 { return nil } } }
class Sub: Base { override init?(x: Int) { super.init(x: x) } }
