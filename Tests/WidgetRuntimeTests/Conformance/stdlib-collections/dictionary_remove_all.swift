func run() {
    var seen: [String: Bool] = ["wifi": true, "cellular": false]
    print(seen.count)
    seen.removeAll()
    print(seen.isEmpty, seen)
    seen["ethernet"] = true
    seen.removeAll(keepingCapacity: true)
    print(seen.count)
}
