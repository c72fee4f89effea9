func assignments(_ value: Int?) -> String {
    var text: String
    text = if let value { "\(value)" } else { "none" }
    let kind: String = switch value {
    case .none: "nil"
    case .some(let v) where v < 0: "negative"
    case .some: "positive"
    }
    return text + kind
}
