import Foundation
import Testing
@testable import WidgetLanguage
import WidgetTestSupport

/// The lexer's name cache is lent from one file's lexer to the next: names
/// found in it are the names of the file being lexed, whatever was lexed before
/// and however many files are lexed at once.
@Suite struct NameCacheTests {
    /// Every identifier of a file, in order, and the syntax tree's printout.
    func names(_ file: SourceFile) -> [String] {
        var lexer = Lexer(file: file)
        let names = lexer.tokenize().compactMap(\.identifier)
        lexer.finish()
        return names
    }

    /// Files over the cache's threshold whose names overlap in their first bytes and
    /// lengths (`entryA` / `entryB`, 16-byte names): a name left by one file must never
    /// be taken for another's.
    func files() -> [SourceFile] {
        (0..<6).map { n in
            var text = "// file \(n)\n"
            for line in 0..<120 {
                text += "let entry\(n)x\(line % 7) = value\(line)_\(n) + abcdefghijklmno\(n) + Text\(n)(\"x\")\n"
            }
            return SourceFile(path: "f\(n).widget", text: text)
        }
    }

    @Test func namesComeFromTheFileLexedNotTheOneBefore() {
        let files = files()
        #expect(files.allSatisfy { $0.bytes.count >= NameCache.minimumBytes })
        let alone = files.map { file -> [String] in
            names(file)
        }
        // Again, in another order, each after files that left their names behind.
        for (index, file) in files.enumerated().reversed() {
            #expect(names(file) == alone[index])
        }
        #expect(alone[0].contains("entry0x3") && !alone[0].contains("entry1x3"))
    }

    @Test func lexersAtOnceEachGetTheirOwnNames() async {
        let files = files()
        let expected = files.map { names($0) }
        await withTaskGroup(of: Bool.self) { group in
            for round in 0..<48 {
                group.addTask {
                    let index = round % files.count
                    var parser = Parser(file: files[index])
                    _ = parser.parseFile()
                    return names(files[index]) == expected[index]
                }
            }
            for await same in group { #expect(same) }
        }
    }
}
