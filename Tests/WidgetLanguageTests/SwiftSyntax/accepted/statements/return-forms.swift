func nothing() { return }
func value() -> Int { return 1 }
func implicit() -> Int { 2 }
func tupleReturn() -> (Int, Int) { return (1, 2) }
func closureReturn() -> () -> Void { return {} }
func earlyExit(_ x: Int) {
    if x < 0 { return }
    print(x)
}
