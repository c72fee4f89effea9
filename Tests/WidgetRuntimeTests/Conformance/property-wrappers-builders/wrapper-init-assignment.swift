@propertyWrapper
struct PwLowercased {
    private var text: String
    init(wrappedValue: String) { text = wrappedValue.lowercased() }
    var wrappedValue: String {
        get { text }
        set { text = newValue.lowercased() }
    }
}

@propertyWrapper
final class PwShared<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

struct PwAccount {
    @PwLowercased var email: String
    var visits: Int
    init(email: String) {
        self.email = email
        visits = 0
    }
}

final class PwSession {
    @PwLowercased var user: String
    @PwShared var hits = 1
    init(user: String) { self.user = user }
}

func run() {
    var account = PwAccount(email: "Ann@Example.COM")
    print(account.email, account.visits)
    account.email = "BO@X.ORG"
    print(account.email)
    let session = PwSession(user: "CY")
    session.hits += 2
    print(session.user, session.hits)
}
