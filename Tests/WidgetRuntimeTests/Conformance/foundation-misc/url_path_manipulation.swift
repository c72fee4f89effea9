import Foundation

func run() {
    let base = URL(string: "https://example.com/api")!
    let users = base.appendingPathComponent("users")
    print(users.absoluteString)
    let user = users.appendingPathComponent("42")
    print(user.absoluteString)
    print(user.deletingLastPathComponent().absoluteString)
    let file = base.appendingPathComponent("report").appendingPathExtension("csv")
    print(file.absoluteString, file.pathExtension)
    print(file.deletingPathExtension().lastPathComponent)
    print(user.pathComponents)
}
