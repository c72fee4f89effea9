enum Payload { case text(String), number(Int) }
func first(_ items: [Payload]) -> String {
    guard #available(iOS 16, macOS 13, *),
          let item = items.first,
          case .text(let value) = item,
          !value.isEmpty
    else { return "" }
    return value
}
