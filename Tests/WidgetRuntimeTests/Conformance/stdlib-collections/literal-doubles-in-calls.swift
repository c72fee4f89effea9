enum LitReading { case level(Double), pair(low: Double, high: Double), none }

func litHalf(_ done: Bool) -> Double { (done ? 1 : 0.5) / 2 }

func run() {
    print(min(3, 4.5), max(2, 7), min(max(1.3, 0), 1), max(0.25, 1))
    let done = true
    let progress = done ? 1 : 0.5
    print(progress, progress / 2, litHalf(false), litHalf(true))
    let reading = LitReading.level(3)
    if case .level(let value) = reading { print(value, value / 2) }
    let pair = LitReading.pair(low: 1, high: 2)
    if case .pair(let low, let high) = pair { print(low, high, (low + high) / 2) }
    print(done ? 2 : 3.5, [done ? 1 : 2.5])
}
