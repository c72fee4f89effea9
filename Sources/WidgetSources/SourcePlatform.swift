import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the sources need from the operating system beyond POSIX: the real
/// path of an open file, and (on Linux) adopting and finding the processes a
/// program left behind. Elsewhere these give nil or do nothing, and callers
/// fall back to what POSIX offers.
enum SourcePlatform {
    /// How a folder is opened only to look names up in it: `O_PATH` on Linux,
    /// so a folder one may search but not list (`--x`) can be walked through.
    #if os(Linux)
    static let searchOnly: Int32 = 0o10000000  // O_PATH, which Swift's Glibc module does not export
    #else
    static let searchOnly: Int32 = O_RDONLY
    #endif

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

    /// Makes this process a child subreaper (Linux): a process that a command
    /// or plugin started and left behind becomes our child when its parent
    /// exits, rather than init's, so it can be found, killed and reaped.
    /// Done once, before the first program starts.
    static let becomeSubreaper: Void = {
        #if os(Linux)
        // prctl is variadic in C, so Swift does not import it.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
            _ = unsafeBitCast(symbol, to: Prctl.self)(setChildSubreaper, 1, 0, 0, 0)
        }
        #endif
    }()
}

/// Seconds on a clock that only moves forward, for deadlines.
func monotonicNow() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
