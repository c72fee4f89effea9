@resultBuilder
struct PwPathBuilder {
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: "/") }
    static func buildOptional(_ part: String?) -> String { part ?? "-" }
    static func buildEither(first part: String) -> String { part }
    static func buildEither(second part: String) -> String { part }
}

struct PwRoute {
    var level: Int
    var admin: Bool

    @PwPathBuilder var path: String {
        "root"
        if level > 2 {
            "deep"
        } else if level > 0 {
            "shallow"
        } else {
            "top"
        }
        if admin {
            "admin"
        }
        let suffix = level * 10
        "v\(suffix)"
    }
}

func run() {
    print(PwRoute(level: 3, admin: true).path)
    print(PwRoute(level: 1, admin: false).path)
    print(PwRoute(level: 0, admin: true).path)
}
