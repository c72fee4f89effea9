import Foundation
import Testing
import WidgetTestSupport

/// A store that cannot be written is still read: `store dump`, `render` of a cached
/// timeline and `store path` work and say once, in one warning line, that nothing can
/// be saved; a write (an intent) fails and changes nothing.
///
/// The tests run as root (here and on CI), and root ignores permission bits: a store
/// made `chmod 444` is written all the same. Two things refuse root too, and both are
/// used: a read-only file system (a small tmpfs remounted read-only, `SmallDisk`), where
/// SQLite cannot even make its `-shm` file; and an immutable store file (`chattr +i` on
/// the ordinary disk) in a folder that can be written. Where a test may not mount or set
/// the flag, it is disabled rather than faked.
@Suite(.serialized) struct ReadOnlyStoreCommandTests {
    static let now = "2026-11-21T09:00:00Z"

    /// `widgetry ARGUMENTS --store STORE --now NOW`.
    func run(_ arguments: [String], store: String) -> CommandRunner.Output {
        CommandRunner.widgetry(arguments + ["--store", store, "--now", Self.now])
    }

    func warning(_ store: String) -> String {
        "widgetry: warning: the store at \(store) cannot be written (a read-only file system, or the file or its folder "
            + "cannot be written); it is read as it is, and nothing can be saved\n"
    }

    /// Renders todo.widget once on `store` (seeding it and caching the timeline) and gives
    /// the frame and the dump as they were.
    func prepare(_ box: Sandbox, store: String) -> (frame: String, dump: String) {
        let first = run(["render", box.path("todo.widget"), "--plain"], store: store)
        #expect(first.status == 0, "\(first.stderr)")
        let dump = run(["store", box.path("todo.widget"), "dump"], store: store)
        #expect(dump.stdout.contains("Go to the gym"))
        return (first.stdout, dump.stdout)
    }

    /// What every read-only store must do, whichever way it cannot be written.
    func expectReadsWork(_ box: Sandbox, store: String, frame: String, dump: String) {
        let widget = box.path("todo.widget")
        let dumped = run(["store", widget, "dump"], store: store)
        #expect(dumped.status == 0, "\(dumped.stderr)")
        #expect(dumped.stdout == dump)
        #expect(dumped.stderr == warning(store), "\(dumped.stderr)")

        // The cached timeline is shown: the provider is not asked (no `trace: timeline`).
        let rendered = run(["render", widget, "--plain", "--trace"], store: store)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stdout == frame)
        #expect(rendered.stderr == warning(store), "\(rendered.stderr)")

        // A new timeline is still drawn; it is not saved, and that was said once already.
        let reloaded = run(["render", widget, "--plain", "--reload"], store: store)
        #expect(reloaded.status == 0, "\(reloaded.stderr)")
        #expect(reloaded.stdout == frame)
        #expect(reloaded.stderr == warning(store), "\(reloaded.stderr)")

        let located = run(["store", widget, "path"], store: store)
        #expect(located.status == 0)
        #expect(located.stdout == store + "\n")
        #expect(located.stderr == warning(store), "\(located.stderr)")

        // A write fails, says why, and changes nothing.
        let tapped = run(["tap", widget, "1", "--plain"], store: store)
        #expect(tapped.status == 1)
        #expect(tapped.stderr.contains("the store at \(store) is read-only"), "\(tapped.stderr)")
        #expect(run(["store", widget, "dump"], store: store).stdout == dump)
    }

    @Test(.enabled(if: SmallDisk.isAvailable)) func aStoreOnAReadOnlyFileSystemIsRead() throws {
        let box = Sandbox(["todo.widget"])
        let disk = try #require(SmallDisk(kibibytes: 1024))
        let store = disk.path("store.sqlite")
        let (frame, dump) = prepare(box, store: store)
        #expect(disk.remountReadOnly())
        expectReadsWork(box, store: store, frame: frame, dump: dump)

        // A widget whose models the store does not match yet cannot be read: the store
        // would need a change it cannot take.
        let source = try String(contentsOfFile: box.path("todo.widget"), encoding: .utf8)
        let changed = source.replacingOccurrences(of: "model ToDo {", with: "model ToDo {\n    var note: String = \"\"")
        #expect(changed != source)
        try changed.write(toFile: box.path("todo.widget"), atomically: true, encoding: .utf8)
        let outOfDate = run(["render", box.path("todo.widget"), "--plain"], store: store)
        #expect(outOfDate.status == 1)
        #expect(outOfDate.stderr == "widgetry: the store at \(store) is read-only (a read-only file system, or the file or "
                + "its folder cannot be written) and its tables do not match the widget's models yet; nothing was written. "
                + "Make it writable so they can be brought up to date, or pass --store with a writable path\n",
                "\(outOfDate.stderr)")
    }

    @Test(.enabled(if: ImmutableFile.isAvailable)) func anImmutableStoreFileIsRead() throws {
        let box = Sandbox(["todo.widget"])
        let store = box.path("store.sqlite")
        let (frame, dump) = prepare(box, store: store)
        let immutable = try #require(ImmutableFile(store))
        expectReadsWork(box, store: store, frame: frame, dump: dump)
        // Writable again, it is written again.
        immutable.release()
        let tapped = run(["tap", box.path("todo.widget"), "1", "--plain"], store: store)
        #expect(tapped.status == 0, "\(tapped.stderr)")
        #expect(tapped.stderr.isEmpty, "\(tapped.stderr)")
    }
}

/// A file made immutable with `chattr +i` for one test: no one, root included, may
/// write, rename or remove it until `release()` (or the end of the value).
final class ImmutableFile {
    let path: String
    private var isSet = true

    init?(_ path: String) {
        self.path = path
        guard ImmutableFile.chattr("+i", path) else { return nil }
    }

    deinit { release() }

    func release() {
        if isSet { _ = ImmutableFile.chattr("-i", path) }
        isSet = false
    }

    /// Whether this machine's file system and user may set the flag.
    static let isAvailable: Bool = {
        let folder = PackagePaths.temporaryDirectory("widgetry-immutable")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("probe").path
        guard FileManager.default.createFile(atPath: file, contents: Data()), let probe = ImmutableFile(file) else { return false }
        probe.release()
        return true
    }()

    static func chattr(_ flag: String, _ path: String) -> Bool {
        let tool = "/usr/bin/chattr"
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [flag, path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
