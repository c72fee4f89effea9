import Foundation
import WidgetLanguage
@_spi(Fuzzing) import WidgetRuntime
import WidgetSources

/// Runs one document (any bytes) through the runtime's JSON code and says
/// what, if anything, is wrong with how it went. Shared by the libFuzzer
/// target (`fuzz/run.sh --target json` compiles this file with
/// fuzz/JSONFuzzer.swift, so it uses only public and `@_spi(Fuzzing)` API)
/// and by `JSONFuzzRegressionTests`.
///
/// What must hold for every input:
/// - `JSONParser` accepts it or throws a `JSONSyntaxError` with a message, a
///   line of the document and a column of at least 1;
/// - an accepted document, written back by `JSONWriter`, parses to an equal
///   value, and writing that again gives the same text (the writer escapes
///   every control character and prints doubles so that they read back exactly);
/// - `load()` of each source below — declared like `http`/`json` sources, fed
///   by a registered source that hands over the bytes as an HTTP body or a
///   file would — gives a value or a catchable error whose message is the
///   thrown value; when the parser rejects the document every source fails
///   with `malformed JSON at line …`, and when it accepts it the source
///   without `decode:` succeeds;
/// - no message and no decoded string or key carries a terminal control
///   character (data goes to a terminal; `TerminalText` strips them).
final class JSONDecodingCheck {
    /// The shapes of widgets/users.widget, widgets/repowatcher.widget and the
    /// feed fixture (so their JSON decodes and mutations stay near real
    /// documents), and a `Sample` with every other kind of field the decoder
    /// handles: enums with String and Int raw values, defaults, Duration, Data,
    /// dictionaries, nested arrays, and a recursive struct.
    static let widget = """
    struct Geo { let lat: String; let lng: String }
    struct Address { let street: String; let suite: String; let city: String; let zipcode: String; let geo: Geo }
    struct Company { let name: String; let catchPhrase: String; let bs: String }
    struct User {
        let id: Int
        let name: String
        let username: String
        let email: String
        let address: Address
        let phone: String
        let website: String
        let company: Company
    }

    struct Owner { let avatarUrl: String }
    struct Repository {
        let name: String
        let owner: Owner
        let hasIssues: Bool
        let forks: Int
        let watchers: Int
        let openIssues: Int
        let pushedAt: Date
    }

    struct Author { let displayName: String; let homeCity: String? }
    struct Post {
        let id: Int
        let title: String
        let author: Author
        let publishedAt: Date
        let tags: [String]
        var likeCount: Int = 0
    }

    enum Status: String { case open, closed = "CLOSED" }
    enum Level: Int { case low = 1, high = 2 }
    struct Node { let name: String; let weight: Double?; let children: [Node]? }
    struct Sample {
        let at: Date
        let value: Double
        let count: Int?
        let ok: Bool?
        let elapsed: Duration?
        let payload: Data?
        let status: Status
        let level: Level?
        let labels: [String: Int]?
        let matrix: [[Double]]?
        let tree: Node?
        var note: String = "none"
    }

    source users = document("users", decode: [User])
    source repository = document("repository", decode: Repository, keys: .convertFromSnakeCase, dates: .iso8601)
    source posts = document("posts", decode: [Post], keys: .convertFromSnakeCase, dates: .iso8601)
    source samples = document("samples", decode: [Sample], keys: .convertFromSnakeCase)
    source stamped = document("stamped", decode: Sample, dates: .secondsSince1970)
    source numbers = document("numbers", decode: [Double])
    source totals = document("totals", decode: [String: Double])
    source raw = document("raw")
    """

    /// Every source above; `raw` has no `decode:`.
    static let sources = ["users", "repository", "posts", "samples", "stamped", "numbers", "totals", "raw"]

    private let feed = DocumentSource()
    private let session: WidgetSession

    /// Compiles the widget and opens a session on a store at `storePath` (its folder is created).
    init(storePath: String) throws {
        var registry = BuiltinRegistry.standard
        try registry.register(source: feed)
        let folder = URL(fileURLWithPath: storePath).deletingLastPathComponent()
        let file = SourceFile(path: folder.appendingPathComponent("json-check.widget").path, text: Self.widget)
        let result = WidgetCompiler.compile(file, registry: registry)
        guard let program = result.program else {
            throw SessionError("the check's widget does not compile: \(result.diagnostics.map(\.message))")
        }
        session = try WidgetSession(program: program, options: SessionOptions(storePath: storePath),
                                    registry: registry, persistsTimelines: false)
    }

    /// Nil when everything held; otherwise what went wrong.
    func run(_ bytes: [UInt8]) -> String? {
        let parsed: JSONValue?
        do {
            let value = try JSONParser.parse(bytes)
            if let problem = Self.roundTripProblem(value) { return problem }
            parsed = value
        } catch {
            if let problem = Self.syntaxErrorProblem(error, in: bytes) { return problem }
            parsed = nil
        }

        feed.set(Data(bytes))
        // Not kept after the run: the fuzzer's leak checks would see it.
        defer { feed.set(Data()) }
        for name in Self.sources {
            do {
                let value = try session.load(source: name)
                if parsed == nil { return "source '\(name)' decoded a document the parser rejects" }
                if let problem = Self.controlCharacterProblem(in: value) { return "source '\(name)': \(problem)" }
            } catch let error as RuntimeError {
                if error.message.isEmpty { return "source '\(name)' failed without a message" }
                if !error.isCatchable { return "source '\(name)' failed with an error a widget cannot catch: \(error.message)" }
                guard case .error(let thrown)? = error.thrown, thrown == error.message else {
                    return "source '\(name)' failed without throwing its message: \(error.message)"
                }
                if let scalar = error.message.unicodeScalars.first(where: Self.isControl) {
                    return "source '\(name)' failed with control character U+\(Self.hex(scalar)) in its message: \(error.message.debugDescription)"
                }
                if parsed != nil, name == "raw" { return "source 'raw' failed on a document the parser accepts: \(error.message)" }
                if parsed == nil, !error.message.hasPrefix("malformed JSON at line ") {
                    return "source '\(name)' rejected malformed JSON with another message: \(error.message)"
                }
            } catch {
                return "source '\(name)' threw \(type(of: error)) rather than a RuntimeError: \(error)"
            }
        }
        return nil
    }

    // MARK: The parser and the writer

    static func syntaxErrorProblem(_ error: JSONSyntaxError, in bytes: [UInt8]) -> String? {
        let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        if error.message.isEmpty { return "syntax error without a message" }
        if error.line < 1 || error.line > lines || error.column < 1 {
            return "syntax error at line \(error.line), column \(error.column) outside the document (\(lines) lines): \(error.message)"
        }
        if let scalar = error.message.unicodeScalars.first(where: isControl) {
            return "syntax error with control character U+\(hex(scalar)) in its message: \(error.message.debugDescription)"
        }
        return nil
    }

    static func roundTripProblem(_ value: JSONValue) -> String? {
        let text = JSONWriter.text(value)
        let reparsed: JSONValue
        do {
            reparsed = try JSONParser.parse(Array(text.utf8))
        } catch {
            return "the writer's text does not parse (\(error)): \(text.prefix(200).debugDescription)"
        }
        if reparsed != value { return "the writer's text parses to another value: \(text.prefix(200).debugDescription)" }
        if JSONWriter.text(reparsed) != text { return "writing the document twice gives different text: \(text.prefix(200).debugDescription)" }
        return nil
    }

    // MARK: Terminal control characters

    /// The characters `TerminalText.sanitize` removes: C0 but newline and tab, DEL, C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v)
    }

    static func hex(_ scalar: Unicode.Scalar) -> String { String(scalar.value, radix: 16, uppercase: true) }

    static func controlCharacterProblem(in value: Value) -> String? {
        switch value {
        case .string(let s):
            guard let scalar = s.unicodeScalars.first(where: isControl) else { return nil }
            return "decoded string with control character U+\(hex(scalar)): \(s.prefix(80).debugDescription)"
        case .array(let items):
            for item in items { if let problem = controlCharacterProblem(in: item) { return problem } }
            return nil
        case .dictionary(let pairs):
            for pair in pairs {
                if let problem = controlCharacterProblem(in: pair.key) ?? controlCharacterProblem(in: pair.value) { return problem }
            }
            return nil
        case .object(let object):
            for field in object.fields { if let problem = controlCharacterProblem(in: field.value) { return problem } }
            return nil
        default:
            return nil
        }
    }
}

/// A data source that hands over the document set last, as bytes, the way
/// `http` and `json` hand over a response body or a file: everything after
/// the fetch is the loader's, as for them.
final class DocumentSource: DataSource, @unchecked Sendable {
    let kind = "document"
    let signature = "_ decode? keys? dates?"
    // `@unchecked Sendable`: the document is only read and written under the lock.
    private let lock = NSLock()
    private var document = Data()

    func set(_ data: Data) { lock.withLock { document = data } }

    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] { [] }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        SourcePayload(bytes: lock.withLock { document }, origin: "the fuzz document")
    }
}
