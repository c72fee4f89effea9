import Testing
@testable import WidgetLanguage

/// A UTF-8 byte-order mark at the start of a file (Xcode and some Windows
/// editors write one) is skipped: the file parses as it would without it, and
/// locations count from the first real character.
@Suite struct ByteOrderMarkTests {
    static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    func parse(_ path: String, _ text: String, marked: Bool) throws -> (WidgetFile, [Diagnostic]) {
        let bytes = (marked ? Self.mark : []) + Array(text.utf8)
        let file = try #require(SourceFile(path: path, utf8: bytes))
        return Parser.parse(file)
    }

    @Test(arguments: [
        ("todo.widget", "model ToDo {\n    var name: String\n}\n", "ToDo", 7),
        ("Todo.swift", "struct Todo {\n    var name: String\n}\n", "Todo", 8),
    ])
    func aMarkedFileParsesAsItsTextDoes(_ path: String, _ text: String, _ name: String, _ column: Int) throws {
        let (plain, plainDiagnostics) = try parse(path, text, marked: false)
        let (marked, markedDiagnostics) = try parse(path, text, marked: true)
        #expect(plainDiagnostics.isEmpty && markedDiagnostics.isEmpty, "\(markedDiagnostics.map(\.message))")
        #expect(marked.declarations.map(\.name) == [name])
        // Ranges included: the name starts where it does without the mark.
        #expect(marked.declarations.map(\.nameRange) == plain.declarations.map(\.nameRange))
        #expect(marked.declarations.first?.nameRange.start == SourceLocation(line: 1, column: column, offset: column - 1))
    }

    @Test func anErrorOnTheFirstLineIsWhereItIsWithoutTheMark() throws {
        let (_, plain) = try parse("broken.widget", "let x = )\n", marked: false)
        let (_, marked) = try parse("broken.widget", "let x = )\n", marked: true)
        #expect(!marked.isEmpty)
        #expect(marked.map(\.range) == plain.map(\.range))
        #expect(marked.first?.range.start.column == 9)
    }

    @Test func aMarkInsideTheTextIsNoMark() {
        // Only the start of a file holds a byte-order mark; elsewhere U+FEFF is a character.
        let file = SourceFile(path: "t.widget", text: "let x = 1\n\u{FEFF}let y = 2\n")
        #expect(file.bytes.count == Array("let x = 1\n\u{FEFF}let y = 2\n".utf8).count)
        #expect(SourceFile.withoutByteOrderMark("\u{FEFF}struct A {}") == "struct A {}")
        #expect(SourceFile.withoutByteOrderMark("struct A {}\u{FEFF}") == "struct A {}\u{FEFF}")
    }
}
