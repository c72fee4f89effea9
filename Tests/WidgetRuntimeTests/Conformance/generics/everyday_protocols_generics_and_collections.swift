protocol EvShape {
    var area: Double { get }
    var name: String { get }
}

extension EvShape {
    var name: String { "shape" }
    func describe() -> String { "\(name) of area \(String(format: "%.2f", area))" }
}

struct EvSquare: EvShape {
    let side: Double
    var area: Double { side * side }
    var name: String { "square" }
}

struct EvCircle: EvShape {
    let radius: Double
    var area: Double { .pi * radius * radius }
}

struct EvStack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
}

extension EvStack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String { "Stack(" + items.map(\.description).joined(separator: ", ") + ")" }
}

enum EvLevel: Int, CaseIterable, Comparable {
    case low = 1, medium, high
    static func < (a: EvLevel, b: EvLevel) -> Bool { a.rawValue < b.rawValue }
    var label: String {
        switch self {
        case .low: "L"
        case .medium: "M"
        case .high: "H"
        }
    }
}

func evLargest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for value in values.dropFirst() where value > best { best = value }
    return best
}

func run() {
    let shapes: [any EvShape] = [EvSquare(side: 2), EvCircle(radius: 1)]
    for shape in shapes { print(shape.describe()) }
    print(shapes.map(\.area).reduce(0, +) > 7)
    var stack = EvStack<Int>()
    for n in stride(from: 10, through: 30, by: 10) { stack.push(n) }
    print(stack, stack.count, stack.peek() ?? -1)
    while let top = stack.pop() { print("popped", top) }
    print(stack.isEmpty)
    print(EvLevel.allCases.map(\.label).joined(), EvLevel.allCases.max()!.label, EvLevel(rawValue: 2)!.label)
    print(evLargest([3, 9, 2]) ?? 0, evLargest(["pear", "apple", "zoo"]) ?? "", evLargest([EvLevel.medium, .low])!.label)
    let words = "the quick brown fox jumps over the lazy dog the end".split(separator: " ")
    let counts = Dictionary(grouping: words, by: { $0 }).mapValues(\.count).filter { $0.value > 1 }
    print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    let byLength = Dictionary(grouping: words.map(String.init), by: \.count)
    print(byLength.keys.sorted(), byLength[5]?.sorted() ?? [])
    print(words.prefix(while: { $0 != "fox" }).joined(separator: "-"), words.drop(while: { $0 != "lazy" }).count)
    print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false).map(String.init), "a,b,,c".components(separatedBy: ","))
    print("one two three four".split(separator: " ", maxSplits: 1).map(String.init))
    print(Int("12a") as Any, Int("-42") ?? 0, Double("3.5") ?? 0, Double("1e3") ?? 0, Int("  7") as Any)
    print(String(repeating: "ab", count: 3), "Mississippi".filter { $0 == "s" }.count, "hello".reversed().map(String.init).joined())
    print("Swift 6.0!".filter(\.isLetter), "a1b22c333".compactMap(\.wholeNumberValue).reduce(0, +))
    var i = 0
    repeat { i += 3 } while i < 10
    print(i)
    let matrix = [[1, 2, 3], [4, 5, 6]]
    let transposed = (0..<3).map { c in matrix.map { $0[c] } }
    print(transposed, matrix.flatMap { $0 }.filter { $0 % 2 == 0 }, matrix.joined().reduce(0, +))
    let pairs = zip(["a", "b", "c"], 1...).map { "\($0)\($1)" }
    print(pairs, Array(pairs.enumerated().filter { $0.offset != 1 }.map(\.element)))
    print([3, 1, 2].sorted(by: >), [3, 1, 2].min()!, ["b", "A", "c"].sorted { $0.lowercased() < $1.lowercased() })
    print([1, 2, 3, 4, 5, 6].lastIndex(where: { $0 % 2 == 1 })!, [5, 6, 7].firstIndex(of: 7)!, [1, 2, 3].contains { $0 > 2 })
    var scores = ["ann": 3, "bob": 5]
    scores["ann", default: 0] += 2
    scores["cat", default: 0] += 1
    scores.merge(["bob": 1, "dan": 4]) { old, new in old + new }
    print(scores.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))
    let optionalNames: [String?] = ["x", nil, "y"]
    print(optionalNames.compactMap { $0 }, optionalNames.map { $0 ?? "-" }, optionalNames.count(where: { $0 == nil }))
}
