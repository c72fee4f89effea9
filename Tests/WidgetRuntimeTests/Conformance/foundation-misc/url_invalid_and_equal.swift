import Foundation

func run() {
    print(URL(string: "") == nil)
    let a = URL(string: "https://example.com/a")!
    let b = URL(string: "https://example.com/a")!
    let c = URL(string: "https://example.com/b")!
    print(a == b, a == c)
    print(URL(string: "mailto:someone@example.com")!.scheme!)
    let relative = URL(string: "page.html", relativeTo: URL(string: "https://example.com/docs/")!)!
    print(relative.absoluteString)
    print(relative.relativeString)
    let noHost = URL(string: "/just/a/path")!
    print(noHost.host == nil, noHost.path)
}
