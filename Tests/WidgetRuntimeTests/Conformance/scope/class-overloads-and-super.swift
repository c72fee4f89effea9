class IoNode {
    var attributes: [String: String] = [:]
    func attr(_ key: String) -> String { attributes[key] ?? "" }
    @discardableResult
    func attr(_ key: String, _ value: String) -> IoNode { attributes[key] = value; return self }
    func copy(clone: IoNode) -> IoNode { clone.attributes = attributes; return clone }
    func copy(clone: IoNode, parent: IoNode?) -> IoNode { copy(clone: clone) }
    func kind() -> String { "node" }
}
final class IoElement: IoNode {
    @discardableResult
    override func attr(_ key: String, _ value: String) -> IoElement { attributes[key] = value.uppercased(); return self }
    override func copy(clone: IoNode, parent: IoNode?) -> IoNode { let made = super.copy(clone: clone, parent: parent); made.attributes["copied"] = "yes"; return made }
    override func kind() -> String { "element" }
}
class KNode {
    func copy(clone: String) -> String { "one " + clone }
    func copy(clone: String, parent: String) -> String { copy(clone: clone) + " of " + parent }
}
final class KElement: KNode {
    override func copy(clone: String, parent: String) -> String { "E(" + super.copy(clone: clone, parent: parent) + ")" }
}
class CoA { var d: [String: String] = [:]; func set() { d["a"] = "b" } }
final class CoB: CoA { override func set() { d["x"] = "y" } }

func run() {
    let e = IoElement()
    e.attr("id", "main")
    print(e.attr("id"), e.kind())
    let c = e.copy(clone: IoNode(), parent: nil)
    print(c.attributes.sorted { $0.key < $1.key }, c.kind())
    let n: IoNode = e
    print(n.attr("id"), n.kind(), n.copy(clone: IoNode()).attributes.count)
    print(KElement().copy(clone: "a", parent: "p"))
    print(KElement().copy(clone: "b"))
    let b = CoB()
    b.set()
    print(b.d)
}
