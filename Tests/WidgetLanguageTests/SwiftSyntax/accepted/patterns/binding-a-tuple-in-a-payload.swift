enum Fetch {
    case loaded((String, Int))
    case pair(String, (Int, Int))
    case failed(String)
}

func describe(_ fetch: Fetch) -> String {
    switch fetch {
    case .loaded(let (key, count)):
        return "\(key) \(count)"
    case .pair(let name, var (low, high)):
        low += 1
        high -= 1
        return "\(name) \(low)...\(high)"
    case .failed(let message):
        return message
    }
}

func first(_ fetch: Fetch) -> String? {
    if case .loaded(let (key, _)) = fetch { return key }
    guard case .pair(_, let (low, high)) = fetch else { return nil }
    return "\(low + high)"
}
