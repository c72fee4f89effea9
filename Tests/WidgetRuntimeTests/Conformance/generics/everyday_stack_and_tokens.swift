import Foundation
struct EverydayStack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
}
extension EverydayStack: CustomStringConvertible { var description: String { "EverydayStack(\(items.count))" } }
enum EverydayToken: Equatable { case number(Double), op(Character), paren(Bool) }
func everydayTokenize(_ s: String) -> [EverydayToken] {
    var tokens: [EverydayToken] = []
    var number = ""
    for ch in s {
        if ch.isNumber || ch == "." { number.append(ch); continue }
        if !number.isEmpty { tokens.append(.number(Double(number)!)); number = "" }
        switch ch {
        case "+", "-", "*", "/": tokens.append(.op(ch))
        case "(": tokens.append(.paren(true))
        case ")": tokens.append(.paren(false))
        default: break
        }
    }
    if !number.isEmpty { tokens.append(.number(Double(number)!)) }
    return tokens
}
func run() {
    var stack = EverydayStack<Int>()
    [1, 2, 3].forEach { stack.push($0) }
    stack.pop()
    print(stack, stack.peek() ?? -1, stack.isEmpty)
    let tokens = everydayTokenize("3.5 + (2 * 4)")
    print(tokens.count, tokens.first == .number(3.5), tokens.contains(.op("*")))
    let ops = tokens.compactMap { token -> Character? in if case .op(let c) = token { return c }; return nil }
    print(String(ops))
    var fib = [0, 1]
    while fib.count < 10 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
    print(fib, fib.filter { $0.isMultiple(of: 2) })
    let matrix = (0..<3).map { r in (0..<3).map { c in r * 3 + c } }
    print(matrix, matrix.indices.map { matrix[$0][$0] })
    let dateParts = DateComponents(year: 2024, month: 2, day: 29)
    let calendar = Calendar(identifier: .gregorian)
    let date = calendar.date(from: dateParts)!
    print(calendar.component(.weekday, from: date), calendar.range(of: .day, in: .month, for: date)!.count)
    var seen = Set<String>()
    let unique = ["b", "a", "b", "c", "a"].filter { seen.insert($0).inserted }
    print(unique)
}
