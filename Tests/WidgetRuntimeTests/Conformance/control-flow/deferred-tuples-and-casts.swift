func cfSplitFlag(_ flag: Bool) -> String {
    let (name, count): (String, Int)
    if flag {
        (name, count) = ("on", 1)
    } else {
        name = "off"
        count = 0
    }
    var (low, high): (Double, Double)
    (low, high) = (0, 1)
    high += 1
    return "\(name) \(count) \(low) \(high)"
}

func cfEventName(_ info: [String: Any]) -> String {
    guard let event = info["event"]
        as? String
    else { return "none" }
    let count = info["count"]
        as? Int ?? 0
    let isText = info["extra"]
        is String
    return "\(event) \(count) \(isText)"
}

func run() {
    print(cfSplitFlag(true), "|", cfSplitFlag(false))
    print(cfEventName(["event": "tap", "count": 3, "extra": "x"]))
    print(cfEventName(["event": "tap"]), cfEventName([:]))
}
