@resultBuilder
struct PwListBuilder {
    static func buildBlock(_ parts: String...) -> [String] { parts }
}

func pwList(@PwListBuilder _ content: () -> [String]) -> [String] { content() }

func run() {
    let items = pwList {
        "first"
        "second"
        "third"
    }
    print(items)
    print(pwList { "only" })
}
