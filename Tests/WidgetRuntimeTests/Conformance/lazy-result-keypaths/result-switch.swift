enum LkFetchError: Error { case offline, notFound(String) }

func lkFetch(_ key: String) -> Result<Int, LkFetchError> {
    switch key {
    case "a": return .success(1)
    case "offline": return .failure(.offline)
    default: return .failure(.notFound(key))
    }
}

func run() {
    for key in ["a", "offline", "zzz"] {
        switch lkFetch(key) {
        case .success(let value): print("value", value)
        case .failure(.offline): print("offline")
        case .failure(.notFound(let k)): print("not found", k)
        }
    }
    print((try? lkFetch("a").get()) ?? -1, (try? lkFetch("b").get()) ?? -1)
}
