import Testing
@testable import WidgetHost

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        ("1", [KeyEvent.character("1")]),
        ("fq", [.character("f"), .character("q")]),
        ("\t", [.tab]),
        ("\u{03}", [.interrupt]),
        ("\u{1A}", [.suspend]),
        ("\u{1B}[<0;12;5M", [.mouse(button: 0, column: 11, row: 4, isPress: true)]),
        ("\u{1B}[<0;12;5m", [.mouse(button: 0, column: 11, row: 4, isPress: false)]),
        ("\u{1B}[<2;1;1M", [.mouse(button: 2, column: 0, row: 0, isPress: true)]),
        ("\u{1B}[<64;3;3M", []),            // wheel
        ("\u{1B}[<32;3;3M", []),            // motion
        ("\u{1B}[A1", [.character("1")]),   // an arrow key, dropped
        ("\u{1B}OP", []),                   // F1
        ("\r\n", []),
    ])
    func decodes(_ input: String, _ expected: [KeyEvent]) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(input.utf8)) == expected)
    }

    @Test func aSequenceSplitAcrossReadsWaitsForTheRest() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("2\u{1B}[<0;4".utf8)) == [.character("2")])
        #expect(decoder.feed(Array(";6M".utf8)) == [.mouse(button: 0, column: 3, row: 5, isPress: true)])
    }

    @Test func aLoneEscapeIsTheEscapeKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [.escape])
        #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
    }

    /// A kitty graphics reply that arrives after the host stopped waiting for
    /// it is dropped whole: its `31` does not press buttons 3 and 1.
    @Test func aLateGraphicsReplyIsNotKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("2\u{1B}_Gi=31;OK\u{1B}\\q".utf8)) == [.character("2"), .character("q")])
        #expect(decoder.feed(Array("\u{1B}_Gi=3".utf8)) == [])
        #expect(decoder.feed(Array("1;ENOTSUPPORTED\u{1B}\\1".utf8)) == [.character("1")])
        #expect(decoder.feed(Array("\u{1B}_f".utf8)) == [.character("f")], "Alt-_ and a key")
    }
}
