// A literal where a value of the program's `ExpressibleByStringLiteral` Comparable type goes: a range's `contains`,
// `max` beside such a value, a `switch` case range of literals, a declared `ClosedRange<Version>`, a comparison.
struct LrVersion: Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    let parts: [Int]
    init(_ s: String) { parts = s.split(separator: ".").compactMap { Int($0) } }
    init(stringLiteral value: String) { self.init(value) }
    static func < (a: LrVersion, b: LrVersion) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }
    var description: String { parts.map(String.init).joined(separator: ".") }
}
func run() {
    let supported = LrVersion("1.0")...LrVersion("2.5")
    print(supported.contains("1.5"), supported.contains("3.0"), supported.contains(LrVersion("2.5")))
    let v: LrVersion = "1.2.3"
    print(v, v < "1.10", ["2.0", "1.9", "1.10"].map { LrVersion($0) }.sorted(), max(v, "1.3"))
    switch v { case "1.0"..."1.9": print("one"); default: print("other") }
    let range: ClosedRange<LrVersion> = "1.0"..."1.5"
    print(range.lowerBound, range.contains(v))
}
