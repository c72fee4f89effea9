final class Broadcaster<Value> {
    private var listeners: [(id: Int, callback: (Value, Value) -> Void)] = []
    private(set) var value: Value
    init(_ value: Value) { self.value = value }
    func listen(_ callback: @escaping (Value, Value) -> Void) { listeners.append((listeners.count, callback)) }
    func set(_ new: Value) {
        let old = value
        value = new
        for listener in listeners { listener.callback(old, new) }
    }
}
func run() {
    let b = Broadcaster(1)
    var log: [String] = []
    b.listen { log.append("\($0)->\($1)") }
    b.listen { old, new in if new > old { log.append("up") } }
    b.set(5); b.set(3)
    print(log)
    let pairs = ["a", "b", "c"].enumerated().map { "\($0):\($1)" }
    print(pairs)
    let weighted = [10, 20, 30].enumerated().map { $0 * $1 }.reduce(0, +)
    print(weighted)
    let handlers: (start: () -> String, stop: (Int) -> String) = ({ "go" }, { "stop \($0)" })
    print(handlers.start(), handlers.stop(3))
}
