struct SsPoint { var x: Double; var y: Double }
struct SsTagged: CustomDebugStringConvertible, CustomStringConvertible {
    let tag: String
    var description: String { "tag \(tag)" }
    var debugDescription: String { "Tagged(\(tag))" }
}
enum SsState { case idle, loading(progress: Double), failed(String, code: Int) }
enum SsLevel: Int { case low = 1, high = 10 }
func run() {
    let values: [Double] = [0.1, 1e-5, 123456789.0, 1e16, -0.0, 2.5e-300, 100, 1.0 / 3.0]
    print(values)
    print(Double.nan, Double.infinity, -Double.infinity, Float(0.1), Float(16777217), Double(Float(0.1)))
    print(SsPoint(x: 1, y: -2.5), [SsPoint(x: 0, y: 0)], Optional(SsPoint(x: 3, y: 4)) as Any)
    let t = SsTagged(tag: "a")
    print(t, [t], "\(t)", String(describing: t), String(reflecting: t))
    debugPrint(t, "text", 3)
    print(SsState.idle, SsState.loading(progress: 0.5), SsState.failed("x", code: 2))
    print([SsState.idle], SsLevel.high, SsLevel(rawValue: 1) as Any, SsLevel.low.rawValue)
    let nested: Int?? = .some(nil)
    let deep: Int?? = 5
    print(nested as Any, deep as Any, Optional<Int>.none as Any)
    print(("a", 1, true), (x: 1.5, y: "z"), [("k", 2)])
    print([1: "one"], ["key": [1, 2]], [String: Int]())
    print("quote \"x\"", ["quote \"x\""], "tab\t".debugDescription, Character("é"), ["é" as Character])
    debugPrint(["a": 1], 2.0, Optional("s"))
    print(1, 2, separator: "-", terminator: "!\n")
    print(Int8(-128), UInt64.max, Int32(7) / 2, UInt8(255).description, String(-42, radix: 2))
}
