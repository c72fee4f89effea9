struct InitTimer {
    var seconds: Int
    var repeats: Bool
    var label: String
    init(seconds: Int = 60, repeats: Bool = false, label: String = "timer") {
        self.seconds = seconds
        self.repeats = repeats
        self.label = label
    }
}

func run() {
    let timers = [InitTimer(), InitTimer(seconds: 5), InitTimer(repeats: true), InitTimer(seconds: 1, label: "tick")]
    for t in timers { print(t.seconds, t.repeats, t.label) }
}
