enum Family { case small, medium, large, extraLarge }
func columns(for family: Family) -> Int {
    switch family {
    case .small: 1
    case .medium: 2
    case .large, .extraLarge: 4
    }
}
func label(_ family: Family) -> String {
    let text = switch family {
    case .small: "S"
    case .medium: "M"
    default: "L"
    }
    return text
}
var current: Family = .small
var name: String {
    switch current { case .small: "small"; default: "other" }
}
