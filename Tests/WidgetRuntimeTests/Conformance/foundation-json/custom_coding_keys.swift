import Foundation

struct KeyedArticle: Codable {
    let headline: String
    let wordCount: Int
    let author: String

    enum CodingKeys: String, CodingKey {
        case headline = "title"
        case wordCount = "words"
        case author = "by"
    }
}

func run() {
    let json = #"{"title": "Swift on Linux", "words": 1200, "by": "Sam"}"#
    let article = try! JSONDecoder().decode(KeyedArticle.self, from: Data(json.utf8))
    print(article.headline, article.wordCount, article.author)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(article), encoding: .utf8)!)
    print(KeyedArticle.CodingKeys.wordCount.rawValue, KeyedArticle.CodingKeys.wordCount.stringValue)
}
