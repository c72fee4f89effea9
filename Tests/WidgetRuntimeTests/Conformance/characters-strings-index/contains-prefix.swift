import Foundation

func run() {
    let url = "https://example.org/index.html"
    print(url.hasPrefix("https"), url.hasPrefix("http:"), url.hasSuffix(".html"))
    print(url.contains("example"), url.contains("Example"))
    print(url.contains { $0.isNumber }, url.contains("/"))
    print(url.lowercased().contains("EXAMPLE".lowercased()))
    print("".hasPrefix(""), "abc".hasPrefix(""))
    print(url.starts(with: "https://"))
}
