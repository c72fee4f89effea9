func report(title: String, items: [String]) -> String {
    """
    # \(title)
    \(items.map { "- \($0)" }.joined(separator: "\n"))
    Total: \(items.count) \
    item\(items.count == 1 ? "" : "s")
    """
}
