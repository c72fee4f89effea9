import Testing
import LanguageServer

/// Positions count UTF-16 code units, as LSP clients do by default.
struct TextDocumentTests {
    static let text = "let a = \"😀x\"\né = 1\r\nlast"

    @Test(arguments: [
        // (line, character) → byte offset
        (0, 0, 0), (0, 9, 9), (0, 11, 13), (0, 12, 14),
        (0, 10, 9),          // inside the surrogate pair: the emoji's start
        (0, 99, 15),         // past the line's end: the line's end (before "\n")
        (1, 1, 18), (1, 5, 22), (1, 6, 23),   // "é" is one unit and two bytes; "\r" is the line's text
        (2, 4, 28), (7, 0, 28),
    ])
    func offsetsOfPositions(line: Int, character: Int, offset: Int) {
        let document = TextDocument(uri: "t", version: 1, text: Self.text)
        #expect(document.offset(of: Position(line: line, character: character)) == offset)
    }

    @Test(arguments: [(9, 0, 9), (13, 0, 11), (14, 0, 12), (18, 1, 1), (28, 2, 4), (11, 0, 9)])
    func positionsOfOffsets(offset: Int, line: Int, character: Int) {
        let document = TextDocument(uri: "t", version: 1, text: Self.text)
        #expect(document.position(ofOffset: offset) == Position(line: line, character: character))
    }

    @Test func incrementalChangesApplyInOrder() {
        var document = TextDocument(uri: "t", version: 1, text: "Text(\"hi\")\n    .bold()\n")
        let changes = [
            // Insert an emoji inside the string, then a modifier after it, then delete a line break.
            TextDocumentContentChangeEvent(range: TextRange(start: Position(line: 0, character: 6), end: Position(line: 0, character: 6)), text: "👋 "),
            TextDocumentContentChangeEvent(range: TextRange(start: Position(line: 0, character: 12), end: Position(line: 0, character: 13)), text: ").italic()"),
            TextDocumentContentChangeEvent(range: TextRange(start: Position(line: 0, character: 22), end: Position(line: 1, character: 4)), text: ""),
        ]
        for change in changes { document.apply(change) }
        #expect(document.text == "Text(\"👋 hi\").italic().bold()\n")
        document.apply(TextDocumentContentChangeEvent(range: nil, text: "whole"))
        #expect(document.text == "whole")
        #expect(document.lineStarts == [0])
    }
}
