import Foundation

func queryValue(_ name: String, in url: URL) -> String? {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
}

func run() {
    let url = URL(string: "https://example.com/track?id=A17&step=3&note=hello%2Bworld")!
    print(queryValue("id", in: url) ?? "missing")
    print(queryValue("step", in: url).flatMap { Int($0) } ?? 0)
    print(queryValue("note", in: url) ?? "missing")
    print(queryValue("other", in: url) ?? "missing")
    let bare = URL(string: "https://example.com/")!
    print(queryValue("id", in: bare) ?? "missing")
}
