// A function without a body parses anywhere; outside a protocol, Swift's type checker
// (not its parser) asks for the body, unless the body is found elsewhere (`@NSManaged`).
struct Counter {
    func increment()
    static func make() -> Counter
}

class Item {
    @NSManaged func addToTags(_ tag: String)
    init()
}

func declaredElsewhere(_ x: Int) -> Int
