import Foundation

func run() {
    var components = URLComponents(string: "https://example.com/feed?page=1&size=20")!
    var items = components.queryItems ?? []
    items.removeAll { $0.name == "page" }
    items.append(URLQueryItem(name: "page", value: "2"))
    items.append(URLQueryItem(name: "empty", value: nil))
    components.queryItems = items
    print(components.url!.absoluteString)
    components.path = "/feed/v2"
    components.fragment = "latest"
    print(components.string!)
    components.queryItems = nil
    print(components.string!)
    print(components.host!, components.scheme!)
}
