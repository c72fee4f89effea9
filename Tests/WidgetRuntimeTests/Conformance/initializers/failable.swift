struct InitEmail {
    let user: String, domain: String
    init?(_ text: String) {
        let parts = text.split(separator: "@")
        guard parts.count == 2 else { return nil }
        user = String(parts[0])
        domain = String(parts[1])
    }
}

func run() {
    for text in ["ann@example.org", "not-an-email", "a@b@c"] {
        if let email = InitEmail(text) {
            print(email.user, "at", email.domain)
        } else {
            print("invalid", text)
        }
    }
    print([InitEmail("x@y"), InitEmail("z")].compactMap { $0 }.count)
}
