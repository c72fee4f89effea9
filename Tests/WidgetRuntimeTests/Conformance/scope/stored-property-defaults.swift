public class DefaultsOrdered<T: Hashable> {
    public typealias Index = Int
    struct Slot { var at: Int }
    fileprivate var contents = [T: Index]()
    var slots = [Slot]()
    var firstIndex: Index = 0
    func add(_ t: T) { contents[t] = contents.count; slots.append(Slot(at: contents.count)) }
    var count: Int { contents.count + slots.count }
}
struct DefaultsPlain {
    typealias Key = String
    var table = [Key: Int]()
    var keys: [Key] = []
}
final class DefaultsParser {
    private static let DEFAULT_MAX: Int = 3
    static var base: Int { 10 }
    private var maxErrors: Int = DEFAULT_MAX
    var total = base + DEFAULT_MAX
    func show() -> String { "\(maxErrors) \(total)" }
}
func run() {
    print(DefaultsParser().show())
    let o = DefaultsOrdered<String>(); o.add("a"); o.add("b")
    print(o.count)
    var p = DefaultsPlain(); p.table["x"] = 1; p.keys.append("k")
    print(p.table, p.keys)
}
