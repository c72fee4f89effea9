import Foundation

// An `init?` an extension adds to a library type, delegating to the type's own failable initializer: its nil is
// the extension's nil.
extension URL {
    init?(encoding string: String) {
        var encoded = string.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        if encoded.isEmpty {
            encoded = string
        }
        self.init(string: encoded)
    }
}

func run() {
    print(URL(encoding: "https://example.com/a b")?.absoluteString ?? "nil")
    print(URL(encoding: "")?.absoluteString ?? "nil")
}
