import Foundation

func stripPrefixHelper(_ text: String, _ prefix: String) -> String {
    text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
}

func run() {
    print(stripPrefixHelper("https://example.com", "https://"))
    print(stripPrefixHelper("example.com", "https://"))
    let tags = ["#swift", "#ios", "plain", "#"]
    print(tags.map { stripPrefixHelper($0, "#") })
    let file = "report.final.pdf"
    if let dot = file.range(of: ".", options: .backwards) {
        print(file[..<dot.lowerBound], file[dot.upperBound...])
    }
}
