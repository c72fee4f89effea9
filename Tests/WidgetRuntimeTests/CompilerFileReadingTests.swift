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

    /// A file of a repository whose secrets git-crypt keeps, not unlocked: its ciphertext is no text, and the error says why.
    @Test func aFileGitCryptKeepsEncryptedSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("struct Plain {}\n".utf8).write(to: folder.appendingPathComponent("Plain.swift"))
        let secret = folder.appendingPathComponent("Secret.swift")
        try Data(Array("\u{0}GITCRYPT\u{0}".utf8) + [0x98, 0xA2, 0x4E, 0xBF, 0xC0, 0xAF]).write(to: secret)
        let result = WidgetCompiler.compile(path: folder.path)
        #expect(result.diagnostics.map(\.message) == ["\(secret.path) is encrypted with git-crypt; unlock the repository ('git-crypt unlock') to read it"])
        let single = WidgetCompiler.compile(path: secret.path)
        #expect(single.diagnostics.first?.message.contains("is encrypted with git-crypt") == true)
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
