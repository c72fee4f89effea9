extension Array where Element: Hashable {
    func distinctCount() -> Int { var seen = Set<Element>(); for e in self { seen.insert(e) }; return seen.count }
}
struct HashBox<T: Hashable> {
    var items: [T]
    func distinctCount() -> Int { let s = Set<T>(items); return s.count }
}
func run() {
    let s = Set<String>()
    print(s.count, [1, 1, 2].distinctCount(), HashBox(items: [3, 3]).distinctCount())
}
