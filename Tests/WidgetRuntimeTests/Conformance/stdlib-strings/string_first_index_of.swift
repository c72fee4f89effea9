func run() {
    let email = "user.name@example.com"
    if let at = email.firstIndex(of: "@") {
        print(email[..<at], email[email.index(after: at)...])
        print(email.distance(from: email.startIndex, to: at))
    }
    if let dot = email.lastIndex(of: ".") {
        print(email[email.index(after: dot)...])
    }
    print(email.firstIndex(of: "#") == nil)
    if let firstDigit = "abc123".firstIndex(where: { $0.isNumber }) {
        print("abc123"[firstDigit...])
    }
}
