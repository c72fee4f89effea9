// A case written as `.name` takes the type of where it is written: a tuple, a closure's result and parameter, `??`,
// collections and dictionaries, defaults, `if`/`switch` expressions; its members and its description follow.
enum ImContextTheme: String, CaseIterable { case dark, light
    var label: String { rawValue.uppercased() }
}
struct ImContextPal { var theme: ImContextTheme = .light; var name = "p" }
func imContextPick(_ t: ImContextTheme = .dark) -> ImContextTheme { t }
func imContextChoose(_ b: Bool) -> ImContextTheme { b ? .dark : .light }
func run() {
    let tuple: (ImContextTheme, Int) = (.dark, 1)
    print([tuple.0], tuple.0.label)
    let f: () -> ImContextTheme = { .dark }
    print([f()], f().label)
    let maybe: ImContextTheme? = nil
    let v = maybe ?? .light
    print([v], v.label)
    var list: [ImContextTheme] = []
    list.append(.dark)
    list += [.light]
    print(list, list.contains(.dark), list.map(\.label))
    let s: Set<ImContextTheme> = [.dark]
    print(s.contains(.dark), s.map(\.label))
    print([imContextPick()], imContextPick().label, [imContextChoose(false)], imContextChoose(true).label)
    print([ImContextPal().theme], ImContextPal(theme: .dark).theme.label)
    let nested: [[ImContextTheme]] = [[.dark], [.light, .dark]]
    print(nested, nested[1][0].label)
    let opt: [ImContextTheme?] = [.dark, nil]
    print(opt, opt[0]?.label ?? "-")
    let pairs: [(ImContextTheme, String)] = [(.light, "l")]
    print(pairs[0].0.label, [pairs[0].0])
    let lookup = Dictionary(uniqueKeysWithValues: [(ImContextTheme.dark, 1)])
    print(lookup[.dark] ?? 0)
    let closure = { (t: ImContextTheme) -> String in t.label }
    print(closure(.light))
    var p = ImContextPal()
    p.theme = .dark
    print([p.theme], p.theme.label)
    let sorted = ImContextTheme.allCases.sorted { $0.rawValue < $1.rawValue }
    print(sorted, sorted.first == .dark)
    let x: ImContextTheme = true ? .dark : .light
    print([x], x.label)
    let y = [ImContextTheme.dark, .light]
    print(y, y[1].label)
    let z: ImContextTheme = {
        if y.count > 1 { return .light }
        return .dark
    }()
    print([z], z.label)
    let w: ImContextTheme = if y.isEmpty { .dark } else { .light }
    print([w], w.label)
    let u: ImContextTheme = switch y.count { case 2: .dark; default: .light }
    print([u], u.label)
    imContextKeys()
}

func imContextKeys() {
    let colors: [ImContextTheme: Int] = [.dark: 1, .light: 2]
    print(colors[.dark] ?? 0, colors.keys.sorted { $0.rawValue < $1.rawValue })
    let named: [String: ImContextTheme] = ["night": .dark]
    print(named, named["night"]?.label ?? "")
}
