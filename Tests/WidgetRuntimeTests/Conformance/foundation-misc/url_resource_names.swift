import Foundation

func run() {
    let urls = [
        "https://cdn.example.com/images/photo.large.jpeg",
        "https://example.com/docs/",
        "https://example.com",
        "file:///Users/me/Notes.md",
    ]
    for text in urls {
        let url = URL(string: text)!
        print("[\(url.lastPathComponent)]", "[\(url.pathExtension)]", url.pathComponents.count)
    }
}
