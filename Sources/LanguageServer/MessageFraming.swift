import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the bytes of incoming messages come from: standard input, or a test's buffer.
public protocol ByteSource {
    /// Some bytes (at least one), or nil at the end of the stream.
    mutating func readSome() -> [UInt8]?
}

/// Reads a file descriptor (standard input of `widgetry lsp`).
public struct FileDescriptorSource: ByteSource, Sendable {
    public let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public mutating func readSome() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer[..<count]) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }
}

/// One frame read from the stream: its body, or why it could not be read.
public enum Frame: Sendable, Equatable {
    case body(Data)
    /// The header block had no usable `Content-Length`, or the body was larger than allowed;
    /// the frame's bytes were skipped and the stream goes on after them.
    case malformed(String)
}

/// Splits a byte stream into LSP frames: header lines (`Content-Length: N`,
/// optionally `Content-Type: …`) ended by an empty line, then N bytes of body.
public struct MessageReader<Source: ByteSource> {
    var source: Source
    var buffer: [UInt8] = []
    var start = 0
    /// The largest body accepted; a larger one is skipped and reported as malformed.
    public var maxBodyBytes = 64 << 20
    /// The longest header block looked through before it is given up as malformed.
    public var maxHeaderBytes = 16 * 1024

    public init(source: Source) { self.source = source }

    /// The next frame, or nil at the end of the stream.
    public mutating func next() -> Frame? {
        while true {
            guard let headerEnd = findHeaderEnd() else {
                if buffer.count - start > maxHeaderBytes {
                    // No blank line anywhere near: drop what was read and look for the next header.
                    buffer.removeAll()
                    start = 0
                    return .malformed("a header block without an empty line after \(maxHeaderBytes) bytes")
                }
                guard fill() else { return nil }
                continue
            }
            let header = String(decoding: buffer[start..<headerEnd.lineStart], as: UTF8.self)
            start = headerEnd.bodyStart
            guard let length = MessageReader.contentLength(in: header) else {
                compact()
                return .malformed("a message header without a valid Content-Length")
            }
            if length > maxBodyBytes {
                guard skip(length) else { return nil }
                return .malformed("a message of \(length) bytes; at most \(maxBodyBytes) are read")
            }
            while buffer.count - start < length {
                guard fill() else { return nil }
            }
            let body = Data(buffer[start..<start + length])
            start += length
            compact()
            return .body(body)
        }
    }

    /// Where the header block ends: the offset of the empty line and of the body after it.
    /// Lines end with CRLF, as the protocol says; a bare LF is accepted too.
    func findHeaderEnd() -> (lineStart: Int, bodyStart: Int)? {
        var lineStart = start
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x0A {
                let length = index - lineStart
                if length == 0 || (length == 1 && buffer[lineStart] == 0x0D) { return (lineStart, index + 1) }
                lineStart = index + 1
            }
            index += 1
        }
        return nil
    }

    /// The value of `Content-Length` (a header name is case-insensitive), if it is a number.
    static func contentLength(in header: String) -> Int? {
        for line in header.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let length = Int(value), length >= 0 else { return nil }
            return length
        }
        return nil
    }

    /// Reads more bytes into the buffer; false at the end of the stream.
    mutating func fill() -> Bool {
        guard let bytes = source.readSome() else { return false }
        buffer += bytes
        return true
    }

    /// Skips `count` bytes of a body that is not kept; false if the stream ends first.
    mutating func skip(_ count: Int) -> Bool {
        var left = count
        while true {
            let available = min(left, buffer.count - start)
            start += available
            left -= available
            compact()
            if left == 0 { return true }
            guard fill() else { return false }
        }
    }

    /// Drops the bytes already read, once they are most of the buffer.
    mutating func compact() {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

/// Writes frames: `Content-Length: N\r\n\r\n` and the body.
public enum MessageWriter {
    public static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }
}
