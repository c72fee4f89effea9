struct Multiplier {
    let factor: Int
    func callAsFunction(_ x: Int) -> Int { x * factor }
}
let triple = Multiplier(factor: 3)
let nine = triple(3)
