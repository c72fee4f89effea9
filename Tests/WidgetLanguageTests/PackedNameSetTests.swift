import Testing
@testable import WidgetLanguage

/// `PackedNameSet` answers as a `Set<String>` of the same names would, for names
/// of up to eight bytes (the only ones it is asked about).
@Suite struct PackedNameSetTests {
    func packed(_ name: String) -> UInt64 { Parser.packed(name) ?? 0 }

    @Test func keywordsAndReservedWordsAreMembers() {
        for (names, set) in [(Parser.keywords, Parser.packedKeywords), (Parser.reservedWords, Parser.packedReservedWords)] {
            for name in names where name.utf8.count <= 8 {
                #expect(set.contains(packed(name)), "'\(name)'")
            }
        }
    }

    @Test func agreesWithASetOverManyNames() {
        // Every name of one to three letters from a small alphabet, and prefixes
        // and extensions of each member: the near misses that share a slot or a run.
        let alphabet = Array("aefilnorstuvw_")
        var names: [String] = []
        for a in alphabet {
            names.append(String(a))
            for b in alphabet {
                names.append(String([a, b]))
                for c in alphabet { names.append(String([a, b, c])) }
            }
        }
        for word in Parser.keywords.union(Parser.reservedWords) {
            names.append(String(word.dropLast()))
            names.append(word + "s")
            names.append(word.uppercased())
        }
        for (plain, set) in [(Parser.keywords, Parser.packedKeywords), (Parser.reservedWords, Parser.packedReservedWords)] {
            for name in names where name.utf8.count <= 8 {
                #expect(set.contains(packed(name)) == plain.contains(name), "'\(name)'")
            }
        }
    }

    @Test func emptyAndZeroAreNotMembers() {
        #expect(!Parser.packedKeywords.contains(0))
        #expect(!PackedNameSet([]).contains(packed("a")))
        #expect(!PackedNameSet([""]).contains(0))
    }

    @Test func largeSetsGrowTheirTable() {
        let names = (0..<500).map { "n\($0)" }
        let set = PackedNameSet(names)
        for name in names { #expect(set.contains(packed(name))) }
        #expect(!set.contains(packed("n500")))
        #expect(!set.contains(packed("m1")))
    }
}
