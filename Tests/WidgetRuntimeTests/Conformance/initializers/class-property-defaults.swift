final class InitSettings {
    var volume = 5
    var muted = false
    var name: String
    var history: [Int] = []
    init(name: String) { self.name = name }
    init(name: String, volume: Int) {
        self.name = name
        self.volume = volume
        history.append(volume)
    }
}

func run() {
    let a = InitSettings(name: "a")
    let b = InitSettings(name: "b", volume: 9)
    print(a.name, a.volume, a.muted, a.history)
    print(b.name, b.volume, b.muted, b.history)
}
