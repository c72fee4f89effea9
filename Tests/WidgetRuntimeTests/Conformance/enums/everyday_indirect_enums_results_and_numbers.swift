indirect enum ExExpr {
    case number(Int)
    case add(ExExpr, ExExpr)
    case multiply(ExExpr, ExExpr)
    case negate(ExExpr)

    var value: Int {
        switch self {
        case .number(let n): n
        case .add(let a, let b): a.value + b.value
        case .multiply(let a, let b): a.value * b.value
        case .negate(let e): -e.value
        }
    }

    var text: String {
        switch self {
        case .number(let n): "\(n)"
        case let .add(a, b): "(\(a.text) + \(b.text))"
        case let .multiply(a, b): "\(a.text) * \(b.text)"
        case .negate(let e): "-\(e.text)"
        }
    }
}

protocol ExContainer {
    associatedtype Item
    var items: [Item] { get }
    func first(matching predicate: (Item) -> Bool) -> Item?
}

extension ExContainer {
    func first(matching predicate: (Item) -> Bool) -> Item? { items.first(where: predicate) }
    var countText: String { "\(items.count) items" }
}

struct ExShelf: ExContainer {
    var items: [String]
}

extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}

extension Array where Element == String {
    func shout() -> [String] { map { $0.uppercased() + "!" } }
}

extension Collection {
    func chunked(into size: Int) -> [[Element]] {
        var result: [[Element]] = []
        var current: [Element] = []
        for element in self {
            current.append(element)
            if current.count == size { result.append(current); current = [] }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}

enum ExParseError: Error, CustomStringConvertible {
    case empty, notANumber(String)
    var description: String {
        switch self {
        case .empty: "empty input"
        case .notANumber(let s): "'\(s)' is not a number"
        }
    }
}

func exParse(_ text: String) -> Result<Int, ExParseError> {
    if text.isEmpty { return .failure(.empty) }
    guard let n = Int(text) else { return .failure(.notANumber(text)) }
    return .success(n)
}

func exMakeGreeting(for name: String?) -> some CustomStringConvertible {
    name.map { "Hello, \($0)" } ?? "Hello, stranger"
}

func run() {
    let e = ExExpr.add(.number(2), .multiply(.number(3), .negate(.number(4))))
    print(e.text, "=", e.value)
    let shelf = ExShelf(items: ["apple", "banana", "cherry"])
    print(shelf.first(matching: { $0.hasPrefix("b") }) ?? "none", shelf.countText)
    print([1, 2, 3].total(), [1.5, 2.25].total(), ["a", "b"].shout())
    print(Array(1...7).chunked(into: 3), "abcde".chunked(into: 2).map { String($0) })
    for input in ["42", "", "x1"] {
        switch exParse(input) {
        case .success(let n): print("ok", n)
        case .failure(let error): print("error:", error)
        }
    }
    let doubled = exParse("21").map { $0 * 2 }
    print(doubled, (try? doubled.get()) ?? 0, exParse("q").map { $0 + 1 })
    let chained = exParse("5").flatMap { n in n > 3 ? .success(n * 10) : .failure(.empty) }
    print(chained)
    print(exMakeGreeting(for: "Ada"), exMakeGreeting(for: nil))
    let maybe: Int? = 4
    print(maybe.map { $0 * $0 } as Any, maybe.flatMap { $0 > 5 ? $0 : nil } as Any, (nil as Int?).map { $0 + 1 } as Any)
    let nested: [[Int]?] = [[1, 2], nil, [3]]
    print(nested.compactMap { $0 }.flatMap { $0 }, nested.map { $0?.count ?? 0 })
    print(0.1 + 0.2, 1e20, 1.0 / 3.0, Float(1) / 3, 100.0, -0.0, Double.infinity, 2.5.rounded(), (-2.5).rounded(.towardZero))
    print(7 / 2, -7 / 2, 7 % 3, -7 % 3, 7.0.truncatingRemainder(dividingBy: 2.5), abs(-3), max(2, 9, 4), min(1.5, 0.5))
    print(Int.max &+ 1 == Int.min, UInt8(255) &+ 1, Int8(-128) &- 1, 1 << 10, 0b1010 & 0b0110, 0xFF ^ 0x0F, ~5)
    print(String(255, radix: 16), String(5, radix: 2), Int("ff", radix: 16) ?? 0, (12).isMultiple(of: 4), 17.quotientAndRemainder(dividingBy: 5))
}
