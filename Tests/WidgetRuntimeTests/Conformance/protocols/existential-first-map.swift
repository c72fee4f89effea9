// `first`, `last`, `min()` of what an existential's method gives are optional: `.map { … }` on them is Optional's,
// which runs on the element found (a String stays one string), or gives nil.
protocol EfmSource { associatedtype Item; var name: String { get }; func load() -> [Item] }
struct EfmWords: EfmSource { let name = "words"; func load() -> [String] { ["Rain tomorrow", "Sun"] } }
struct EfmNumbers: EfmSource { let name = "numbers"; func load() -> [Int] { [3, 1, 2] } }
struct EfmEmpty: EfmSource { let name = "empty"; func load() -> [String] { [] } }

func run() {
    let sources: [any EfmSource] = [EfmWords(), EfmNumbers(), EfmEmpty()]
    print(sources.map { s in "\(s.name):\(s.load().first.map { "\($0)" } ?? "none")" })
    print(sources.map { s in s.load().last.map { "<\($0)>" } ?? "-" })
    print(sources.map { $0.load().count })
}
