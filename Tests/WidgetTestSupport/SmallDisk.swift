import Foundation

/// A small tmpfs mounted for one test: a real full disk or read-only file system.
/// Mounting needs root (Linux); where it is not allowed, `isAvailable` is false and
/// the tests that need one are disabled rather than faked.
public final class SmallDisk {
    public let url: URL

    /// Mounts a tmpfs of `kibibytes` at a new temporary folder.
    public init?(kibibytes: Int) {
        url = PackagePaths.temporaryDirectory("widgetry-small-disk")
        guard SmallDisk.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", url.path]) else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
    }

    deinit {
        _ = SmallDisk.run("/bin/umount", [url.path])
        try? FileManager.default.removeItem(at: url)
    }

    /// Whether this machine lets the tests mount a tmpfs.
    public static let isAvailable: Bool = {
        #if os(Linux)
        return SmallDisk(kibibytes: 64) != nil
        #else
        return false
        #endif
    }()

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Fills the disk: writes a file until the file system reports it full.
    public func fill() {
        guard let handle = FileHandle(forWritingAtPath: path("filler")) ?? {
            _ = FileManager.default.createFile(atPath: path("filler"), contents: nil)
            return FileHandle(forWritingAtPath: path("filler"))
        }() else { return }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
        try? handle.close()
    }

    /// Makes the file system read-only (the files stay as they are).
    @discardableResult
    public func remountReadOnly() -> Bool { SmallDisk.run("/bin/mount", ["-o", "remount,ro", url.path]) }

    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
