func blocks() -> Int {
    do {
        let a = 1
        print(a)
    }
    let x = { () -> Int in 5 }()
    return x
}
