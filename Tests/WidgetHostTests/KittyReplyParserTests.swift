import Foundation
import Testing
@testable import WidgetHost

/// The terminal's answers to the kitty graphics query, picked out of
/// standard input: replies split across reads, keys typed in between.
@Suite struct KittyReplyParserTests {
    static let ok = "\u{1B}_Gi=31;OK\u{1B}\\"
    static let da1 = "\u{1B}[?62;22c"

    /// Feeds `reads` one after another; gives the keys passed on and the parser.
    static func parse(_ reads: [String]) -> (keys: String, parser: KittyReplyParser) {
        var parser = KittyReplyParser()
        var keys: [UInt8] = []
        for read in reads { keys += parser.feed(Array(read.utf8)) }
        return (String(decoding: keys, as: UTF8.self), parser)
    }

    @Test func okThenDeviceAttributesMeansSupported() {
        let (keys, parser) = Self.parse([Self.ok + Self.da1])
        #expect(keys == "")
        #expect(parser.isDone && parser.supportsGraphics)
    }

    @Test func deviceAttributesAloneMeansNot() {
        let (keys, parser) = Self.parse(["\u{1B}[?1;2c"])
        #expect(keys == "")
        #expect(parser.isDone && !parser.supportsGraphics && parser.graphicsAnswer == nil)
    }

    @Test func anErrorReplyMeansNot() {
        let (keys, parser) = Self.parse(["\u{1B}_Gi=31;ENOTSUPPORTED:unsupported format\u{1B}\\", Self.da1])
        #expect(keys == "")
        #expect(parser.isDone && !parser.supportsGraphics && parser.graphicsAnswer == false)
    }

    @Test func aReplyToAnotherQueryIsDroppedAndDoesNotCount() {
        let (keys, parser) = Self.parse(["\u{1B}_Gi=7;OK\u{1B}\\" + Self.da1])
        #expect(keys == "")
        #expect(parser.isDone && !parser.supportsGraphics)
    }

    @Test func repliesSplitAtEveryByteAreFound() {
        let text = Self.ok + Self.da1
        let (keys, parser) = Self.parse(text.unicodeScalars.map { String($0) })
        #expect(keys == "")
        #expect(parser.isDone && parser.supportsGraphics)
    }

    @Test func keysTypedBeforeBetweenAndAfterTheRepliesComeThroughInOrder() {
        let (keys, parser) = Self.parse(["1q\u{1B}_Gi=3", "1;OK\u{1B}", "\\2", "\u{1B}[?6", "2;22cfr\u{1B}[<0;3;4M"])
        #expect(keys == "1q2fr\u{1B}[<0;3;4M")
        #expect(parser.isDone && parser.supportsGraphics)
    }

    @Test func keySequencesThatLookLikeAReplyAtFirstAreKeys() {
        // An arrow key and a mouse click start like DA1 (`ESC [`), Alt-_ like the graphics reply (`ESC _`).
        let (keys, parser) = Self.parse(["\u{1B}[A\u{1B}[<0;1;1M\u{1B}_x\u{1B}\u{1B}[?1;2c"])
        #expect(keys == "\u{1B}[A\u{1B}[<0;1;1M\u{1B}_x\u{1B}")
        #expect(parser.isDone && !parser.supportsGraphics)
    }

    @Test func bytesHeldAtTheDeadlineGoOnToTheKeys() {
        var parser = KittyReplyParser()
        #expect(parser.feed(Array("q\u{1B}[?6".utf8)) == Array("q".utf8))
        #expect(!parser.isDone)
        #expect(parser.finish() == Array("\u{1B}[?6".utf8))
        #expect(parser.finish() == [])
    }

    @Test func anUnendedGraphicsReplyIsGivenBackAsKeysAfterItsLimit() {
        let long = "\u{1B}_G" + String(repeating: "a", count: KittyReplyParser.maxReplyLength) + "q"
        let (keys, parser) = Self.parse([long])
        #expect(keys == long)
        #expect(!parser.isDone && parser.graphicsAnswer == nil)
    }

    @Test func theQueryAsksForNothingToBeStored() {
        #expect(KittyQuery.sequence == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
    }

    @Test func theEnvironmentDecidesFirst() {
        #expect(KittyQuery.decision(environment: ["TERM": "xterm-256color"]) == .ask)
        #expect(KittyQuery.decision(environment: ["TERM": "xterm-kitty"]) == .on)
        #expect(KittyQuery.decision(environment: ["TERM": "xterm-kitty", "WIDGETRY_KITTY": "0"]) == .off)
        #expect(KittyQuery.decision(environment: ["TERM": "xterm-256color", "WIDGETRY_KITTY": "1"]) == .on)
        #expect(KittyQuery.decision(environment: ["WIDGETRY_KITTY": "yes"]) == .ask)
        #expect(KittyQuery.wait(environment: [:]) == 0.3)
        #expect(KittyQuery.wait(environment: ["WIDGETRY_KITTY_WAIT_MS": "1500"]) == 1.5)
        #expect(KittyQuery.wait(environment: ["WIDGETRY_KITTY_WAIT_MS": "99999"]) == 10)
        #expect(KittyQuery.wait(environment: ["WIDGETRY_KITTY_WAIT_MS": "soon"]) == 0.3)
    }

    /// `KittyQuery.ask` on a pipe holding what a terminal sent: the query is
    /// written, the answers are read up to DA1, keys typed around them kept.
    @Test func askingReadsUpToTheDeviceAttributesReply() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(("t" + Self.ok + "1" + Self.da1 + "q").utf8))
        var written = ""
        let result = KittyQuery.ask(input: pipe.fileHandleForReading.fileDescriptor, wait: 10) { written += $0 }
        #expect(written == KittyQuery.sequence)
        #expect(result.supported)
        #expect(String(decoding: result.typed, as: UTF8.self) == "t1q")
    }

    @Test func askingWithoutAnAnswerEndsAtTheWaitAndKeepsWhatCame() {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("q\u{1B}[?6".utf8))
        let result = KittyQuery.ask(input: pipe.fileHandleForReading.fileDescriptor, wait: 0.05) { _ in }
        #expect(!result.supported)
        #expect(String(decoding: result.typed, as: UTF8.self) == "q\u{1B}[?6", "held bytes go on to the keys")
    }
}
