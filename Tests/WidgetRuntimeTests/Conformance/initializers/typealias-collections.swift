typealias TacParameters = [String: String]
typealias TacRows = [Int]

struct TacRequest {
    let parameters: TacParameters
    init() {
        var made: TacParameters = TacParameters()
        made["country"] = "PK"
        parameters = made
    }
}

func run() {
    var rows = TacRows()
    rows.append(3)
    let empty = TacParameters()
    print(rows, empty.isEmpty, TacRequest().parameters)
}
