import Foundation
func run() {
    var url = URL(string: "https://example.com/api")!
    url.append(path: "v1")
    url.append(queryItems: [URLQueryItem(name: "q", value: "swift ui"), URLQueryItem(name: "flag", value: nil)])
    print(url.absoluteString)
    let more = url.appending(queryItems: [URLQueryItem(name: "page", value: "2")])
    print(more.absoluteString, url.query ?? "-")
    var base = URL(string: "https://example.com")!
    base.append(component: "docs")
    print(base)
}
