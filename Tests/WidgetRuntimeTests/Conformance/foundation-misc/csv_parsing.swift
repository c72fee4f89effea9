import Foundation

struct CsvRow {
    let name: String
    let amount: Double
}

func run() {
    let csv = "name, amount\n Rent , 1200.50\nFood,  310\n\nFun ,45.25 \n"
    var rows: [CsvRow] = []
    for line in csv.components(separatedBy: "\n").dropFirst() {
        let fields = line.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == 2, let amount = Double(fields[1]) else { continue }
        rows.append(CsvRow(name: fields[0], amount: amount))
    }
    for row in rows {
        print(row.name, row.amount)
    }
    print(rows.map(\.amount).reduce(0, +))
}
