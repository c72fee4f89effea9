import Foundation

// A subclass calls an overload it inherits with an argument of its own class where the parameter is the
// superclass (`copy(clone:)` beside an overridden `copy(with:)`, as SwiftSoup's nodes copy themselves);
// a method returning its own class chains (`append(…).append(…)`).
final class TextBuilder {
    var parts: [String] = []
    @discardableResult
    func append(_ text: String) -> TextBuilder { parts.append(text); return self }
    func build() -> String { parts.joined() }
}

class DocNode: NSObject, NSCopying {
    var name = "node"
    func copy(with zone: NSZone? = nil) -> Any { copy(clone: DocNode(), parent: nil) }
    func copy(parent: DocNode?) -> DocNode { copy(clone: DocNode(), parent: parent) }
    func copy(clone: DocNode, parent: DocNode? = nil) -> DocNode {
        clone.name = name + "+" + (parent?.name ?? "root")
        return clone
    }
}

class DocComment: DocNode {
    override func copy(with zone: NSZone? = nil) -> Any {
        let clone = DocComment()
        return copy(clone: clone)
    }
    override func copy(parent: DocNode?) -> DocNode { copy(clone: DocComment(), parent: parent) }
}

func run() {
    let builder = TextBuilder()
    builder.append("<!--").append("note").append("-->")
    print(builder.build())
    let comment = DocComment()
    comment.name = "c"
    let copied = comment.copy() as? DocNode
    print(copied?.name ?? "none", copied is DocComment, comment.copy(parent: DocNode()).name)
    print(DocNode().copy(parent: comment).name, (DocNode().copy() as? DocNode)?.name ?? "none")
}
