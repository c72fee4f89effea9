import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetSources

/// A bounded mutation test: thousands of damaged documents are parsed and
/// decoded; none may crash or hang, and every failure says where it is.
@Suite struct DecodingMutationTests {
    static let sample = #"""
    [{"id": 1, "name": "Leanne Graham", "address": {"street": "Kulas Light", "geo": {"lat": "-37.3159", "lng": "81.1496"}},
      "joined_at": "2024-12-04T05:22:15Z", "score": 4.5, "tags": ["a", "b\u00e9\ud83d\ude00"], "extra": null}]
    """#

    @Test func damagedDocumentsNeverCrash() {
        let decoder = SourceDecoderTests.decoder(DecodingOptions(keys: .convertFromSnakeCase))
        let original = Array(Self.sample.utf8)
        let alphabet = Array("{}[]\",:0123456789.eE+-\\u nulltruefalse\u{1B}\u{0}".utf8)
        var generator = SystemRandomNumberGenerator()
        var decoded = 0, syntax = 0, shape = 0
        let deadline = Date().addingTimeInterval(10)
        for _ in 0..<3_000 where Date() < deadline {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<max(bytes.count, 1), using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !bytes.isEmpty: bytes.remove(at: index)
                case 1: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: min(index, bytes.count))
                case 2 where !bytes.isEmpty: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                default: bytes = Array(bytes.prefix(index))
                }
            }
            do {
                _ = try decoder.decode(try JSONParser.parse(bytes), as: .array(.named("User")))
                decoded += 1
            } catch let error as JSONSyntaxError {
                #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
                syntax += 1
            } catch let problem as DecodingProblem {
                #expect(!problem.expected.isEmpty && !problem.found.isEmpty)
                shape += 1
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        #expect(syntax > 0 && shape + decoded > 0, "syntax \(syntax), shape \(shape), decoded \(decoded)")
    }
}
