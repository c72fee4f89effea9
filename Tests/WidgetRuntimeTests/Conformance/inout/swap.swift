func inoutSwap(_ a: inout Int, _ b: inout Int) {
    let saved = a
    a = b
    b = saved
}

func run() {
    var x = 1, y = 2
    inoutSwap(&x, &y)
    print(x, y)
    swap(&x, &y)
    print(x, y)
    var words = ["a", "b", "c"]
    words.swapAt(0, 2)
    print(words)
    (x, y) = (y, x)
    print(x, y)
}
