func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let adder: (Int) -> (Int) -> Int = { x in { y in x + y } }
let three = adder(1)(2)
