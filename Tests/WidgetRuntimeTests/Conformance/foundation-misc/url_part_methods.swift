import Foundation

func run() {
    guard let url = URL(string: "https://exa.com/a%20b/c?q=1%202&x=y#fr%20ag") else { return }
    print(url.host() ?? "-", url.path(), url.query() ?? "-", url.fragment() ?? "-")
    print(url.path(percentEncoded: false), url.query(percentEncoded: false) ?? "-", url.fragment(percentEncoded: false) ?? "-")
    print(url.host, url.query ?? "-")
    let bare = URL(string: "file:///tmp/x.txt")
    print(bare?.host() ?? "no host", bare?.query() ?? "no query")
    print("straße".localizedUppercase, "ÉCOLE".localizedLowercase)
}
