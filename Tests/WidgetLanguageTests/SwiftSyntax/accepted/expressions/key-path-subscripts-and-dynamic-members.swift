struct Row { var cells: [String: Int]; var tags: [String] }
func paths() -> [AnyKeyPath] {
    [\Row.cells["a"], \Row.cells["b", default: 0], \Row.tags[0], \Row.tags.first?.count, \Row.tags.last!.isEmpty]
}
