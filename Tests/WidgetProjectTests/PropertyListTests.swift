import Testing
@testable import WidgetProject

@Suite("old-style property lists")
struct OldStylePropertyListTests {
    static let values: [(String, PropertyList)] = [
        ("abc", .string("abc")),
        ("Resources/Info.plist", .string("Resources/Info.plist")),
        ("com.apple.product-type.app-extension", .string("com.apple.product-type.app-extension")),
        ("\"a b\"", .string("a b")),
        ("\"tab\\tline\\nquote\\\"back\\\\\"", .string("tab\tline\nquote\"back\\")),
        ("\"\\U00e9t\\U00e9\"", .string("été")),
        ("\"\\101\\102\"", .string("AB")),
        ("\"ünïcödé\"", .string("ünïcödé")),
        ("'single'", .string("single")),
        ("<0fbd 7771>", .data([0x0F, 0xBD, 0x77, 0x71])),
        ("<>", .data([])),
        ("()", .array([])),
        ("(a, \"b\", )", .array([.string("a"), .string("b")])),
        ("(a, (b))", .array([.string("a"), .array([.string("b")])])),
        ("{}", .dictionary([:])),
        ("{a = b; \"c d\" = (e); }", .dictionary(["a": .string("b"), "c d": .array([.string("e")])])),
        ("// !$*UTF8*$!\n{ /* note */ a /* id */ = b /* name */; // rest\n }", .dictionary(["a": .string("b")])),
        ("{isa = PBXBuildFile; fileRef = F1 /* a.swift */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; }",
         .dictionary(["isa": .string("PBXBuildFile"), "fileRef": .string("F1"),
                      "settings": .dictionary(["ATTRIBUTES": .array([.string("RemoveHeadersOnCopy")])])])),
    ]

    @Test(arguments: values)
    func reads(_ text: String, _ expected: PropertyList) throws {
        #expect(try OldStylePropertyList.parse(Array(text.utf8), path: "p") == expected)
    }

    static let errors: [(String, String)] = [
        ("", "p:1:1: the file holds no property list"),
        ("{a = b}", "p:1:7: expected ';' after the value of 'a'"),
        ("{a b;}", "p:1:4: expected '=' after the key 'a'"),
        ("{\n  a = b;\n", "p:1:1: this dictionary is not closed with '}'"),
        ("(a b)", "p:1:4: expected ',' or ')' in an array"),
        ("(a,", "p:1:1: this array is not closed with ')'"),
        ("{a = \"open;}", "p:1:6: this string is not closed with '\"'"),
        ("{a = <0f1>;}", "p:1:10: data has an odd number of hexadecimal digits"),
        ("{a = <zz>;}", "p:1:7: 'z' is not a hexadecimal digit in data"),
        ("{a = b;} c", "p:1:10: unexpected text after the property list"),
        ("/* never closed", "p:1:1: this comment is not closed with '*/'"),
        ("{a = ;}", "p:1:6: unexpected ';' where a value should be"),
        ("{ é = ; }", "p:1:7: unexpected ';' where a value should be"),
    ]

    @Test(arguments: errors)
    func reportsWhere(_ text: String, _ message: String) {
        #expect(throws: PropertyListError.self) { try OldStylePropertyList.parse(Array(text.utf8), path: "p") }
        do {
            _ = try OldStylePropertyList.parse(Array(text.utf8), path: "p")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "(", count: 100_000)
        do {
            _ = try OldStylePropertyList.parse(Array(text.utf8), path: "p")
            Issue.record("parsed")
        } catch {
            #expect(error.message == "nested more than \(OldStylePropertyList.maxDepth) levels deep")
        }
    }

    @Test func stringsFiles() throws {
        let text = """
        /* A comment */
        "greeting" = "Hello, %@!";
        // another
        "bare";
        title = "Title";
        """
        #expect(try OldStylePropertyList.parseStrings(Array(text.utf8), path: "p")
                == ["greeting": "Hello, %@!", "bare": "bare", "title": "Title"])
    }
}

@Suite("XML property lists")
struct XMLPropertyListTests {
    @Test func readsEveryKind() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <!-- a comment -->
        <dict>
            <key>name</key><string>Tom &amp; Jerry &#x263A; &#65;</string>
            <key>empty</key><string/>
            <key>count</key><integer>-42</integer>
            <key>ratio</key><real>0.5</real>
            <key>on</key><true/>
            <key>off</key><false/>
            <key>when</key><date>2026-01-01T09:00:00Z</date>
            <key>bytes</key><data>AQID
            BA==</data>
            <key>list</key><array><string>a</string><array/><dict/></array>
            <key>raw</key><string><![CDATA[<b>&]]></string>
        </dict>
        </plist>
        """
        let expected: PropertyList = .dictionary([
            "name": .string("Tom & Jerry ☺ A"), "empty": .string(""), "count": .integer(-42), "ratio": .real(0.5),
            "on": .bool(true), "off": .bool(false), "when": .date("2026-01-01T09:00:00Z"), "bytes": .data([1, 2, 3, 4]),
            "list": .array([.string("a"), .array([]), .dictionary([:])]), "raw": .string("<b>&"),
        ])
        #expect(try PropertyListFile.parse(Array(text.utf8), path: "p") == expected)
    }

    static let errors: [(String, String)] = [
        ("<plist><dict><key>a</key></dict></plist>", "p:1:26: expected a value, found </dict>"),
        ("<plist><dict><string>a</string></dict></plist>", "p:1:14: expected <key> in a dictionary, found <string>"),
        ("<plist><dict>\n<key>a</key><integer>x</integer></dict></plist>", "p:2:13: 'x' is not an integer"),
        ("<plist><string>a</plist>", "p:1:17: expected </string>, found </plist>"),
        ("<plist><blob/></plist>", "p:1:8: <blob> is not a property list element"),
        ("<plist><string>&bogus;</string></plist>", "p:1:16: unknown character reference '&bogus;'"),
        ("<plist><string>a", "p:1:8: <string> is not closed with </string>"),
    ]

    @Test(arguments: errors)
    func reportsWhere(_ text: String, _ message: String) {
        do {
            _ = try PropertyListFile.parse(Array(text.utf8), path: "p")
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func binaryPlistsAreNamed() {
        do {
            _ = try PropertyListFile.parse(Array("bplist00".utf8) + [0, 1], path: "p")
            Issue.record("parsed")
        } catch {
            #expect(error.message.hasPrefix("a binary property list"))
        }
    }

    @Test func utf16TextIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"v\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try OldStylePropertyList.parseStrings(BoundedFile.utf8(bytes), path: "p") == ["k": "v"])
    }
}
