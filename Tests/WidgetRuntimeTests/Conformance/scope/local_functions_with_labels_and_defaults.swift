func run() {
    func greet(_ name: String, with greeting: String = "Hi", times: Int = 1) -> String {
        Array(repeating: "\(greeting) \(name)", count: times).joined(separator: ", ")
    }
    print(greet("Ann"), "|", greet("Bo", with: "Yo"), "|", greet("Cy", times: 2), "|", greet("Di", with: "Hey", times: 2))
    func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Int { day * 1440 + hour * 60 + minute }
    print(at(0, 9), at(1, 8, 30), [at(0, 1), at(0, 1, 1)])
    func bump(_ x: inout Int, by step: Int = 1) { x += step }
    var n = 1
    var counts = [1, 2]
    bump(&n)
    bump(&n, by: 5)
    bump(&counts[1], by: 10)
    print(n, counts)
    func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
    print(fact(10), [1, 2, 3].map { greet("\($0)") })
}
