import Foundation

enum FeedItem: Codable {
    case text(String)
    case photo(url: String, width: Int)
    case divider
}

func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let items: [FeedItem] = [.text("hi"), .photo(url: "a.png", width: 100), .divider]
    let data = try! encoder.encode(items)
    print(String(data: data, encoding: .utf8)!)
    let back = try! JSONDecoder().decode([FeedItem].self, from: data)
    for item in back {
        switch item {
        case .text(let s): print("text", s)
        case .photo(let url, let width): print("photo", url, width)
        case .divider: print("divider")
        }
    }
}
