struct CfNode { var value: Int; var children: [CfNode] }

func cfSum(_ node: CfNode) -> Int {
    var total = node.value
    for child in node.children { total += cfSum(child) }
    return total
}

func cfDepth(_ node: CfNode) -> Int {
    1 + (node.children.map(cfDepth).max() ?? 0)
}

func run() {
    let tree = CfNode(value: 1, children: [CfNode(value: 2, children: []), CfNode(value: 3, children: [CfNode(value: 4, children: [])])])
    print(cfSum(tree), cfDepth(tree))
    var queue = [tree]
    var order: [Int] = []
    while !queue.isEmpty {
        let node = queue.removeFirst()
        order.append(node.value)
        queue += node.children
    }
    print(order)
}
