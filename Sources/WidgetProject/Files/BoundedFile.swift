import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading a file a project names, with limits: only regular files (a FIFO or
/// a device could block or never end), at most `maxBytes`.
public enum BoundedFile {
    /// The most a `project.pbxproj` may hold (large apps' are a few MiB).
    public static let maxProjectBytes = 64 << 20
    /// The most an `Info.plist`, a strings file or a manifest may hold.
    public static let maxSmallFileBytes = 8 << 20

    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot read \(path): \(reason)" }
    }

    public static func read(_ path: String, maxBytes: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure(path: path, reason: "not a regular file") }
        guard Int(info.st_size) <= maxBytes else { throw Failure(path: path, reason: "larger than \(maxBytes >> 20) MiB") }
        var result: [UInt8] = []
        result.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
            if count == 0 { return result }
            result += buffer[0..<count]
            guard result.count <= maxBytes else { throw Failure(path: path, reason: "larger than \(maxBytes >> 20) MiB") }
        }
    }

    /// The file's text as UTF-8 bytes: a UTF-8 byte-order mark is dropped, UTF-16 (with a mark, or
    /// recognised by its zero bytes, as older Xcode wrote `.strings` files) is converted.
    public static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        var littleEndian: Bool?
        var body = bytes[...]
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
            body = bytes.dropFirst(2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
            body = bytes.dropFirst(2)
        } else if bytes.count >= 4, bytes.count % 2 == 0 {
            if bytes[1] == 0, bytes[3] == 0, bytes[0] != 0 { littleEndian = true } else if bytes[0] == 0, bytes[2] == 0, bytes[1] != 0 { littleEndian = false }
        }
        guard let littleEndian else { return bytes }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index + 1 < body.endIndex {
            let a = UInt16(body[index]), b = UInt16(body[index + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
