import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetRuntime
import WidgetSources

/// What `load()`, `text()`, `data()` and `image()` make of a payload.
@Suite struct SourcePayloadTests {
    static func value(_ payload: SourcePayload, _ method: String, decode: Value? = nil) throws -> Value {
        var arguments: [(label: String?, value: Value)] = [(nil, .string("x"))]
        if let decode { arguments.append(("decode", decode)) }
        let request = SourceRequest(name: "s", kind: "json", arguments: arguments, method: method)
        return try SourceLoader.value(of: payload, for: request, decoder: SourceDecoderTests.decoder())
    }

    @Test func textIsSanitisedAndJSONBecomesText() throws {
        let text = try Self.value(SourcePayload(bytes: Data("up 3 days\u{1B}[2J\n".utf8), origin: "uptime"), "text")
        #expect(ValueFormatting.describe(text) == "up 3 days\n")
        let json = try Self.value(SourcePayload(json: .object([.init(key: "a", value: .int(1))]), origin: "plugin"), "text")
        #expect(ValueFormatting.describe(json) == #"{"a":1}"#)
    }

    @Test func imagesAreRecognisedByTheirBytes() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: PackagePaths.path("Tests/widgetryTests/Fixtures/images/gradient.png")))
        if case .image(let image) = try Self.value(SourcePayload(bytes: png, origin: "a.png"), "image") {
            #expect(image.byteCount == png.count)
            #expect(image.loaded?.pixels?.width == 16)
        } else {
            Issue.record("not an image")
        }
        // A PNG signature and nothing after it: a malformed image is an error at the call.
        let broken = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])
        do {
            _ = try Self.value(SourcePayload(bytes: broken, origin: "a.png"), "image")
            Issue.record("a broken PNG loaded")
        } catch let failure as SourceFailure {
            #expect(failure.message == "a.png: malformed PNG: read beyond end of data")
        }
        #expect(throws: SourceFailure.self) { try Self.value(SourcePayload(bytes: Data("<html>".utf8), origin: "page"), "image") }
        let base64 = try Self.value(SourcePayload(json: .string(png.base64EncodedString()), origin: "plugin"), "data")
        if case .data(let data) = base64 { #expect(data == png) } else { Issue.record("no data") }
    }

    @Test func loadWithoutDecodeGivesPlainValuesAndMalformedJSONSaysWhere() throws {
        let plain = try Self.value(SourcePayload(bytes: Data(#"{"a": [1, "b"]}"#.utf8), origin: "f"), "load")
        #expect(ValueFormatting.describe(plain) == #"["a": [1, "b"]]"#)
        do {
            _ = try Self.value(SourcePayload(bytes: Data("{\n  \"a\": }".utf8), origin: "f.json"), "load")
            Issue.record("malformed JSON decoded")
        } catch let failure as SourceFailure {
            #expect(failure.description == "malformed JSON at line 2, column 8: expected a value, found '}'; from f.json")
        }
    }
}
