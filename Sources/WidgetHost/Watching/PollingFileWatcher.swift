import Foundation

/// Any platform: looks at the watched directories every `interval` and
/// reports files whose size or modification time changed, and files that
/// appeared or went away. Slower than a kernel notification, but it works
/// wherever Foundation does (a kqueue or FSEvents watcher can replace it).
final class PollingFileWatcher: FileWatcher, @unchecked Sendable {
    private struct Stamp: Equatable {
        var size: Int
        var modified: Date
    }

    let interval: TimeInterval
    // `lock` guards `wanted` and `stopped`.
    private let lock = NSLock()
    private var wanted: Set<String> = []
    private var stopped = false

    init(interval: TimeInterval = 0.2) { self.interval = interval }

    func watch(directories: Set<String>) {
        lock.lock()
        wanted = directories
        lock.unlock()
    }

    func start(_ handler: @escaping @Sendable ([String]) -> Void) {
        let thread = Thread { [self] in run(handler) }
        thread.name = "widgetry.poll-files"
        thread.start()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private func run(_ handler: @Sendable ([String]) -> Void) {
        var stamps: [String: Stamp] = [:]
        var first = true
        while true {
            lock.lock()
            let directories = wanted, done = stopped
            lock.unlock()
            if done { return }
            var current: [String: Stamp] = [:]
            for directory in directories {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                for name in names {
                    let path = directory + "/" + name
                    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                    current[path] = Stamp(size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
                                          modified: attributes[.modificationDate] as? Date ?? .distantPast)
                }
            }
            if !first {
                let changed = Set(current.keys).union(stamps.keys).filter { current[$0] != stamps[$0] }
                if !changed.isEmpty { handler(changed.sorted()) }
            }
            first = false
            stamps = current
            Thread.sleep(forTimeInterval: interval)
        }
    }
}
