struct ImTheme: CustomStringConvertible {
    var name: String
    var weight: Int

    static let dark = ImTheme(name: "dark", weight: 700)
    static var light: ImTheme { ImTheme(name: "light", weight: 300) }
    static func named(_ name: String) -> ImTheme { ImTheme(name: name, weight: 400) }

    func renamed(_ name: String) -> ImTheme { ImTheme(name: name, weight: weight) }
    var bolder: ImTheme { ImTheme(name: name, weight: weight + 100) }
    var description: String { "\(name)/\(weight)" }
}

enum ImMood: String {
    case happy, sad
    static var fallback: ImMood { .sad }
    static func pick(_ up: Bool) -> ImMood { up ? .happy : fallback }
}

func imDescribe(_ theme: ImTheme = .light, mood: ImMood = .fallback) -> String {
    "\(theme) \(mood)"
}

func imThemes(dark: Bool) -> [ImTheme] {
    dark ? [.dark, .dark.bolder] : [.light, .named("paper")]
}

func run() {
    let chained: ImTheme = .dark.renamed("night").bolder
    let called: ImTheme = .named("sepia")
    let mood: ImMood = .fallback
    print(chained, called, mood, ImMood.pick(true))
    print(imDescribe(), imDescribe(.dark, mood: .pick(true)))
    print(imThemes(dark: true), imThemes(dark: false))
    var maybe: ImTheme? = .named("maybe")
    print(maybe?.weight ?? 0)
    maybe = .light.renamed("later")
    print(maybe.map(\.description) ?? "none")
    let picked: ImTheme = mood == .sad ? .dark : .light
    print(picked)
}
