func inoutIncrement(_ n: inout Int) { n += 1 }
func inoutAdd(_ tags: inout [String], _ tag: String) { if !tags.contains(tag) { tags.append(tag) } }

func run() {
    var counts: [String: Int] = ["a": 1]
    inoutIncrement(&counts["a", default: 0])
    inoutIncrement(&counts["b", default: 0])
    inoutIncrement(&counts["b", default: 0])
    print(counts.keys.sorted().map { "\($0):\(counts[$0] ?? 0)" })
    var tags: [Int: [String]] = [:]
    inoutAdd(&tags[1, default: []], "red")
    inoutAdd(&tags[1, default: []], "red")
    inoutAdd(&tags[1, default: []], "blue")
    print(tags[1] ?? [])
}
