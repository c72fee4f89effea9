// Inside a type's code its members hide the module's globals of the same name, and in an extension of a
// standard type (`Array`, `String`, `Dictionary`) so do the standard type's own members; a block's names hide both.
let count = 5
let isEmpty = "a global named isEmpty"
let first = 100
let scopeLabel = "global label"
let scopeTitle = "global title"
func scopeDescribe() -> String { "global describe" }

struct ScopeBox {
    var scopeLabel = "member label"
    func scopeDescribe() -> String { "member describe" }
    func show() -> String { "\(scopeLabel), \(scopeDescribe())" }
    static let scopeTitle = "static title"
    static func title() -> String { scopeTitle }
    func titles() -> String { "\(Self.scopeTitle) / \(ScopeBox.scopeTitle)" }
}

extension Array where Element == Int {
    func scopeTop() -> Int { (first ?? 0) + (isEmpty ? 1 : 2) + count }
}

extension String {
    var scopeLoud: String { uppercased() + "\(count)" }
}

extension Dictionary {
    var scopeSize: Int { count + (isEmpty ? 0 : 10) }
}

enum ScopeMode {
    case on, off
    static func pick(_ flag: Bool) -> ScopeMode { flag ? on : off }
}

func run() {
    print(ScopeBox().show())
    print(ScopeBox.title(), ScopeBox().titles())
    print([7, 8].scopeTop(), [Int]().scopeTop())
    print("ab".scopeLoud)
    print(["a": 1].scopeSize, [String: Int]().scopeSize)
    print(ScopeMode.pick(true), ScopeMode.pick(false))
    print(count, first, isEmpty, scopeLabel, scopeTitle, scopeDescribe())
    let scopeLabel = "local label"
    print(scopeLabel)
    do {
        let count = 9
        print(count, [1].map { _ in count })
    }
    print(count)
}
