import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetSources

/// Decoding JSON into a widget's declared structs.
@Suite struct SourceDecoderTests {
    static let widget = """
    struct Geo { let lat: String; let lng: String }
    struct Address { let street: String; let geo: Geo }
    struct User {
        let id: Int
        let name: String
        let address: Address
        let nickname: String?
        var score: Double = 1.5
        let joinedAt: Date?
        let role: Role?
    }
    enum Role: String { case admin = "ADMIN", member = "MEMBER" }
    struct Repository { let name: String; let openIssues: Int; let hasIssues: Bool; let pushedAt: Date; let owner: Owner }
    struct Owner { let avatarUrl: String }
    """

    static let program: Program? = WidgetCompiler.compile(SourceFile(path: "decode.widget", text: widget)).program

    static func decoder(_ options: DecodingOptions = DecodingOptions()) -> SourceDecoder {
        SourceDecoder(options: options, typeSymbol: { program?.typeSymbol($0) },
                      fieldDefault: { _, field in field.name == "score" ? .double(1.5) : .null },
                      enumCase: { name, raw in
                          guard name == "Role", case .string(let text) = raw else { return nil }
                          return ["ADMIN": "admin", "MEMBER": "member"][text].map { Value.enumCase(type: "Role", name: $0) }
                      })
    }

    static func decode(_ json: String, as type: SemanticType, _ options: DecodingOptions = DecodingOptions()) throws -> Value {
        try decoder(options).decode(try JSONParser.parse(Array(json.utf8)), as: type)
    }

    static func describe(_ value: Value) -> String { ValueFormatting.describe(value) }

    @Test func theWidgetCompiles() { #expect(Self.program != nil) }

    @Test func nestedStructsInDeclarationOrderWithDefaultsAndOptionals() throws {
        let json = #"[{"role": "ADMIN", "name": "Ada", "id": 1, "extra": [1, 2], "address": {"geo": {"lng": "2", "lat": "1"}, "street": "Main"}, "joinedAt": "2024-12-04T05:22:15Z"}]"#
        let value = try Self.decode(json, as: .array(.named("User")))
        guard case .array(let users) = value, case .object(let user)? = users.first else {
            Issue.record("not an array of objects: \(value)")
            return
        }
        #expect(user.fields.map(\.name) == ["id", "name", "address", "nickname", "score", "joinedAt", "role"])
        #expect(Self.describe(user["name"] ?? .null) == "Ada")
        #expect(user["nickname"]?.isNull == true)
        #expect(Self.describe(user["score"] ?? .null) == "1.5")
        if case .date(let date)? = user["joinedAt"] { #expect(date.timeIntervalSince1970 == 1733289735) } else { Issue.record("no date") }
        if case .enumCase("Role", "admin", let payload)? = user["role"], payload.isEmpty {} else { Issue.record("role: \(String(describing: user["role"]))") }
        guard case .object(let address)? = user["address"], case .object(let geo)? = address["geo"] else {
            Issue.record("no nested address")
            return
        }
        #expect(geo.fields.map(\.name) == ["lat", "lng"])
    }

    @Test func snakeCaseKeysAndISODates() throws {
        let json = #"{"name": "swift", "open_issues": 55, "has_issues": true, "pushed_at": "2024-12-04T05:22:15Z", "owner": {"avatar_url": "https://x/a.png"}}"#
        let options = DecodingOptions(keys: .convertFromSnakeCase, dates: .iso8601)
        guard case .object(let repo) = try Self.decode(json, as: .named("Repository"), options) else {
            Issue.record("not an object")
            return
        }
        #expect(Self.describe(repo["openIssues"] ?? .null) == "55")
        guard case .object(let owner)? = repo["owner"] else { Issue.record("no owner"); return }
        #expect(Self.describe(owner["avatarUrl"] ?? .null) == "https://x/a.png")
        // Without the key strategy, the snake_case keys do not match.
        #expect(throws: DecodingProblem.self) { try Self.decode(json, as: .named("Repository"), DecodingOptions(dates: .iso8601)) }
    }

    @Test(arguments: [
        ("avatar_url", "avatarUrl"), ("open_issues_count", "openIssuesCount"), ("_private", "_private"),
        ("trailing_", "trailing_"), ("__two__words__", "__twoWords__"), ("user_ID", "userId"), ("plain", "plain"), ("_", "_"),
    ])
    func convertsSnakeCaseLikeJSONDecoder(_ key: String, _ expected: String) {
        #expect(DecodingOptions.camelCase(fromSnakeCase: key) == expected)
    }

    @Test(arguments: [
        (#"[{"id": 1, "name": "A", "address": {"street": "s", "geo": {"lat": "1", "lng": "2"}}}, {"id": 2, "name": "B", "address": {"street": "s", "geo": {"lng": "2"}}}]"#,
         "[1].address.geo.lat: expected String, found nothing (the key is missing)"),
        (#"[{"id": "7", "name": "A", "address": {}}]"#, "[0].id: expected Int, found string \"7\""),
        (#"[{"id": 1.5, "name": "A", "address": {}}]"#, "[0].id: expected Int, found number 1.5"),
        (#"{"id": 1}"#, "the top level: expected [User], found an object"),
        (#"[{"id": 1, "name": null, "address": {}}]"#, "[0].name: expected String, found null"),
        (#"[{"id": 1, "name": "A", "address": {"street": "s", "geo": {"lat": "1", "lng": "2"}}, "joinedAt": "yesterday"}]"#,
         "[0].joinedAt: expected Date (ISO-8601 text or seconds since 1970), found string \"yesterday\""),
        (#"[{"id": 1, "name": "A", "address": {"street": "s", "geo": {"lat": "1", "lng": "2"}}, "role": "OWNER"}]"#,
         "[0].role: expected Role (one of .admin, .member), found string \"OWNER\""),
    ])
    func mismatchesNameThePathAndWhatWasExpectedAndFound(_ json: String, _ message: String) {
        do {
            _ = try Self.decode(json, as: .array(.named("User")))
            Issue.record("decoded \(json)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test(arguments: [
        (DecodingOptions.Dates.secondsSince1970, "1733289735"), (.millisecondsSince1970, "1733289735000"),
        (.deferredToDate, "754982535"), (.formatted("yyyy-MM-dd HH:mm:ss"), "\"2024-12-04 05:22:15\""), (.lenient, "1733289735"),
    ])
    func dateStrategies(_ strategy: DecodingOptions.Dates, _ json: String) throws {
        guard case .date(let date) = try Self.decode(json, as: .date, DecodingOptions(dates: strategy)) else {
            Issue.record("not a date")
            return
        }
        #expect(date.timeIntervalSince1970 == 1733289735)
    }

    @Test func untypedJSONKeepsItsOrderAndStringsAreSanitised() throws {
        let value = try Self.decode(#"{"z": 1, "a": ["x\u001b[2Jy"]}"#, as: .unknown)
        #expect(Self.describe(value) == #"["z": 1, "a": ["xy"]]"#)
    }
}
