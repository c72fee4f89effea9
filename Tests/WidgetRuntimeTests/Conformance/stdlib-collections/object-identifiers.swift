protocol IdentListener: AnyObject { func hear(_ event: String) }

final class IdentBus {
    private var listeners: [ObjectIdentifier: IdentListener] = [:]
    func join(_ l: IdentListener) { listeners[ObjectIdentifier(l)] = l }
    func leave(_ l: IdentListener) { listeners[ObjectIdentifier(l)] = nil }
    func post(_ e: String) { for l in listeners.values { l.hear(e) } }
    var count: Int { listeners.count }
}

final class IdentCounter: IdentListener, Equatable {
    var heard = 0
    func hear(_ event: String) { heard += 1 }
    static func == (a: IdentCounter, b: IdentCounter) -> Bool { a.heard == b.heard }
}

func run() {
    let bus = IdentBus()
    let a = IdentCounter(), b = IdentCounter()
    bus.join(a); bus.join(b); bus.join(a)
    print(bus.count, a == b, ObjectIdentifier(a) == ObjectIdentifier(b), ObjectIdentifier(a) == ObjectIdentifier(a))
    bus.post("one"); bus.post("two")
    bus.leave(a)
    bus.post("three")
    print(a.heard, b.heard, bus.count)
    let seen: Set<ObjectIdentifier> = [ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(a)]
    print(seen.count, seen.contains(ObjectIdentifier(b)))
}
