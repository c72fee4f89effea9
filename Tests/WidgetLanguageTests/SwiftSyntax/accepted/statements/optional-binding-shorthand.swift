func shorthand(name: String?, age: Int?, tags: [String]?) -> String {
    if let name, let age { return "\(name) \(age)" }
    guard let tags else { return "" }
    if var name { name += "!"; return name }
    return tags.joined()
}
