// Foundation's Decimal: exact base-10 arithmetic, literals where a Decimal is written, Decimal(string:), comparisons,
// sorting, descriptions, NSDecimalNumber's doubleValue, and Codable properties of type Decimal.
import Foundation

struct DecDose: Codable {
    let units: Decimal
    let label: String
}

func decTotal(_ doses: [Decimal]) -> Decimal { doses.reduce(0, +) }

func run() {
    let a: Decimal = 0.1
    let b = Decimal(0.2)
    print(a + b, a + b == 0.3, Double(0.1) + Double(0.2) == 0.3)
    let price = Decimal(string: "19.99") ?? 0
    print(price * 3, price / 4, -price, price > 10, Decimal(string: "abc") == nil)
    var sum: Decimal = 0
    for step in [Decimal(1), 2.5, 0.05] { sum += step }
    print(sum, decTotal([1.1, 2.2, 3.3]), Decimal.zero.isZero)
    print("\(price) each", [a, b].map { $0 * 2 })
    print(NSDecimalNumber(decimal: price).doubleValue, Decimal(7).description)
    let dose = DecDose(units: 0.35, label: "bolus")
    print(dose.units * 2, "\(dose.units)")
    let sorted = [Decimal(3), 1.5, 2].sorted()
    print(sorted, sorted.max() ?? 0)
    decJSON()
}

func decJSON() {
    let text = "{\"units\": 1.25, \"label\": \"basal\"}"
    if let dose = try? JSONDecoder().decode(DecDose.self, from: Data(text.utf8)) {
        print(dose.units + 1, dose.label)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        if let data = try? encoder.encode(DecDose(units: 0.35, label: "b")), let json = String(data: data, encoding: .utf8) { print(json) }
    }
}
