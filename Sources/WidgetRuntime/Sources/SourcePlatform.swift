import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the sources need from the operating system beyond POSIX: the real
/// path of an open file, and (on Linux) adopting and finding the processes a
/// program left behind. Elsewhere these give nil or do nothing, and callers
/// fall back to what POSIX offers.
enum SourcePlatform {
    /// The path the kernel has for an open descriptor, or nil when it cannot say.
    static func path(of descriptor: Int32) -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0, buffer[0] == 0x2F else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
        guard fcntl(descriptor, F_GETPATH, &buffer) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return nil
        #endif
    }
}
