import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// `JSONDecoder().decode(T.self, from:)` and `JSONEncoder().encode(_:)` on the widget's own structs.
@Suite struct JSONCodingTests {
    typealias H = FoundationIOHarness

    static let types = """
        struct Owner { var login: String; var avatarUrl: String? }
        struct Repository {
            var name: String
            var openIssues: Int
            var owner: Owner
            var pushedAt: Date
            var topics: [String]
            var license: String?
        }
        enum CodingKeys: String {
            case title = "display_title"
            case stars = "stargazers_count"
        }
        struct Release { var title: String; var stars: Int }
        """

    static let repository = #"{"name": "widgetry", "open_issues": 3, "owner": {"login": "ana", "avatar_url": null}, "pushed_at": "2025-01-30T15:22:31Z", "topics": ["swift", "widgets"], "extra": true}"#

    static func harness(_ statements: String, _ value: String) throws -> H {
        try H(H.source(permissions: "", declarations: types, statements: statements, value: value))
    }

    static func literal(_ json: String) -> String {
        "\"" + json.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test func aDecoderWithStrategiesSetLaterDecodesNestedStructsArraysOptionalsAndDates() throws {
        let h = try Self.harness("""
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .iso8601
            let repo = try decoder.decode(Repository.self, from: \(Self.literal(Self.repository)).data(using: .utf8)!)
            let list = try decoder.decode([Repository].self, from: \(Self.literal("[" + Self.repository + "]")).data(using: .utf8)!)
            """, #""\(repo.name) \(repo.openIssues) \(repo.owner.login) \(repo.owner.avatarUrl ?? "none") \(repo.topics.count) \(repo.license ?? "-") \(repo.pushedAt.timeIntervalSince1970) \(list.count)""#)
        #expect(try h.value() == "widgetry 3 ana none 2 - 1738250551.0 1")
    }

    @Test func secondsSince1970AndCodingKeysWithRawValues() throws {
        let h = try Self.harness("""
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            let release = try decoder.decode(Release.self, from: \(Self.literal(#"{"display_title": "1.0", "stargazers_count": 42}"#)).data(using: .utf8)!)
            let owner = try JSONDecoder().decode(Owner.self, from: \(Self.literal(#"{"login": "bo"}"#)).data(using: .utf8)!)
            """, #""\(release.title) \(release.stars) \(owner.login)""#)
        #expect(try h.value() == "1.0 42 bo")
    }

    @Test func aDocumentThatDoesNotFitThrowsADecodingErrorThatCatchCatches() throws {
        let h = try Self.harness("""
            var message = "decoded"
            do {
                let repo = try JSONDecoder().decode(Repository.self, from: \(Self.literal(#"{"name": 7}"#)).data(using: .utf8)!)
            } catch {
                message = error.localizedDescription
            }
            """, "message")
        #expect(try h.value() == "DecodingError.typeMismatch: expected value of type String. Path: name. Debug description: Expected to decode String but found number instead.")
        let uncaught = try Self.harness("let owner = try JSONDecoder().decode(Owner.self, from: \(Self.literal("{}")).data(using: .utf8)!)", "owner.login")
        #expect(uncaught.failure() == "\(uncaught.location(of: "JSONDecoder()")): DecodingError.keyNotFound: Key 'login' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: \"login\", intValue: nil) (\"login\").")
        let corrupted = try Self.harness("let owner = try? JSONDecoder().decode(Owner.self, from: \(Self.literal("{")).data(using: .utf8)!)", "owner == nil")
        #expect(try corrupted.value() == "true")
    }

    @Test func anEncoderWritesKeysInOrderWithItsStrategies() throws {
        let h = try Self.harness("""
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.dateEncodingStrategy = .iso8601
            let owner = Owner(login: "ana", avatarUrl: nil)
            let repo = Repository(name: "w", openIssues: 2, owner: owner, pushedAt: now, topics: ["a"], license: nil)
            let data = try encoder.encode(repo)
            let release = try JSONEncoder().encode(Release(title: "1.0", stars: 5))
            """, #""\(String(data: data, encoding: .utf8) ?? "") \(String(data: release, encoding: .utf8) ?? "")""#)
        #expect(try h.value() == #"{"name":"w","open_issues":2,"owner":{"login":"ana"},"pushed_at":"2025-03-01T00:00:00Z","topics":["a"]} {"display_title":"1.0","stargazers_count":5}"#)
    }

    @Test func aDecodedRoundTripThroughTheEncoder() throws {
        let h = try Self.harness("""
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(Owner(login: "ana", avatarUrl: "x"))
            let back = try JSONDecoder().decode(Owner.self, from: data)
            """, #""\(back.login) \(back.avatarUrl ?? "-") \(data.count) \(String(data: data, encoding: .utf8) ?? "")""#)
        #expect(try h.value() == "ana x 42 {\n  \"avatarUrl\" : \"x\",\n  \"login\" : \"ana\"\n}")
    }

    @Test func theDecodedValueHasTheNamedTypeForTheChecker() {
        let source = FoundationIOHarness.source(permissions: "", declarations: Self.types, statements: """
            let repo = try JSONDecoder().decode(Repository.self, from: Data())
                let list = try JSONDecoder().decode([Owner].self, from: Data())
            """, value: "repo.nme + list[0].logn")
        let errors = BuiltinHarness.errors(source)
        #expect(errors.count == 2 && errors[0].contains("has no member 'nme'") && errors[1].contains("has no member 'logn'"), "\(errors)")
    }

    @Test func dataAndTextBothWays() throws {
        let h = try Self.harness("""
            let data = "héllo".data(using: .utf8)!
            let text = String(decoding: data, as: UTF8.self)
            let same = String(data: data, encoding: .utf8) ?? "-"
            let notText = String(data: Data(base64Encoded: "/w==")!, encoding: .utf8)
            """, #""\(data.count) \(text) \(same) \(notText == nil) \(data.base64EncodedString())""#)
        #expect(try h.value() == "6 héllo héllo true aMOpbGxv")
    }
}
