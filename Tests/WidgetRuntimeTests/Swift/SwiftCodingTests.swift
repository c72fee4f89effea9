import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `Decodable` structs as Swift writes them: each with its own nested `CodingKeys`
/// and `init(from decoder:)`, in one module.
@Suite struct SwiftCodingTests {
    static let source = """
import SwiftUI
import WidgetKit

struct Repo: Decodable {
    let name: String
    let stars: Int
    let topics: [String]

    enum CodingKeys: String, CodingKey {
        case name
        case stars = "stargazers_count"
        case topics
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        stars = try container.decodeIfPresent(Int.self, forKey: .stars) ?? 0
        topics = try container.decodeIfPresent([String].self, forKey: .topics) ?? []
    }
}

struct User: Decodable {
    let login: String
    enum CodingKeys: String, CodingKey { case login = "user_login" }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        login = try c.decode(String.self, forKey: .login)
    }
}

struct E: TimelineEntry { let date: Date; let text: String }

struct P: TimelineProvider {
    func placeholder(in context: Context) -> E { E(date: Date(), text: "") }
    func getSnapshot(in context: Context, completion: @escaping (E) -> ()) { completion(E(date: Date(), text: "")) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> ()) {
        let data = "{\\"name\\": \\"w\\", \\"stargazers_count\\": 3}".data(using: .utf8)!
        var text = ""
        do {
            let repo = try JSONDecoder().decode(Repo.self, from: data)
            let user = try JSONDecoder().decode(User.self, from: "{\\"user_login\\": \\"ana\\"}".data(using: .utf8)!)
            text = "\\(repo.name) \\(repo.stars) \\(repo.topics.count) \\(user.login)"
            _ = try JSONDecoder().decode(User.self, from: "{}".data(using: .utf8)!)
        } catch {
            text += " | \\(error)"
        }
        completion(Timeline(entries: [E(date: Date(), text: text)], policy: .never))
    }
}

struct W: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "W", provider: P()) { entry in Text(entry.text) }
            .supportedFamilies([.systemLarge])
    }
}
"""

    @Test func nestedCodingKeysOfTwoStructsAndTheirInitializers() throws {
        let session = try TestSession.open(Self.source, path: "S.swift")
        let text = try session.render(widget: "W", family: "systemLarge").result.text
        #expect(text.contains("w 3 0 ana |"), "\(text)")
        #expect(text.contains("DecodingError.keyNotFound: Key"), "\(text)")
    }
}
