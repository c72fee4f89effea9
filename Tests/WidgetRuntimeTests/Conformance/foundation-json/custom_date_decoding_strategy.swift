import Foundation

struct CustomDatedPost: Decodable {
    let title: String
    let published: Date
    let edited: Date?
}

enum CustomDateError: Error { case unreadable(String) }

func run() {
    let decoder = JSONDecoder()
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    decoder.dateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) { return Date(timeIntervalSince1970: seconds) }
        let text = try container.decode(String.self)
        guard let date = formatter.date(from: text) else { throw CustomDateError.unreadable(text) }
        return date
    }
    let json = #"[{"title": "a", "published": "2026-11-30 08:15", "edited": 1800000000}, {"title": "b", "published": 0}]"#
    do {
        let posts = try decoder.decode([CustomDatedPost].self, from: Data(json.utf8))
        for post in posts { print(post.title, post.published.timeIntervalSince1970, post.edited?.timeIntervalSince1970 ?? -1) }
        _ = try decoder.decode(CustomDatedPost.self, from: Data(#"{"title": "c", "published": "yesterday"}"#.utf8))
    } catch CustomDateError.unreadable(let text) {
        print("unreadable", text)
    } catch {
        print("other", error)
    }
}
