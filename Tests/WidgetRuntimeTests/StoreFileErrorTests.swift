import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// A store that cannot be written (a full disk, a read-only file system) costs the
/// write, never the frame; a missing --store folder is an error, the default folder is made.
@Suite(.serialized) struct StoreFileErrorTests {
    static let source = """
    model Counter { var value: Int }
    seed { Counter(value: 7) }
    intent Bump {
        perform {
            if let counter = Counter.all.first { counter.value += 1 }
        }
    }
    entry E { var value: Int }
    provider P {
        placeholder { E(value: 0) }
        timeline { Timeline(entries: [E(value: Counter.all.first?.value ?? -1)], policy: .never) }
    }
    widget W {
        families: [.systemSmall]
        provider: P
        body(entry) { Text("value=\\(entry.value)") }
    }
    """

    func session(_ path: String, reload: Bool = false) throws -> WidgetSession {
        let result = WidgetCompiler.compile(SourceFile(path: "counter.widget", text: Self.source))
        guard let program = result.program else { throw SessionError("does not compile: \(result.diagnostics.map(\.message))") }
        var options = SessionOptions(storePath: path)
        options.forceReload = reload
        return try WidgetSession(program: program, options: options)
    }

    func failure(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return "\(error)" }
        return nil
    }

    @Test(.enabled(if: SmallDisk.isAvailable)) func aFullDiskKeepsTheFrameAndTheData() throws {
        let disk = try #require(SmallDisk(kibibytes: 512))
        let path = disk.path("store.sqlite")
        let holder = try session(path)           // another user of the store keeps it open (and its -shm)
        #expect(try holder.render(widget: "W", family: "systemSmall").result.text.contains("value=7"))
        disk.fill()

        let reloading = try session(path, reload: true)
        let outcome = try reloading.render(widget: "W", family: "systemSmall")
        #expect(outcome.result.text.contains("value=7"), "\(outcome.result.text)")
        let warning = outcome.problems.map(\.message).joined(separator: "\n")
        #expect(warning.hasPrefix("the new timeline is shown but was not cached: the disk holding the store at \(path) is full; "
                                  + "nothing was written. Free some space and try again\n  sqlite: database or disk is full (13)"), "\(warning)")

        let performed = failure { try reloading.perform(intent: "Bump", arguments: [:]) }
        #expect(performed?.contains("the disk holding the store at \(path) is full") == true, "\(String(describing: performed))")
        #expect(try reloading.dump().contains("value: 7"))
        // Room again: the same session writes.
        try FileManager.default.removeItem(atPath: disk.path("filler"))
        try reloading.perform(intent: "Bump", arguments: [:])
        #expect(try holder.render(widget: "W", family: "systemSmall").result.text.contains("value=8"))
    }

    /// The usual order: a `perform` failed on the full disk and exited; nothing has the
    /// store open, so a new process cannot even make the -shm file.
    @Test(.enabled(if: SmallDisk.isAvailable)) func renderReloadOnAFullDiskWithNobodyElseShowsTheFrame() throws {
        let disk = try #require(SmallDisk(kibibytes: 512))
        let path = disk.path("store.sqlite")
        do {
            let first = try session(path)
            #expect(try first.render(widget: "W", family: "systemSmall").result.text.contains("value=7"))
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"), "the last connection removed its -shm")
        disk.fill()
        do {
            let performing = try session(path)
            let performed = failure { try performing.perform(intent: "Bump", arguments: [:]) }
            #expect(performed?.contains("the disk holding the store at \(path) is full") == true, "\(String(describing: performed))")
        }
        let reloading = try session(path, reload: true)
        let outcome = try reloading.render(widget: "W", family: "systemSmall")
        #expect(outcome.result.text.contains("value=7"), "\(outcome.result.text)")
        #expect(outcome.problems.map(\.message).first?.hasPrefix("the new timeline is shown but was not cached: the disk holding the store") == true,
                "\(outcome.problems)")
    }

    @Test(.enabled(if: SmallDisk.isAvailable)) func aReadOnlyFileSystemIsReadAndRefusesWrites() throws {
        let disk = try #require(SmallDisk(kibibytes: 512))
        let path = disk.path("store.sqlite")
        do { _ = try session(path).render(widget: "W", family: "systemSmall") }
        #expect(disk.remountReadOnly())
        // SQLite cannot make the WAL's -shm file there; nobody can change the file, so it is read as it is.
        let reading = try session(path, reload: true)
        #expect(reading.storeIsReadOnly)
        let outcome = try reading.render(widget: "W", family: "systemSmall")
        #expect(outcome.result.text.contains("value=7"), "\(outcome.result.text)")
        #expect(outcome.problems.isEmpty, "the new timeline is not cached, and that needs no word: \(outcome.problems)")
        let refused = "the store at \(path) is read-only (a read-only file system, or the file or its folder "
            + "cannot be written); nothing was written. Make it writable or pass --store with a writable path\n"
        let performed = failure { try reading.perform(intent: "Bump", arguments: [:]) }
        #expect(performed?.contains(refused) == true, "\(String(describing: performed))")
        #expect(try reading.dump().contains("value: 7"))
        // A store that is not there yet cannot be made there.
        let missing = disk.path("new.sqlite")
        let error = failure { _ = try session(missing) }
        #expect(error?.hasPrefix("the store at \(missing) is read-only (a read-only file system, or the file or its folder "
                                 + "cannot be written); nothing was written. Make it writable or pass --store with a writable path\n"
                                 + "  sqlite: unable to open database file (14)") == true, "\(String(describing: error))")
    }

    @Test func aMissingStoreFolderIsAnErrorButTheDefaultFolderIsMade() throws {
        let folder = PackagePaths.temporaryDirectory("store-folder")
        let missing = folder.appendingPathComponent("typo").path
        let error = failure { _ = try session(missing + "/store.sqlite") }
        #expect(error == "the folder \(missing) for the store does not exist; create it first or choose another --store path")
        #expect(!FileManager.default.fileExists(atPath: missing))

        let standard = folder.appendingPathComponent(".widgetry/store.sqlite").path
        #expect(try session(standard).render(widget: "W", family: "systemSmall").result.text.contains("value=7"))
        #expect(FileManager.default.fileExists(atPath: standard))
    }
}
