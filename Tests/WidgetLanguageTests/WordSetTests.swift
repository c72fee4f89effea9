import Testing
@testable import WidgetLanguage

/// `WordSet` answers as a `Set<String>` of the same words would: short and long
/// words, near misses that share a length or a first byte, non-ASCII words.
@Suite struct WordSetTests {
    @Test func agreesWithASetOfTheSameWords() {
        let words = ["a", "id", "let", "lazy", "private", "fileprivate", "nonisolated", "@MainActor", "é", "größe", "x12345678", "abcdefgh"]
        let set = WordSet(words)
        let reference = Set(words)
        var asked = words
        for word in words {
            asked += [String(word.dropLast()), word + "s", "_" + word, word.uppercased(), String(word.dropFirst())]
        }
        asked += ["", "b", "ie", "lat", "lazz", "abcdefgi", "abcdefghi", String(repeating: "q", count: 70), "ß", "🙂"]
        for word in asked {
            #expect(set.contains(word) == reference.contains(word), "'\(word)'")
        }
    }

    @Test func packsBridgedAndNativeStringsAlike() {
        // A string made piece by piece and a literal: the same bytes, the same answer.
        var built = ""
        for character in "private" { built.append(character) }
        #expect(Parser.packed(built) == Parser.packed("private"))
        #expect(Parser.packed("ab") == UInt64(UInt8(ascii: "a")) | UInt64(UInt8(ascii: "b")) << 8)
        #expect(Parser.packed("123456789") == nil)
    }
}
