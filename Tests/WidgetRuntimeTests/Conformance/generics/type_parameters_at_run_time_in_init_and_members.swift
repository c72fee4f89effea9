enum Shade: String, CaseIterable { case light, dark, dim }
enum Speed: Int, CaseIterable { case slow = 1, fast = 5 }
final class Chooser<Option: CaseIterable & Equatable> {
    let options: [Option]
    private(set) var chosen: Option
    init(initial: Option) {
        options = Array(Option.allCases)
        chosen = initial
    }
    func choose(_ index: Int) -> Bool {
        guard options.indices.contains(index) else { return false }
        chosen = options[index]
        return true
    }
    var count: Int { Option.allCases.count }
}
struct Wrapper<T> {
    let item: T
    func typeName() -> String { "\(T.self)" }
}
func run() {
    let shades = Chooser(initial: Shade.dark)
    print(shades.options, shades.chosen, shades.count)
    print(shades.choose(2), shades.chosen, shades.choose(7))
    let speeds = Chooser(initial: Speed.fast)
    print(speeds.options.map(\.rawValue), speeds.count)
    print(Wrapper(item: 3).typeName(), Wrapper(item: "s").typeName(), Wrapper(item: Shade.dim).typeName())
}
