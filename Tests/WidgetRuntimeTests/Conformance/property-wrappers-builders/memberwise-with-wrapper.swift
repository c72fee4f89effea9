@propertyWrapper
struct PwUppercased {
    private var text: String
    init(wrappedValue: String) { text = wrappedValue.uppercased() }
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
}

struct PwBadge {
    @PwUppercased var code: String
    var level: Int
}

func run() {
    var badge = PwBadge(code: "abc", level: 2)
    print(badge.code, badge.level)
    badge.code = "xyz"
    print(badge.code)
}
