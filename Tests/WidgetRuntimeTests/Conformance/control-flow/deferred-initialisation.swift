func run() {
    let label: String
    let n = 4
    if n > 3 {
        label = "many"
    } else {
        label = "few"
    }
    print(label)
    let kind: Int
    switch label {
    case "many": kind = 2
    default: kind = 1
    }
    print(kind)
    var total: Int
    total = 0
    for i in 1...n { total += i }
    print(total)
}
