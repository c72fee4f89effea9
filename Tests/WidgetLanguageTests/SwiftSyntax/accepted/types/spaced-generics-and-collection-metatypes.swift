final class Tree {
    private static let empty: Array<Tree> = Array<Tree>()
    var children: Array <Tree>
    var lookup: Dictionary <String, Int> = [:]

    init() { children = [] }

    func kinds(_ type: [String: Any].Type, _ list: [Int].Type) -> Bool {
        type == [String: Any].self && list == [Int].self
    }

    func isSmall(_ count: Int) -> Bool { count < 3 }
}
