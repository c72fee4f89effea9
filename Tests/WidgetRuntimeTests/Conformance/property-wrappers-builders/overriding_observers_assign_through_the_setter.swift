// An observer-only override of a class's property: the subclass's initializer does not take it, its `didSet` clamping
// the value assigns through the full setter (the superclass's observers run, and its own again), a `return` in an
// observer ends the observer only, and a subclass's fields keep the types their values give beside the superclass's.
class OaObservable {
    private var listeners: [(String) -> Void] = []
    func listen(_ f: @escaping (String) -> Void) { listeners.append(f) }
    func send(_ text: String) { listeners.forEach { $0(text) } }
}

class OaSettings: OaObservable {
    var fontSize = 12 {
        willSet { send("will \(newValue)") }
        didSet { send("did \(oldValue)->\(fontSize)") }
    }
    var theme = "light" {
        didSet { if theme == oldValue { return }; send("theme \(theme)") }
    }
    var volume = 5
}

class OaKidSettings: OaSettings {
    override var fontSize: Int {
        didSet { if fontSize < 14 { fontSize = 14 } }
    }
    override var volume: Int {
        willSet { send("kid will \(newValue)") }
        didSet { if volume > 7 { volume = 7 } }
    }
}

func run() {
    var log: [String] = []
    let plain = OaSettings()
    plain.listen { log.append($0) }
    plain.fontSize = 16
    plain.theme = "dark"
    plain.theme = "dark"
    plain.fontSize += 2
    print(log, plain.fontSize + 1, plain.theme.uppercased())
    log.removeAll()
    let kid = OaKidSettings()
    kid.listen { log.append($0) }
    kid.fontSize = 10
    kid.volume = 9
    print(kid.fontSize, kid.volume, log)
}
