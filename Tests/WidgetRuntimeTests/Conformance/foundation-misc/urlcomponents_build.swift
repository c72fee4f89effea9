import Foundation

func run() {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "api.example.com"
    components.path = "/search"
    components.queryItems = [
        URLQueryItem(name: "q", value: "coffee shops"),
        URLQueryItem(name: "limit", value: "10"),
        URLQueryItem(name: "filter", value: "open&near"),
    ]
    print(components.url!.absoluteString)
    print(components.query!)
    print(components.percentEncodedQuery!)
    print(components.queryItems!.count)
    components.port = 8080
    print(components.string!)
}
