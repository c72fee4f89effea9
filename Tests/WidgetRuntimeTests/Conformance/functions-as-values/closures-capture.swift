func favMakeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}

func run() {
    let a = favMakeCounter()
    let b = favMakeCounter()
    print(a(), a(), a())
    print(b())
    var factor = 2
    let scale = { (n: Int) in n * factor }
    print(scale(5))
    factor = 10
    print(scale(5))
}
