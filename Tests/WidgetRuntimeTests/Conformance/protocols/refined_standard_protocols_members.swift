// A protocol that refines the standard library's (`RawRepresentable`, `Identifiable`, `CustomStringConvertible`) may
// use what those require in its extensions: `rawValue`, `id`, `description`.
protocol RspFlag: CaseIterable, RawRepresentable {
    associatedtype Data
    var stringValue: String { get }
    var defaultValue: Data { get }
}
extension RspFlag where RawValue == String {
    var stringValue: String { rawValue }
}
enum RspBoolFlag: String, CaseIterable, RspFlag {
    case dark, beta
    var defaultValue: Bool { self == .beta }
}
protocol RspLabelled: Identifiable, CustomStringConvertible {}
extension RspLabelled {
    var line: String { "\(id): \(description)" }
}
struct RspItem: RspLabelled {
    let id: Int
    var description: String { "item \(id)" }
}
func run() {
    print(RspBoolFlag.allCases.map(\.stringValue), RspBoolFlag.dark.defaultValue)
    print(RspItem(id: 4).line)
    let byDay: [String: Double] = ["a": 1.5, "b": 2]
    for entry in byDay.sorted(by: { $0.key < $1.key }) { print(entry.key, entry.value) }
    var total = 0.0
    for pair in byDay { total += pair.value; if pair.key == "zz" { print("no") } }
    for (key, value) in byDay where key == "b" { print(key, value) }
    print(total)
}
