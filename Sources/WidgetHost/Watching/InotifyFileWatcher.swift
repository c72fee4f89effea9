#if canImport(Glibc)
import Foundation
import Glibc

/// Linux: one inotify descriptor, one watch per directory, a thread that
/// polls it (and a pipe that stops it), and a `ChangeBatcher` that turns the
/// kernel's bursts of events into one report per save.
final class InotifyFileWatcher: FileWatcher, @unchecked Sendable {
    // The descriptor and pipe are fixed; `lock` guards the watch tables,
    // which `watch(directories:)` changes from other threads.
    private let descriptor: Int32
    private let stopPipe: (read: Int32, write: Int32)
    private let lock = NSLock()
    private var wanted: Set<String> = []
    private var directoryOf: [Int32: String] = [:]
    private var descriptorOf: [String: Int32] = [:]
    private var thread: Thread?

    static let mask: UInt32 = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY
                                     | IN_DELETE_SELF | IN_MOVE_SELF)
    static let completing: UInt32 = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)

    init?() {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            close(fd)
            return nil
        }
        descriptor = fd
        stopPipe = (fds[0], fds[1])
    }

    deinit {
        close(descriptor)
        close(stopPipe.read)
        close(stopPipe.write)
    }

    func watch(directories: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        wanted = directories
        for (path, wd) in descriptorOf where !directories.contains(path) {
            inotify_rm_watch(descriptor, wd)
            descriptorOf[path] = nil
            directoryOf[wd] = nil
        }
        addMissingWatches()
    }

    /// Adds a watch for every wanted directory that has none; true when all have one.
    @discardableResult
    private func addMissingWatches() -> Bool {
        var all = true
        for path in wanted where descriptorOf[path] == nil {
            let wd = inotify_add_watch(descriptor, path, Self.mask)
            if wd >= 0 {
                descriptorOf[path] = wd
                directoryOf[wd] = path
            } else {
                all = false
            }
        }
        return all
    }

    func start(_ handler: @escaping @Sendable ([String]) -> Void) {
        let thread = Thread { [self] in run(handler) }
        thread.name = "widgetry.inotify"
        thread.stackSize = 256 * 1024
        self.thread = thread
        thread.start()
    }

    func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    private func run(_ handler: @Sendable ([String]) -> Void) {
        var batcher = ChangeBatcher()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
        while true {
            lock.lock()
            let complete = addMissingWatches()
            lock.unlock()
            var timeout: Int32 = complete ? -1 : 1000
            if let deadline = batcher.deadline {
                timeout = Int32(max(0, min(1000, (deadline - monotonicSeconds()) * 1000 + 1)))
            }
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, timeout)
            if ready < 0, errno != EINTR { return }
            if fds[1].revents != 0 { return }
            if fds[0].revents != 0 {
                // Drain everything the kernel has, so one save is one batch.
                while true {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count <= 0 { break }
                    parse(buffer, count: count, into: &batcher)
                }
            }
            if batcher.isDue(at: monotonicSeconds()) { handler(batcher.take()) }
        }
    }

    /// `struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }`
    private func parse(_ buffer: [UInt8], count: Int, into batcher: inout ChangeBatcher) {
        let now = monotonicSeconds()
        var offset = 0
        lock.lock()
        defer { lock.unlock() }
        buffer.withUnsafeBytes { raw in
            while offset + 16 <= count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = raw[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                offset += 16 + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    for directory in wanted { batcher.add(directory, completesWrite: true, at: now) }
                    continue
                }
                guard let directory = directoryOf[wd] else { continue }
                if mask & UInt32(IN_IGNORED) != 0 || mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                    // The folder itself went away; watch it again when it comes back.
                    if mask & UInt32(IN_IGNORED) != 0 {
                        directoryOf[wd] = nil
                        descriptorOf[directory] = nil
                    }
                    batcher.add(directory, completesWrite: true, at: now)
                    continue
                }
                guard !nameBytes.isEmpty else { continue }
                let name = String(decoding: nameBytes, as: UTF8.self)
                // An editor's temporary file closed after writing is usually renamed into place next.
                let completes = mask & Self.completing != 0 && !(mask & UInt32(IN_CLOSE_WRITE) != 0 && ChangeBatcher.isScratch(name))
                batcher.add(directory + "/" + name, completesWrite: completes, at: now)
            }
        }
    }
}
#endif
