// A nested type hides a module type of its name inside its parent; a local function or variable hides a
// global one inside its block, and a closure sees the names of the blocks around it.
struct ScopeItem { let value: Int }

struct ScopeHolder {
    struct ScopeItem { let word: String }
    let item = ScopeItem(word: "nested")
    func make() -> ScopeItem { ScopeItem(word: "made inside") }
}

func scopeHelper() -> String { "global helper" }

func scopeOuter() -> String {
    func scopeHelper() -> String { "local helper" }
    return scopeHelper()
}

let scopeLimit = 3

func scopeCounted() -> [Int] {
    let scopeLimit = 2
    return (0..<5).filter { $0 < scopeLimit }
}

func run() {
    print(ScopeHolder().item.word, ScopeHolder().make().word)
    print([ScopeItem(value: 1)].map { $0.value })
    print(scopeOuter(), scopeHelper())
    print(scopeCounted(), scopeLimit)
    var total = 0
    for scopeLimit in [10, 20] { total += scopeLimit }
    print(total, scopeLimit)
    let shadowed = { (scopeLimit: Int) in scopeLimit * 2 }
    print(shadowed(21))
}
