import Foundation

struct InitChoice: CustomStringConvertible {
    let a: Int, b: String
    init(_ a: Int, _ b: String) { self.a = a; self.b = b }
    init?(_ text: String) {
        let parts = text.split(separator: "=")
        guard parts.count == 2, let n = Int(parts[0]) else { return nil }
        self.init(n, String(parts[1]))
    }
    init(number: Int) { self.init(number, "#") }
    var description: String { "\(a)\(b)" }
}
func run() {
    print(["1=x", "bad", "2=y"].compactMap(InitChoice.init))
    print(zip([3, 4], ["p", "q"]).map(InitChoice.init))
    print([5, 6].map(InitChoice.init(number:)))
    let make: (Int, String) -> InitChoice = InitChoice.init
    print(make(7, "z"))
}
