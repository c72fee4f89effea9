import Foundation

enum DeepLinkRoute: Equatable {
    case item(Int)
    case tab(String)
    case unknown
}

func routeDeepLink(_ text: String) -> DeepLinkRoute {
    guard let url = URL(string: text), url.scheme == "widgetapp", let host = url.host else { return .unknown }
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    switch host {
    case "item":
        if let raw = items.first(where: { $0.name == "id" })?.value, let id = Int(raw) { return .item(id) }
        return .unknown
    case "tab":
        return .tab(url.lastPathComponent)
    default:
        return .unknown
    }
}

func run() {
    for link in ["widgetapp://item?id=42", "widgetapp://tab/home", "widgetapp://item?id=x", "https://item?id=1", "widgetapp://other"] {
        print(link, routeDeepLink(link))
    }
}
