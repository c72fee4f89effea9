import Foundation
import Testing
@testable import LanguageServer

/// Bytes given to the reader a few at a time, as a pipe may.
struct ChunkedSource: ByteSource {
    var bytes: [UInt8]
    var chunk: Int

    mutating func readSome() -> [UInt8]? {
        guard !bytes.isEmpty else { return nil }
        let part = Array(bytes.prefix(chunk))
        bytes.removeFirst(part.count)
        return part
    }
}

struct FramingTests {
    static func frames(_ text: String, chunk: Int = 4096, maxBody: Int = 1 << 20) -> [Frame] {
        var reader = MessageReader(source: ChunkedSource(bytes: Array(text.utf8), chunk: chunk))
        reader.maxBodyBytes = maxBody
        var frames: [Frame] = []
        while let frame = reader.next() { frames.append(frame) }
        return frames
    }

    static func body(_ text: String) -> Frame { .body(Data(text.utf8)) }

    @Test(arguments: [1, 3, 4096])
    func framesSplitAnywhereReadWhole(chunk: Int) {
        let stream = "Content-Length: 2\r\n\r\n{}Content-Length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1,2,3]"
        #expect(Self.frames(stream, chunk: chunk) == [Self.body("{}"), Self.body("[1,2,3]")])
    }

    @Test func headerNamesAnyCaseAndBareLineFeeds() {
        #expect(Self.frames("content-length: 2\n\n{}") == [Self.body("{}")])
        #expect(Self.frames("CONTENT-LENGTH:3\r\n\r\nabc") == [Self.body("abc")])
    }

    @Test func lengthCountsBytesNotCharacters() {
        // "é" is two bytes, "😀" four.
        #expect(Self.frames("Content-Length: 8\r\n\r\n\"é😀\"") == [Self.body("\"é😀\"")])
    }

    @Test func headerWithoutLengthIsMalformedAndReadingGoesOn() {
        let frames = Self.frames("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}")
        #expect(frames.count == 2)
        if case .malformed = frames[0] {} else { Issue.record("expected a malformed frame, got \(frames[0])") }
        #expect(frames[1] == Self.body("{}"))
    }

    @Test(arguments: ["Content-Length: -4", "Content-Length: twelve", "Content-Length: 99999999999999999999999"])
    func unusableLengthIsMalformed(header: String) {
        let frames = Self.frames(header + "\r\n\r\nContent-Length: 2\r\n\r\n{}")
        #expect(frames.count == 2)
        #expect(frames.last == Self.body("{}"))
    }

    @Test func bodyOverTheLimitIsSkipped() {
        let frames = Self.frames("Content-Length: 10\r\n\r\n0123456789Content-Length: 2\r\n\r\n{}", chunk: 3, maxBody: 5)
        #expect(frames.count == 2)
        if case .malformed(let reason) = frames[0] { #expect(reason.contains("10 bytes")) } else { Issue.record("\(frames)") }
        #expect(frames[1] == Self.body("{}"))
    }

    @Test func endOfStreamInsideABodyEndsReading() {
        #expect(Self.frames("Content-Length: 10\r\n\r\n{}").isEmpty)
        #expect(Self.frames("Content-Len").isEmpty)
    }

    @Test func endlessHeaderIsGivenUp() {
        let frames = Self.frames(String(repeating: "x", count: 40_000) + "\r\n\r\nContent-Length: 2\r\n\r\n{}", chunk: 1000)
        #expect(frames.contains(Self.body("{}")))
        #expect(frames.contains { if case .malformed = $0 { return true } else { return false } })
    }

    @Test func writerFramesWithTheByteLength() {
        let framed = MessageWriter.frame(Data("\"é\"".utf8))
        #expect(String(decoding: framed, as: UTF8.self) == "Content-Length: 4\r\n\r\n\"é\"")
    }
}

struct MessageTests {
    static func parse(_ text: String) -> Result<Message, Message.Rejected> { Message.parse(Data(text.utf8)) }

    @Test func requestsNotificationsAndResponses() throws {
        #expect(try Self.parse(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#).get() == .request(id: .number(1), method: "shutdown", params: .null))
        #expect(try Self.parse(#"{"jsonrpc":"2.0","id":"a","method":"x","params":[1]}"#).get()
            == .request(id: .string("a"), method: "x", params: .array([.number(1)])))
        #expect(try Self.parse(#"{"jsonrpc":"2.0","method":"exit"}"#).get() == .notification(method: "exit", params: .null))
        #expect(try Self.parse(#"{"jsonrpc":"2.0","id":3,"result":null}"#).get() == .response(id: .number(3), result: .null, error: nil))
    }

    @Test(arguments: [
        ("{", ResponseError.parseError, nil),
        ("", ResponseError.parseError, nil),
        ("[1]", ResponseError.invalidRequest, nil),
        (#"{"id":1}"#, ResponseError.invalidRequest, 1),
        (#"{"id":2,"method":7}"#, ResponseError.invalidRequest, 2),
        (#"{"id":{"a":1},"method":"x"}"#, ResponseError.invalidRequest, nil),
        (#"{"id":1.5,"method":"x"}"#, ResponseError.invalidRequest, nil),
    ] as [(String, Int, Int?)])
    func rejectedMessagesCarryTheirErrorAndId(text: String, code: Int, id: Int?) {
        guard case .failure(let rejected) = Self.parse(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(rejected.error.code == code)
        #expect(rejected.id == id.map { .number($0) })
    }

    @Test func jsonRoundTripsAndWritesWholeNumbersAsIntegers() throws {
        let value = JSON.object(["a": .array([.number(1), .number(2.5), .bool(true), .null, .string("é\n")])])
        #expect(try JSON.parse(value.encoded()) == value)
        #expect(String(decoding: JSON.number(12).encoded(), as: UTF8.self) == "12")
    }
}
