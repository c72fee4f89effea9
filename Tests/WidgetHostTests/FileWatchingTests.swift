import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetHost

/// Collects what a watcher reports, for waiting on it.
final class ReportedChanges: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [[String]] = []

    func add(_ batch: [String]) {
        condition.lock()
        batches.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    var all: [[String]] {
        condition.lock()
        defer { condition.unlock() }
        return batches
    }

    /// Waits until some batch after the first `after` batches contains `path`.
    func waitFor(_ path: String, after: Int = 0, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !batches.dropFirst(after).contains(where: { $0.contains(path) }) {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}

@Suite struct FileWatchingTests {
    func watching(_ directory: URL) -> (any FileWatcher, ReportedChanges) {
        let watcher = FileWatchers.platformDefault()
        let changes = ReportedChanges()
        watcher.watch(directories: [directory.path])
        watcher.start { changes.add($0) }
        return (watcher, changes)
    }

    #if canImport(Glibc)
    @Test func linuxUsesInotify() {
        #expect(FileWatchers.platformDefault() is InotifyFileWatcher)
    }
    #endif

    @Test func aSaveInPlaceIsSeen() {
        let folder = PackagePaths.temporaryDirectory("widgetry-watch")
        let file = folder.appendingPathComponent("a.widget").path
        _ = FileManager.default.createFile(atPath: file, contents: Data("one".utf8))
        let (watcher, changes) = watching(folder)
        defer { watcher.stop() }
        let handle = FileHandle(forWritingAtPath: file)
        handle?.truncateFile(atOffset: 0)
        handle?.write(Data("two".utf8))
        handle?.closeFile()
        #expect(changes.waitFor(file), "\(changes.all)")
    }

    @Test func aSaveByRenameIsSeenAgainAndAgain() {
        let folder = PackagePaths.temporaryDirectory("widgetry-watch")
        let file = folder.appendingPathComponent("a.widget").path
        _ = FileManager.default.createFile(atPath: file, contents: Data("one".utf8))
        let (watcher, changes) = watching(folder)
        defer { watcher.stop() }
        for round in 0..<3 {
            let before = changes.all.count
            let temporary = folder.appendingPathComponent(".a.widget.\(round)").path
            _ = FileManager.default.createFile(atPath: temporary, contents: Data("round \(round)".utf8))
            rename(temporary, file)
            // Each save is a new report, however late the previous one came.
            #expect(changes.waitFor(file, after: before), "round \(round): \(changes.all)")
        }
    }

    @Test func aBurstOfWritesIsCoalesced() {
        let folder = PackagePaths.temporaryDirectory("widgetry-watch")
        let file = folder.appendingPathComponent("a.widget").path
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        let (watcher, changes) = watching(folder)
        defer { watcher.stop() }
        let handle = FileHandle(forWritingAtPath: file)
        for chunk in 0..<40 { handle?.write(Data("line \(chunk)\n".utf8)) }
        handle?.closeFile()
        #expect(changes.waitFor(file))
        Thread.sleep(forTimeInterval: 0.3)
        let batches = changes.all.filter { $0.contains(file) }.count
        #expect(batches >= 1 && batches < 10, "40 writes and a close came as \(batches) batches")
    }

    @Test func aFolderThatAppearsLaterIsWatchedOnceItExists() {
        let parent = PackagePaths.temporaryDirectory("widgetry-watch")
        let folder = parent.appendingPathComponent("later")
        let (watcher, changes) = watching(folder)
        defer { watcher.stop() }
        Thread.sleep(forTimeInterval: 0.1)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The watcher looks for missing folders about once a second; keep saving until it has seen one.
        let file = folder.appendingPathComponent("a.widget").path
        let deadline = Date().addingTimeInterval(10)
        var seen = false
        while !seen, Date() < deadline {
            _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
            seen = changes.waitFor(file, timeout: 0.5)
        }
        #expect(seen)
    }
}

/// A file caught half-way through a save is read again before an error is believed.
@Suite struct SettledReadTests {
    static let good = """
    entry E { var text: String }
    provider P {
        placeholder { E(text: "a") }
        timeline { Timeline(entries: [E(text: "b")], policy: .never) }
    }
    widget W {
        provider: P
        body(entry) { Text(entry.text) }
    }
    """

    func write(_ text: String, to path: String, after delay: Double) {
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: delay)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
    }

    @Test func aHalfWrittenFileIsReadAgain() {
        let path = PackagePaths.temporaryDirectory("widgetry-settle").appendingPathComponent("w.widget").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(Self.good.prefix(70).utf8))
        write(Self.good, to: path, after: 0.05)
        var read = SettledRead(path: path, settle: true)
        read.pause = 0.3
        let outcome = read.compile()
        #expect(!outcome.result.diagnostics.hasErrors, "\(outcome.result.diagnostics)")
        #expect(outcome.result.program != nil)
    }

    @Test func anEmptyFileIsReadAgain() {
        let path = PackagePaths.temporaryDirectory("widgetry-settle").appendingPathComponent("w.widget").path
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        write(Self.good, to: path, after: 0.05)
        var read = SettledRead(path: path, settle: true)
        read.pause = 0.3
        #expect(read.compile().result.program != nil)
    }

    @Test func aRealErrorIsBelievedWhenTheFileStaysTheSame() {
        let path = PackagePaths.temporaryDirectory("widgetry-settle").appendingPathComponent("w.widget").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(Self.good.replacingOccurrences(of: "Text(", with: "Txt(").utf8))
        var read = SettledRead(path: path, settle: true)
        read.pause = 0.01
        let start = Date()
        let outcome = read.compile()
        #expect(outcome.result.diagnostics.hasErrors)
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test func withoutSettlingTheFirstReadCounts() {
        let path = PackagePaths.temporaryDirectory("widgetry-settle").appendingPathComponent("w.widget").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(Self.good.prefix(70).utf8))
        #expect(SettledRead(path: path, settle: false).compile().result.diagnostics.hasErrors)
    }
}
