extension Double {
    var seconds: Double { self }
    var second: Double { seconds }
    var minutes: Double { self * 60 }
    var hours: Double { minutes * 60 }
}

extension Int {
    var days: Int { self * 24 }
}

func run() {
    print(2.0.minutes, 1.5.hours, 3.0.second, 2.days, 0.5.seconds)
    let spans = [1.0, 2.5].map(\.minutes)
    print(spans)
}
