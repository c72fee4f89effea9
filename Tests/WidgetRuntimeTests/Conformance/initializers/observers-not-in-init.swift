struct InitScore {
    var log: [String] = []
    var value: Int {
        didSet { log.append("\(oldValue)->\(value)") }
    }
    init(value: Int) { self.value = value }
}

func run() {
    var score = InitScore(value: 10)
    print(score.log)
    score.value = 20
    score.value += 5
    print(score.log, score.value)
}
