import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// A struct's own `init(from decoder:)` and `encode(to encoder:)`, run by `JSONDecoder`,
/// `JSONEncoder` and a `json` source; containers' errors as Swift prints them.
@Suite struct CustomCodingTests {
    typealias H = FoundationIOHarness

    static let types = """
        enum OwnerKeys: String { case login = "user_name"; case tags }
        struct Owner {
            let login: String
            let tags: [String]
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: OwnerKeys.self)
                login = try c.decode(String.self, forKey: .login)
                var list = try c.nestedUnkeyedContainer(forKey: .tags)
                var found: [String] = []
                while !list.isAtEnd {
                    found.append(try list.decode(String.self))
                }
                tags = found
            }
        }
        enum RepoKeys: String { case name; case stars = "stargazers_count"; case owner; case meta; case note }
        enum MetaKeys: String { case lang }
        struct Repo {
            let name: String
            let stars: Int
            let owner: Owner
            let lang: String
            let note: String?
            let hasNote: Bool
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: RepoKeys.self)
                name = try container.decode(String.self, forKey: .name)
                stars = try container.decode(Int.self, forKey: .stars)
                owner = try container.decode(Owner.self, forKey: .owner)
                let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
                lang = try meta.decode(String.self, forKey: .lang)
                note = try container.decodeIfPresent(String.self, forKey: .note)
                hasNote = container.contains(.note)
            }
            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: RepoKeys.self)
                try c.encode(name, forKey: .name)
                try c.encode(stars, forKey: .stars)
                try c.encodeIfPresent(note, forKey: .note)
            }
        }
        struct Version {
            let text: String
            init(from decoder: Decoder) throws {
                let single = try decoder.singleValueContainer()
                text = "v" + (try single.decode(String.self))
            }
        }
        """

    static let repo = #"{"name": "widgetry", "stargazers_count": 7, "owner": {"user_name": "ana", "tags": ["a", "b"]}, "meta": {"lang": "swift"}}"#

    static func literal(_ json: String) -> String {
        "\"" + json.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func harness(_ statements: String, _ value: String) throws -> H {
        try H(H.source(permissions: "", declarations: types, statements: statements, value: value))
    }

    @Test func keyedNestedUnkeyedAndSingleValueContainersDecode() throws {
        let h = try Self.harness("""
            let repo = try JSONDecoder().decode(Repo.self, from: \(Self.literal(Self.repo)).data(using: .utf8)!)
            let versions = try JSONDecoder().decode([Version].self, from: \(Self.literal(#"["1.0", "2.1"]"#)).data(using: .utf8)!)
            """, #""\(repo.name) \(repo.stars) \(repo.owner.login) \(repo.owner.tags) \(repo.lang) \(repo.note ?? "-") \(repo.hasNote) \(versions.map { $0.text })""#)
        #expect(try h.value() == #"widgetry 7 ana ["a", "b"] swift - false ["v1.0", "v2.1"]"#)
    }

    @Test func encodeToWritesTheContainersKeys() throws {
        let h = try Self.harness("""
            let repo = try JSONDecoder().decode(Repo.self, from: \(Self.literal(Self.repo)).data(using: .utf8)!)
            let text = String(data: try JSONEncoder().encode(repo), encoding: .utf8) ?? ""
            """, "text")
        #expect(try h.value() == #"{"name":"widgetry","stargazers_count":7}"#)
    }

    /// `singleValueContainer()` and `unkeyedContainer()` write the struct as one value or an array.
    @Test func singleValueAndUnkeyedEncodingContainers() throws {
        let source = H.source(permissions: "", declarations: """
            struct Celsius {
                let degrees: Double
                func encode(to encoder: Encoder) throws {
                    var c = encoder.singleValueContainer()
                    try c.encode(degrees)
                }
            }
            struct Point {
                let x: Int
                let y: Int
                func encode(to encoder: Encoder) throws {
                    var c = encoder.unkeyedContainer()
                    try c.encode(x)
                    try c.encode(y)
                }
            }
            struct Reading { let temperature: Celsius; let at: Point }
            """, statements: "let text = String(data: try JSONEncoder().encode(Reading(temperature: Celsius(degrees: 21.5), at: Point(x: 1, y: 2))), encoding: .utf8) ?? \"\"", value: "text")
        #expect(try H(source).value() == #"{"temperature":21.5,"at":[1,2]}"#)
    }

    /// Swift's own text for each error, with the coding path through nested containers; `as DecodingError` catches them.
    @Test func containerErrorsAreDecodingErrorsAsSwiftPrintsThem() throws {
        func problem(_ json: String) throws -> String {
            let h = try Self.harness("""
                var message = "decoded"
                do {
                    _ = try JSONDecoder().decode(Repo.self, from: \(Self.literal(json)).data(using: .utf8)!)
                } catch let error as DecodingError {
                    message = "\\(error)"
                }
                """, "message")
            return try h.value()
        }
        #expect(try problem(#"{"stargazers_count": 1}"#) == #"DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Debug description: No value associated with key RepoKeys(stringValue: "name", intValue: nil) ("name")."#)
        #expect(try problem(#"{"name": 1}"#) == #"DecodingError.typeMismatch: expected value of type String. Path: name. Debug description: Expected to decode String but found number instead."#)
        #expect(try problem(#"{"name": "x", "stargazers_count": null}"#) == #"DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: stargazers_count. Debug description: Cannot get value of type Int -- found null value instead"#)
        #expect(try problem(#"{"name": "x", "stargazers_count": 1, "owner": {"user_name": "a", "tags": [1]}}"#) == #"DecodingError.typeMismatch: expected value of type String. Path: owner.tags[0]. Debug description: Expected to decode String but found number instead."#)
        #expect(try problem(#"[1]"#) == #"DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Debug description: Expected to decode Dictionary<String, Any> but found an array instead."#)
    }

    @Test func anUncaughtContainerErrorFailsAtTheDecodeCall() throws {
        let h = try Self.harness("let owner = try JSONDecoder().decode(Owner.self, from: \(Self.literal(#"{"tags": []}"#)).data(using: .utf8)!)", "owner.login")
        #expect(h.failure().hasPrefix("\(h.location(of: "c.decode(String.self")): DecodingError.keyNotFound: Key 'user_name' not found"), "\(h.failure())")
    }

    /// An initializer that decodes its own type again is stopped with a located error, not a
    /// native stack overflow (each nested decode costs many native frames).
    @Test func endlessDecodingRecursionIsALocatedError() throws {
        let source = H.source(permissions: "", declarations: """
            struct Loop {
                let next: Loop?
                init(from decoder: Decoder) throws {
                    let single = try decoder.singleValueContainer()
                    next = try single.decode(Loop.self)
                }
            }
            """, statements: "let loop = try JSONDecoder().decode(Loop.self, from: \"{}\".data(using: .utf8)!)", value: "1")
        let h = try H(source)
        #expect(h.failure() == "\(h.location(of: "single.decode(Loop.self)")): init(from:) decodes nest deeper than 32 levels; is there endless recursion here?")
    }

    /// A `json` source with a decode type runs the type's `init(from:)` too.
    @Test func aJSONSourceRunsTheInitializer() throws {
        let folder = PackagePaths.temporaryDirectory("custom-coding")
        try Self.repo.write(to: folder.appendingPathComponent("repo.json"), atomically: true, encoding: .utf8)
        let source = "source repo = json(\"repo.json\", decode: Repo)\n"
            + H.source(permissions: "", declarations: Self.types, statements: "let loaded = try repo.load()", value: #""\(loaded.owner.login) \(loaded.stars)""#)
        #expect(try H(source, folder: folder).value() == "ana 7")
    }
}
