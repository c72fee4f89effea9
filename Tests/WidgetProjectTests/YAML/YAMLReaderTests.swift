import Testing
@testable import WidgetProject
import WidgetTestSupport

/// The YAML subset project specs are written in, and its errors with their places.
@Suite struct YAMLReaderTests {
    func read(_ text: String) throws -> YAMLValue { try YAMLReader.read(text).root }

    func error(_ text: String) -> String? {
        do {
            _ = try YAMLReader.read(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func blockMappingsAndSequencesByIndentation() throws {
        let text = """
            # a spec
            name: Weather
            options:
              bundleIdPrefix: com.example   # a comment
              deploymentTarget:
                iOS: "17.0"
            targets:
              App:
                sources:
                  - path: App
                    excludes:
                      - "**/*.md"
                  - Shared
                dependencies:
                - target: Kit
                - sdk: WidgetKit.framework
            empty:
            """
        let value = try read(text)
        #expect(value["name"] == .string("Weather"))
        #expect(value["options"]?["bundleIdPrefix"] == .string("com.example"))
        #expect(value["options"]?["deploymentTarget"]?["iOS"] == .string("17.0"))
        let sources = value["targets"]?["App"]?["sources"]?.list
        #expect(sources == [.map(["path": .string("App"), "excludes": .list([.string("**/*.md")])]), .string("Shared")])
        #expect(value["targets"]?["App"]?["dependencies"] == .list([.map(["target": .string("Kit")]), .map(["sdk": .string("WidgetKit.framework")])]))
        #expect(value["empty"] == .null)
    }

    @Test func flowCollectionsAcrossLines() throws {
        let value = try read("""
            sources: [Sources, Shared, 'Intent Handler/Select.intentdefinition']
            more:
              [
                Widgets,   # the widget
                {path: Kit, excludes: [Tests, "*.md"]},
              ]
            json: {"a": 1, "b": [true, null]}
            """)
        #expect(value["sources"] == .list([.string("Sources"), .string("Shared"), .string("Intent Handler/Select.intentdefinition")]))
        #expect(value["more"] == .list([.string("Widgets"), .map(["path": .string("Kit"), "excludes": .list([.string("Tests"), .string("*.md")])])]))
        #expect(value["json"] == .map(["a": .string("1"), "b": .list([.string("true"), .string("null")])]))
    }

    @Test func scalars() throws {
        let value = try read("""
            plain: a value with spaces  # comment
            url: https://example.com/a#b
            single: 'it''s'
            double: "tab\\there \\u00e9 \\"q\\""
            folded: "one
              two"
            literal: |
              line one
                indented
              line three
            foldedBlock: >-
              joined
              words
            after: yes
            """)
        #expect(value["plain"] == .string("a value with spaces"))
        #expect(value["url"] == .string("https://example.com/a#b"))
        #expect(value["single"] == .string("it's"))
        #expect(value["double"] == .string("tab\there é \"q\""))
        #expect(value["folded"] == .string("one two"))
        #expect(value["literal"] == .string("line one\n  indented\nline three\n"))
        #expect(value["foldedBlock"] == .string("joined words"))
        #expect(value["after"]?.bool == true)
    }

    @Test func documentMarkersAndCarriageReturns() throws {
        #expect(try read("---\na: 1\n...\n") == .map(["a": .string("1")]))
        #expect(try read("a: 1\r\nb:\r\n  - x\r\n") == .map(["a": .string("1"), "b": .list([.string("x")])]))
        #expect(try read("") == .null)
        #expect(try read("# only a comment\n") == .null)
    }

    @Test func placesOfValues() throws {
        let document = try YAMLReader.read("""
            targets:
              App:
                sources: [App, "Shared"]
                info:
                  path: App/Info.plist
            """)
        #expect(document.place(of: ["targets", "App"])?.description == "3:5")
        #expect(document.place(of: ["targets", "App", "sources", "1"])?.description == "3:20")
        #expect(document.place(of: ["targets", "App", "info", "path"])?.description == "5:13")
        #expect(document.place(of: ["targets", "Nothing"]) == nil)
    }

    @Test func errorsHaveLineAndColumn() {
        #expect(error("a: 1\na: 2\n") == "2:1: the key 'a' appears twice in this mapping")
        #expect(error("a:\n  b: 1\n    c: 2\n") == "3:5: this line is indented more than the keys above it (a value continued on a further line is not read: keep it on one line or quote it)")
        #expect(error("a: [x, y\nb: 1\n") == "2:1: expected ',' or ']'")
        #expect(error("a: [x, y\n") == "1:4: this '[' is not closed with ']'")
        #expect(error("a: \"open\n") == "1:4: this \" is not closed")
        #expect(error("a: &anchor x\n") == "1:4: anchors and aliases (&name, *name) are not read; write the value out")
        #expect(error("a: *anchor\n") == "1:4: anchors and aliases (&name, *name) are not read; write the value out")
        #expect(error("a: !tag x\n") == "1:4: tags (!name) are not read")
        #expect(error("a:\n\t- x\n") == "2:1: a tab in indentation; indent with spaces")
        #expect(error("a: b: c\n") == "1:5: a ':' inside a value; quote the value")
        #expect(error("a: \"x\" y\n") == "1:8: unexpected text after the value")
        #expect(error("a: 1\n---\nb: 2\n") == "2:1: a second document; only one document is read")
        #expect(error("- a\nb: 1\n") == "2:1: this line is indented less than the first one")
        #expect(error("a:\n  - x\n  b: 1\n")?.hasPrefix("3:3: this line is indented more than the keys above it") == true)
        #expect(error("a: \"\\q\"\n") == "1:5: unknown escape '\\q'")
        #expect(error("é: [1,\n") == "1:4: this '[' is not closed with ']'")
        #expect(throws: YAMLError(line: 2, column: 1, message: "this line is not UTF-8 text")) {
            try YAMLReader.read([0x61, 0x3A, 0x20, 0x0A, 0xFF, 0xFE])
        }
    }

    /// Nothing a file holds makes the reader crash or hang: deep nesting is an error, long flow
    /// lines are read in one pass.
    @Test func bounded() throws {
        let deep = String(repeating: "[", count: 10_000)
        #expect(error("a: \(deep)")?.contains("nested more than 64 deep") == true)
        var nested = ""
        for level in 0..<100 { nested += String(repeating: "  ", count: level) + "k\(level):\n" }
        #expect(error(nested)?.contains("nested more than 64 deep") == true)
        let wide = "a: [" + Array(repeating: "x", count: 200_000).joined(separator: ", ") + "]\n"
        #expect(try read(wide)["a"]?.list?.count == 200_000)
        #expect(error(String(repeating: " ", count: 100) + "- \u{0}") == nil)
        #expect(throws: YAMLError.self) { try YAMLReader.read([UInt8](repeating: 0x20, count: YAMLReader.maxBytes + 1)) }
    }

    /// Texts made by cutting, repeating and changing bytes of a spec are read or refused, never
    /// crash; a refusal has a place inside the text.
    @Test func changedSpecsAreReadOrRefused() {
        let spec = Array("""
            name: App # c
            targets:
              W:
                type: app-extension
                sources:
                  - path: W
                    excludes: ["**/*.md", 'x''y']
                  - {path: "S\\u00e9", optional: true}
                info: |
                  text
                settings: {base: {A: [1, 2]}}
            """.utf8)
        let pieces: [[UInt8]] = (["\n", " ", "- ", ": ", "[", "]", "{", "}", ",", "\"", "'", "#", "|", ">", "\t", "\\", "&", "---\n"] as [String]).map { Array($0.utf8) }
        var random = SplitMix64(seed: 7)
        let lines = spec.split(separator: 0x0A, omittingEmptySubsequences: false).count + 40
        for _ in 0..<3_000 {
            var text = spec
            for _ in 0..<(1 + random.below(4)) {
                let at = random.below(text.count + 1)
                switch random.below(3) {
                case 0: text.insert(contentsOf: random.pick(pieces), at: at)
                case 1: text.removeSubrange(at..<min(text.count, at + random.below(6)))
                default: text.insert(contentsOf: text[at..<min(text.count, at + random.below(30))], at: at)
                }
            }
            do throws(YAMLError) {
                _ = try YAMLReader.read(text)
            } catch {
                #expect(error.line >= 1 && error.line <= lines && error.column >= 1, "\(error)")
            }
        }
    }
}
