import Foundation
protocol EverydayShape { var area: Double { get }; var name: String { get } }
extension EverydayShape { var name: String { "\(type(of: self))" } }
struct EverydaySquare: EverydayShape { var side: Double; var area: Double { side * side } }
struct EverydayCircle: EverydayShape { var radius: Double; var area: Double { .pi * radius * radius }; var name: String { "round" } }
final class EverydayCounter { private(set) var value = 0; func tick() -> Self { value += 1; return self } }
func everydayDescribe(_ shapes: [any EverydayShape]) -> [String] { shapes.map { "\($0.name): \(String(format: "%.2f", $0.area))" } }
func run() {
    print(everydayDescribe([EverydaySquare(side: 2), EverydayCircle(radius: 1)]))
    let c = EverydayCounter()
    c.tick().tick().tick()
    print(c.value)
    var optional: Int? = nil
    optional? += 1
    print(optional as Any)
    optional = 5
    optional? += 1
    print(optional!)
    let nested: [[Int]] = [[1, 2], [3], []]
    print(nested.flatMap { $0 }, nested.compactMap { $0.first }, nested.map(\.count))
    let lookup = ["a": 1, "b": 2]
    if let v = lookup["b"], v > 1 { print("big", v) }
    guard case let .some(x) = lookup["a"] else { return }
    print(x)
    let text = "Hello, World"
    print(text.lowercased().filter { "aeiou".contains($0) }.count, text.replacingOccurrences(of: "l", with: "L"))
    print(text[text.index(text.startIndex, offsetBy: 7)...], text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
}
