func run() {
    let defaults = ["theme": "light", "size": "medium", "font": "system"]
    let user = ["theme": "dark", "accent": "blue"]
    let merged = defaults.merging(user) { _, new in new }
    for key in merged.keys.sorted() {
        print(key, merged[key]!)
    }
    let kept = defaults.merging(user) { old, _ in old }
    print(kept["theme"]!, kept.count)
    var counts = ["a": 1, "b": 2]
    counts.merge(["b": 5, "c": 1], uniquingKeysWith: +)
    print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
}
