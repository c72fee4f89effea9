import Foundation
class EverydayAnimal { let name: String; init(name: String) { self.name = name }; func sound() -> String { "..." } ; var kind: String { "animal" } }
class EverydayDog: EverydayAnimal { override func sound() -> String { "woof" }; override var kind: String { "dog" } }
class EverydayPuppy: EverydayDog { override func sound() -> String { super.sound() + "!" } }
struct EverydayWrapper<T: CustomStringConvertible> { let value: T; func show() -> String { "<\(value)>" } }
func everydayLargest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
func run() {
    let animals: [EverydayAnimal] = [EverydayAnimal(name: "a"), EverydayDog(name: "d"), EverydayPuppy(name: "p")]
    print(animals.map { "\($0.name):\($0.sound()):\($0.kind)" })
    print(animals.filter { $0 is EverydayDog }.count, (animals[2] as? EverydayDog)?.sound() ?? "-", animals.contains { $0 === animals[1] })
    print(EverydayWrapper(value: 42).show(), EverydayWrapper(value: "hi").show(), everydayLargest([3, 9, 2]) ?? 0, everydayLargest(["b", "z"]) ?? "")
    let closures: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 2 }, { $0 * $0 }]
    print(closures.map { $0(5) }, closures.reduce(3) { acc, f in f(acc) })
    var log: [String] = []
    func record(_ s: String) { log.append(s) }
    record("x"); record("y")
    print(log)
    let sorted = ["banana", "Apple", "cherry"].sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
    print(sorted, "Swift".reversed().map(String.init).joined(), String(repeating: "ab", count: 3))
    let tuple = (name: "x", score: 9)
    let (n, s) = tuple
    print(n, s, tuple.score > 5 ? "pass" : "fail")
    print(Int("42") ?? 0, Int("4x") ?? -1, Double("3.25")! * 2, String(255, radix: 16), Int("ff", radix: 16)!)
}
