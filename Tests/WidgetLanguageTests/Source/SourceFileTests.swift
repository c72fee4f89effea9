import Testing
@testable import WidgetLanguage
import WidgetTestSupport

/// A file's bytes and the locations of its offsets.
@Suite struct SourceFileTests {
    @Test func aFileReadAsBytesKeepsItsTextAndRefusesBrokenUTF8() throws {
        let text = "// Görev listesi — ✓\nwidget Todo {\n}\n"
        let file = try #require(SourceFile(path: "todo.widget", utf8: Array(text.utf8)))
        #expect(file.text == text)
        #expect(file.bytes == Array(text.utf8))
        let offset = Array("// Görev listesi — ✓\nwid".utf8).count
        #expect(file.location(ofOffset: offset) == SourceLocation(line: 2, column: 4, offset: offset))
        #expect(SourceFile(path: "bad.widget", utf8: [0x41, 0xC3, 0x28]) == nil)
        #expect(SourceFile(path: "bad.widget", utf8: [0xED, 0xA0, 0x80]) == nil)  // a surrogate
        #expect(SourceFile(path: "bad.widget", utf8: [0xC0, 0x80]) == nil)  // an overlong form
    }

    /// Every offset's location against counting from the start.
    @Test func locationsMatchCounting() {
        expectLocationsMatchCounting("model A {\n\tvar é: Int // ü\n}\r\n\n\"🙂\" x\n" + String(repeating: "y", count: 70) + "\nz")
        expectLocationsMatchCounting("")
        expectLocationsMatchCounting(String(repeating: "é", count: 64))
    }

    /// The same over long random lines of ASCII, line breaks and wide characters,
    /// so lines and characters meet the column table's blocks at every position.
    @Test func locationsMatchCountingOnMixedText() {
        var random = SplitMix64(seed: 0x11E5)
        let pieces = ["a", "bc", "        ", "\n", "\n\n", "é", "🙂", "中", "\r\n", "xyzxyzxyz", "\t"]
        for _ in 0..<20 {
            let text = (0..<random.below(300)).map { _ in random.pick(pieces) }.joined()
            expectLocationsMatchCounting(text)
        }
    }

    func expectLocationsMatchCounting(_ text: String) {
        let file = SourceFile(path: "t.widget", text: text)
        var line = 1, column = 1
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count {
            let expectedColumn = offset < bytes.count && bytes[offset] & 0xC0 == 0x80 ? max(1, column - 1) : column
            #expect(file.location(ofOffset: offset) == SourceLocation(line: line, column: expectedColumn, offset: offset),
                    "offset \(offset)")
            guard offset < bytes.count else { break }
            if bytes[offset] == 0x0A { line += 1; column = 1 } else if bytes[offset] & 0xC0 != 0x80 { column += 1 }
        }
        #expect(file.location(ofOffset: -5).offset == 0)
        #expect(file.location(ofOffset: bytes.count + 5).offset == bytes.count)
    }
}
