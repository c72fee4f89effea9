import Foundation

struct FormatRow {
    let name: String
    let qty: Int
    let price: Double
}

func run() {
    let rows = [FormatRow(name: "Apples", qty: 3, price: 1.2), FormatRow(name: "Bread", qty: 1, price: 2.75), FormatRow(name: "Cheese", qty: 12, price: 10.0)]
    for row in rows {
        let padded = row.name.padding(toLength: 8, withPad: " ", startingAt: 0)
        print(padded + String(format: "%4d %8.2f", row.qty, Double(row.qty) * row.price))
    }
    let total = rows.reduce(0.0) { $0 + Double($1.qty) * $1.price }
    print(String(format: "%-8@%13.2f", "Total", total))
}
