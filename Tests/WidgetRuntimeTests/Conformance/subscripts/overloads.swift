struct SubTable {
    var rows = [["id", "name"], ["1", "ann"], ["2", "bob"]]
    subscript(row: Int) -> [String] { rows[row] }
    subscript(column: String) -> [String] {
        guard let index = rows[0].firstIndex(of: column) else { return [] }
        return rows.dropFirst().map { $0[index] }
    }
}

func run() {
    let table = SubTable()
    print(table[1])
    print(table["name"])
    print(table["id"], table["missing"])
}
