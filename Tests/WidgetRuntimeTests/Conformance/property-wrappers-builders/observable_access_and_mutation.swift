import Observation

@Observable
final class ObservedPreferences {
    @ObservationIgnored private var store: [String: Int] = ["volume": 3]
    @ObservationIgnored var volume: Int {
        get {
            access(keyPath: \.volume)
            return store["volume"] ?? 0
        }
        set {
            withMutation(keyPath: \.volume) {
                store["volume"] = newValue
            }
        }
    }
    var label: String {
        access(keyPath: \.label)
        return "vol \(volume)"
    }
    func doubled() -> Int {
        withMutation(keyPath: \.volume) { volume * 2 }
    }
}

func run() {
    let prefs = ObservedPreferences()
    print(prefs.label)
    prefs.volume = 7
    print(prefs.volume, prefs.label, prefs.doubled())
}
