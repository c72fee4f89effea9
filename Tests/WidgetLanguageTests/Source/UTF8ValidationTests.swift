import Testing
@testable import WidgetLanguage

/// A widget file is read as bytes: `SourceFile(path:utf8:)` accepts exactly the
/// byte sequences the standard library accepts as UTF-8, and keeps them as they are.
@Suite struct UTF8ValidationTests {
    func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(UTF8Validation.isValid) }
    func stdlib(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    @Test func everySequenceOfOneToThreeBytesAgreesWithTheStandardLibrary() {
        // Every lead byte with every second byte, and the bytes around the edges of
        // each range as the third: overlong forms, surrogates, truncations, stray
        // continuation bytes.
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        var disagreements: [[UInt8]] = []
        for first in 0...255 {
            // Every second byte after a lead byte; the edges after any other byte.
            for second in first >= 0xC0 ? Array(0...255) : edges.map(Int.init) {
                for third in edges {
                    for bytes in [[UInt8(first)], [UInt8(first), UInt8(second)], [UInt8(first), UInt8(second), third]]
                    where valid(bytes) != stdlib(bytes) {
                        disagreements.append(bytes)
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func fourByteSequencesAndLongTextsAgreeWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        let leads: [UInt8] = [0xF0, 0xF1, 0xF3, 0xF4, 0xF5]
        for lead in leads {
            for second in 0x70...0xC0 {
                for third: UInt8 in [0x7F, 0x80, 0xBF, 0xC0] {
                    for fourth: UInt8 in [0x7F, 0x80, 0xBF, 0xC0] {
                        let bytes = [lead, UInt8(second), third, fourth]
                        #expect(valid(bytes) == stdlib(bytes), "\(bytes)")
                    }
                }
            }
        }
        // Long texts, ASCII with a few multi-byte characters, some with one byte broken:
        // the eight-bytes-at-a-time path and the byte path meet at every alignment.
        let pieces: [[UInt8]] = [Array("Text(\"Hello\")\n".utf8), Array("çğış".utf8), Array("→".utf8), Array("😀".utf8), Array("  ".utf8)]
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...40, using: &generator) { bytes += pieces.randomElement(using: &generator) ?? [] }
            if Bool.random(using: &generator), !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0x80...0xFF, using: &generator)
            }
            #expect(valid(bytes) == stdlib(bytes), "\(bytes)")
        }
    }

    @Test func aFileReadAsBytesKeepsItsTextAndRefusesBrokenUTF8() throws {
        let text = "// Görev listesi — ✓\nwidget Todo {\n}\n"
        let file = try #require(SourceFile(path: "todo.widget", utf8: Array(text.utf8)))
        #expect(file.text == text)
        #expect(file.bytes == Array(text.utf8))
        #expect(file.location(ofOffset: Array("// Görev listesi — ✓\nwid".utf8).count) == SourceLocation(line: 2, column: 4, offset: Array("// Görev listesi — ✓\nwid".utf8).count))
        #expect(SourceFile(path: "bad.widget", utf8: [0x41, 0xC3, 0x28]) == nil)
        #expect(SourceFile(path: "bad.widget", utf8: [0xED, 0xA0, 0x80]) == nil)  // a surrogate
    }
}
