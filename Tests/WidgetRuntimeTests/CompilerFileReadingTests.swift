import Foundation
import Testing
@testable import WidgetLanguage
@testable import WidgetRuntime

/// `WidgetCompiler.compile(path:)` reads a file as bytes: text that is not UTF-8
/// is one error naming the file; UTF-8 text is compiled with its locations in
/// characters.
@Suite struct CompilerFileReadingTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString).widget").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileThatIsNotUTF8IsOneErrorNamingIt() throws {
        let path = try temporaryFile(Array("widget W {\n".utf8) + [0xC0, 0xAF] + Array("\n}\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = WidgetCompiler.compile(path: path)
        #expect(result.diagnostics.map(\.message) == ["\(path) is not UTF-8 text"])
        #expect(result.file == nil)
    }

    @Test func aUTF8FileIsCompiledWithColumnsInCharacters() throws {
        let path = try temporaryFile(Array("// Görev — ✓\nview V {\n  Text(\"ş\") + nope\n}\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = WidgetCompiler.compile(path: path)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message.contains("nope"))
        #expect(error.range.start.line == 3)
        #expect(error.range.start.column == 15)
    }
}
