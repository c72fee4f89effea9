import SwiftUI

enum Route: Hashable {
    case item(id: Int)
    case settings
    init?(url: URL) {
        guard url.scheme == "example" else { return nil }
        switch url.host() {
        case "item": self = .item(id: Int(url.lastPathComponent) ?? 0)
        case "settings": self = .settings
        default: return nil
        }
    }
}

struct RootView: View {
    @State private var path: [Route] = []
    var body: some View {
        NavigationStack(path: $path) {
            Text("Home")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .item(let id): Text("Item \(id)")
                    case .settings: Text("Settings")
                    }
                }
        }
        .onOpenURL { url in
            if let route = Route(url: url) { path.append(route) }
        }
    }
}
