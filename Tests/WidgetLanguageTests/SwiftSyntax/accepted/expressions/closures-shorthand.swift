func shorthand(_ names: [String]) -> [String] {
    let upper = names.map { $0.uppercased() }
    let long = names.filter { name in name.count > 3 }
    let pairs = names.enumerated().map { index, name in "\(index): \(name)" }
    let typed = names.map { (name: String) in name.lowercased() }
    let parens = names.map { (name) in name + "!" }
    let underscore = names.map { _ in 1 }
    return upper + long + pairs + typed + parens + underscore.map(String.init)
}
