struct LkSettings { var volume: Int; var brightness: Int; var name: String }

func run() {
    var settings = LkSettings(volume: 3, brightness: 7, name: "home")
    let numeric: [WritableKeyPath<LkSettings, Int>] = [\.volume, \.brightness]
    for path in numeric { settings[keyPath: path] *= 10 }
    print(settings.volume, settings.brightness)
    let readers: [String: KeyPath<LkSettings, Int>] = ["v": \.volume, "b": \.brightness]
    print(readers.keys.sorted().map { settings[keyPath: readers[$0] ?? \.volume] })
    let namePath: KeyPath<LkSettings, String> = \.name
    print(settings[keyPath: namePath].uppercased())
}
