func cfGrade(_ score: Int) -> String {
    let grade = if score >= 90 { "A" } else if score >= 75 { "B" } else { "C" }
    return grade
}

func run() {
    print([95, 80, 10].map(cfGrade))
    let n = 7
    let parity: String = if n % 2 == 0 { "even" } else { "odd" }
    print(parity)
    let sign = if n > 0 { 1 } else if n < 0 { -1 } else { 0 }
    print(sign)
    var size = "unknown"
    size = if n > 5 { "big" } else { "small" }
    print(size)
}
