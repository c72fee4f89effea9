import Foundation
import Testing
@testable import WidgetSources

@Suite struct JSONParserTests {
    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        (" 42 ", .int(42)),
        ("-0", .int(0)),
        ("3.5e2", .double(350)),
        ("9223372036854775808", .double(9223372036854775808)),
        (#""a\"b\\c\u00e9\n""#, .string("a\"b\\cé\n")),
        (#""\ud83d\ude00""#, .string("😀")),
        (#""\ud83d""#, .string("\u{FFFD}")),
        ("[]", .array([])),
        (#"{"b": 1, "a": [true, null]}"#, .object([.init(key: "b", value: .int(1)), .init(key: "a", value: .array([.bool(true), .null]))])),
        ("\u{FEFF}[1]", .array([.int(1)])),
    ])
    func parses(_ text: String, _ expected: JSONValue) throws {
        #expect(try JSONParser.parse(Array(text.utf8)) == expected)
    }

    @Test(arguments: [
        ("", 1, 1, "the document ends where a value was expected"),
        ("[1, 2", 1, 6, "expected ',' or ']' in an array, found the end of the document"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
        ("{\n  \"a\": tru\n}", 2, 8, "expected a value, found 't'"),
        ("[01]", 1, 3, "a number must not start with 0"),
        ("\"tab\there\"", 1, 5, "a control character (0x9) must be escaped inside a string"),
        ("\"\\q\"", 1, 3, "unknown escape '\\q' in a string"),
        ("[1] x", 1, 5, "unexpected 'x' after the JSON document"),
        ("{\"é\": ?}", 1, 7, "expected a value, found '?'"),
    ])
    func reportsWhereAndWhat(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: JSONSyntaxError(message: message, line: line, column: column)) {
            try JSONParser.parse(Array(text.utf8))
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try JSONParser.parse(Array(fine.utf8)) }
    }

    @Test func writesWhatItReads() throws {
        let text = #"{"a":[1,2.5,"x\"\n\u0001",true,null],"b":{}}"#
        let value = try JSONParser.parse(Array(text.utf8))
        #expect(JSONWriter.text(value) == text)
    }

    @Test func stringsWithAndWithoutEscapesRoundTrip() throws {
        let texts = ["plain text", "", "çğış 🙂 →", "a\"b", "back\\slash", "tab\tand\nline", "\u{7F}", "\u{1F}x", "\u{80}\u{9F}"]
        for text in texts {
            let written = JSONWriter.text(.string(text))
            #expect(try JSONParser.parse(Array(written.utf8)) == .string(text), "\(written)")
            // Nothing below U+0020, no DEL, no bare quote or backslash inside the quotes.
            let inside = written.utf8.dropFirst().dropLast()
            #expect(!inside.contains(where: { $0 < 0x20 || $0 == 0x7F }), "\(written)")
        }
        #expect(JSONWriter.text(.string("plain")) == "\"plain\"")
        #expect(JSONWriter.text(.string("a\"b")) == #""a\"b""#)
    }
}
