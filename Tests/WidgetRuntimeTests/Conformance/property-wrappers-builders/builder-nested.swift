@resultBuilder
struct PwTreeBuilder {
    static func buildBlock(_ nodes: PwTreeNode...) -> [PwTreeNode] { nodes }
}

struct PwTreeNode {
    var label: String
    var children: [PwTreeNode]
    init(_ label: String, @PwTreeBuilder children: () -> [PwTreeNode] = { [] }) {
        self.label = label
        self.children = children()
    }
    func lines(_ depth: Int = 0) -> [String] {
        [String(repeating: "  ", count: depth) + label] + children.flatMap { $0.lines(depth + 1) }
    }
}

func run() {
    let tree = PwTreeNode("root") {
        PwTreeNode("a") {
            PwTreeNode("a1")
            PwTreeNode("a2")
        }
        PwTreeNode("b")
    }
    for line in tree.lines() { print(line) }
}
