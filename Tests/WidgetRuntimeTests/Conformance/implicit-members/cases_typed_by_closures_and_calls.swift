// A case written as `.name` where a closure's signature, a function's result, a default closure, `reduce`'s initial value,
// a tuple or an initializer gives its type: the case of that type, with its members.
enum ImFlowTone: String { case dark, light
    var label: String { rawValue.uppercased() }
}
struct ImFlowHolder { var tone: ImFlowTone; var pair: (ImFlowTone, Int) = (.light, 0) }
func imFlowPair() -> (ImFlowTone, Int) { return (.dark, 1) }
func imFlowMaybe(_ b: Bool) -> ImFlowTone? { b ? .dark : nil }
func imFlowApply(_ make: () -> ImFlowTone = { .light }) -> ImFlowTone { make() }
func run() {
    let f = { () -> ImFlowTone in .dark }
    print([f()], f().label)
    let mapped: [ImFlowTone] = [1, 2].map { $0 > 1 ? .dark : .light }
    print(mapped, mapped[0].label)
    let p = imFlowPair()
    print([p.0], p.0.label)
    print([imFlowMaybe(true)], imFlowMaybe(true)?.label ?? "-")
    print([imFlowApply()], imFlowApply().label, imFlowApply { .dark }.label)
    let h = ImFlowHolder(tone: .dark)
    print([h.pair.0], h.pair.0.label)
    let folded = [1, 2, 3].reduce(ImFlowTone.light) { acc, n in n == 2 ? .dark : acc }
    print([folded], folded.label)
    var t: ImFlowTone? = nil
    t = t ?? .dark
    print([t], t?.label ?? "-")
    let list = [ImFlowTone.dark, .light]
    print(list.contains(.light), list.firstIndex(of: .light) ?? -1)
    let arr2: [ImFlowTone] = Array(repeating: .dark, count: 2)
    print(arr2, arr2[1].label)
    let d: [ImFlowTone: Int] = Dictionary(uniqueKeysWithValues: [(.dark, 1)])
    print(d[.dark] ?? 0)
    let h2 = ImFlowHolder.init(tone: .light)
    print([h2.tone], h2.tone.label)
    let sortedTones = list.sorted { a, b in a == .dark }
    print(sortedTones)
    let g: (Bool) -> ImFlowTone = { $0 ? .dark : .light }
    print([g(true)], g(false).label)
    var ts: [ImFlowTone] = []
    ts.insert(.light, at: 0)
    ts.append(contentsOf: [.dark])
    print(ts, ts.map(\.label))
}
