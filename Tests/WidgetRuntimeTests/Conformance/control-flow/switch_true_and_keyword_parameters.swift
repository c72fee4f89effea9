enum StkSheet { case share, info
    var content: Int {
        switch self {
        default:
            #if STK_MAIN
            return 9
            #endif
        }
        return 1
    }
}

func stkValue<T>(_ value: T?, default: T) -> T { value ?? `default` }

struct StkSetting {
    let fallback: Int
    init(key: String, `default`: Int) { fallback = `default` + key.count }
}

func stkClassify(_ token: String) -> String {
    switch true {
    case token == "name": return "name"
    case token.hasPrefix("b") && token.count > 1, token.isEmpty: return "b-word or empty"
    case token.count > 3: return "long"
    default: return "other"
    }
}

func stkProbe() -> Bool {
    final class StkState { var resumed = false }
    let state = StkState()
    state.resumed = true
    return state.resumed
}

func run() {
    print(stkValue(nil, default: 3), stkValue("x", default: "y"), StkSetting(key: "ab", default: 4).fallback)
    print(["name", "bc", "", "longer", "z"].map(stkClassify))
    print(StkSheet.share.content, stkProbe())
}
