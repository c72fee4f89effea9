enum CfEvent { case click(x: Int), key(String), idle }

func run() {
    let values: [Int?] = [1, nil, 3, nil]
    for case let value? in values { print("value", value) }
    var nils = 0
    for case nil in values { nils += 1 }
    print(nils)
    let events: [CfEvent] = [.click(x: 4), .key("q"), .idle, .click(x: 9)]
    for case .click(let x) in events { print("click at", x) }
    for case .key(let k) in events where k == "q" { print("quit key") }
}
