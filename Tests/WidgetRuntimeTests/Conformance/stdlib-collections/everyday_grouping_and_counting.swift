import Foundation
struct EverydayTemperature: Comparable, CustomStringConvertible {
    var celsius: Double
    static func < (a: EverydayTemperature, b: EverydayTemperature) -> Bool { a.celsius < b.celsius }
    var description: String { String(format: "%.1f°C", celsius) }
}
enum EverydayWeather: String, CaseIterable { case sunny, cloudy, rainy }
func run() {
    let temps = [21.5, 18.0, 25.25, 19.75].map(EverydayTemperature.init)
    print(temps.max()!, temps.min()!, temps.sorted().map(\.description).joined(separator: ", "))
    let grouped = Dictionary(grouping: EverydayWeather.allCases, by: { $0.rawValue.count })
    print(grouped.keys.sorted(), grouped[5]?.map(\.rawValue) ?? [])
    var counts: [EverydayWeather: Int] = [:]
    for w in [EverydayWeather.sunny, .rainy, .sunny] { counts[w, default: 0] += 1 }
    print(counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key)=\($0.value)" })
    let (low, high) = temps.reduce((Double.infinity, -Double.infinity)) { (min($0.0, $1.celsius), max($0.1, $1.celsius)) }
    print(low, high)
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 1
    print(formatter.string(from: 1234.56 as NSNumber) ?? "-")
    let words = "the quick brown fox jumps over the lazy dog".split(separator: " ")
    let freq = words.reduce(into: [:]) { $0[String($1), default: 0] += 1 }
    print(freq["the"] ?? 0, words.map { $0.count }.reduce(0, +), words.first { $0.hasPrefix("j") } ?? "")
    print(stride(from: 10, to: 0, by: -3).map { $0 }, Array(zip([1, 2, 3], ["a", "b"])).map { "\($0)\($1)" })
}
