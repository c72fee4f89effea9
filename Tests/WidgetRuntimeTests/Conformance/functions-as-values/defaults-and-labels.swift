func favGreet(_ name: String, greeting: String = "Hello", punctuation: String = "!") -> String {
    "\(greeting), \(name)\(punctuation)"
}

func favMove(from start: Int, to end: Int, by step: Int = 1) -> [Int] {
    Array(stride(from: start, through: end, by: step))
}

func run() {
    print(favGreet("Ann"))
    print(favGreet("Bo", greeting: "Hi"))
    print(favGreet("Cy", punctuation: "?"))
    print(favGreet("Di", greeting: "Yo", punctuation: "."))
    print(favMove(from: 1, to: 4))
    print(favMove(from: 10, to: 0, by: -5))
}
