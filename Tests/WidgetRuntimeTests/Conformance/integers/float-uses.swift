// Floats in everyday use: String(format:), Int(_:), Codable properties of type Float, arrays of Floats.
import Foundation
struct FuBattery: Codable { let level: Float }
func run() {
    let level: Float = 0.42
    print(String(format: "%.1f%%", level * 100), "\(Int(level * 100))%")
    let data = try! JSONEncoder().encode(FuBattery(level: 0.5))
    print(String(data: data, encoding: .utf8)!)
    let back = try! JSONDecoder().decode(FuBattery.self, from: Data("{\"level\": 0.25}".utf8))
    print(back.level, back.level * 4)
    let values: [Float] = [3, 1, 2]
    print(values.reduce(0, +), values.max()!, values.map { $0 / 2 })
}
