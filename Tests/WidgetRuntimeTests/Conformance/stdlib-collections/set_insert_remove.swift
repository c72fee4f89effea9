func run() {
    var tags: Set<String> = ["swift", "ios"]
    let first = tags.insert("widget")
    print(first.inserted, first.memberAfterInsert)
    let again = tags.insert("swift")
    print(again.inserted, again.memberAfterInsert)
    print(tags.remove("ios") ?? "none", tags.remove("android") ?? "none")
    print(tags.sorted(), tags.count)
    tags.update(with: "macos")
    print(tags.sorted())
    let filtered = tags.filter { $0.count > 5 }
    print(filtered.sorted(), type(of: filtered) == Set<String>.self)
    print(tags.map { $0.count }.sorted())
}
