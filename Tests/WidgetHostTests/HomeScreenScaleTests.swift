import Foundation
import Testing
import WidgetTestSupport

/// `widgetry run` on a folder of 100 widgets (`HomeScreenFolder`): every
/// widget drawn, little memory, no work while idle, and a commit from another
/// process reloads only the widgets that read the model it wrote.
@Suite(.serialized) struct HomeScreenScaleTests {
    @Test func aHundredWidgetsDrawnIdleAndReloadedOnlyWhereTheyReadTheChangedModel() throws {
        let box = HostSandbox()
        HomeScreenFolder.write(into: box.folder)
        let run = try LiveProcess("widgetry", ["run", box.folder.path, "--store", box.store, "--trace"])
        defer { run.stop() }

        // Every widget drawn, with its timeline's text.
        let all = run.waitFor(timeout: 120) { output in
            let frames = WatchFrames.parse(output)
            return (0..<HomeScreenFolder.count).allSatisfy { index in
                frames.contains { $0.header.contains("· \(HomeScreenFolder.fileName(index)) ·") && $0.contains(HomeScreenFolder.frameText(index)) }
            }
        }
        let missing = (0..<HomeScreenFolder.count).filter { index in
            !WatchFrames.parse(run.output).contains { $0.contains(HomeScreenFolder.frameText(index)) }
        }
        #expect(all, "not drawn: \(missing.map(HomeScreenFolder.fileName)) \(run.errors.suffix(2000))")

        // Resident memory within 100 MB (read from /proc, so Linux only).
        if let megabytes = ProcessStats.residentMegabytes(run.pid) {
            #expect(megabytes <= 100, "VmRSS \(megabytes) MB")
        }

        // Idle: a second to settle, then 3 s in which the process does almost nothing
        // (a limit that catches polling every widget or spinning, not a timing test).
        Thread.sleep(forTimeInterval: 1)
        if let before = ProcessStats.cpuSeconds(run.pid) {
            Thread.sleep(forTimeInterval: 3)
            if let after = ProcessStats.cpuSeconds(run.pid) {
                #expect(after - before < 0.3, "CPU time while idle: \(after - before) s")
            }
        }

        // Another process adds an M3 record: the four files that read M3 draw the new
        // count; no other file asks its provider again or draws a frame.
        let tracedBefore = run.errors.count
        let framesBefore = WatchFrames.parse(run.output).count
        let performed = box.widgetry("perform", HomeScreenFolder.fileName(43), ["AddM3"])
        #expect(performed.status == 0, "\(performed.stderr)")
        let readers = HomeScreenFolder.readers(ofModel: 3)
        let redrawn = run.waitFor(timeout: 30) { output in
            let frames = WatchFrames.parse(output).dropFirst(framesBefore)
            return readers.allSatisfy { index in frames.contains { $0.contains(HomeScreenFolder.frameText(index, count: 1)) } }
        }
        #expect(redrawn, "\(WatchFrames.parse(run.output).dropFirst(framesBefore).map(\.header))")
        Thread.sleep(forTimeInterval: 2.5)  // time for a stray reload (or a poll) to show

        let readerFiles = Set(readers.map(HomeScreenFolder.fileName))
        let others = WatchFrames.parse(run.output).dropFirst(framesBefore).filter { frame in
            !readerFiles.contains { frame.header.contains("· \($0) ·") }
        }
        #expect(others.isEmpty, "\(others.map(\.header))")
        let traced = String(run.errors.dropFirst(tracedBefore)).split(separator: "\n").filter { $0.hasSuffix(": timeline") }
        let reloaded = Set(traced.compactMap { $0.split(separator: " ").dropFirst().first.map { String($0.dropLast()) } })
        #expect(reloaded.isSubset(of: readerFiles), "timelines asked again: \(traced)")
        #expect(!traced.isEmpty && traced.count <= 2 * readers.count, "timelines asked again: \(traced.count)")
    }

    /// A tap in the host: the tapped widget draws (its intent writes a model it
    /// does not read), the file that reads that model reloads, the file that
    /// reads no model does not.
    @Test func aTapReloadsItsOwnWidgetAndTheReadersOfWhatItWrote() throws {
        let box = HostSandbox()
        let writer = """
        model Log { var note: String }
        intent Note { perform { insert(Log(note: "tap")) } }
        entry E { var text: String }
        provider P {
            placeholder { E(text: "…") }
            timeline { Timeline(entries: [E(text: "writer")], policy: .never) }
        }
        widget Writer {
            families: [.systemSmall]
            provider: P
            body(entry) { Button(intent: Note()) { Text(entry.text) } }
        }
        """
        let reader = """
        model Log { var note: String }
        entry E { var text: String }
        provider P {
            placeholder { E(text: "…") }
            timeline { Timeline(entries: [E(text: "notes: \\(Log.count)")], policy: .never) }
        }
        widget Reader {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.text) }
        }
        """
        let other = HomeScreenFolder.source(70)
        for (name, text) in [("a-writer.widget", writer), ("b-reader.widget", reader), ("c-other.widget", other)] {
            _ = FileManager.default.createFile(atPath: box.path(name), contents: Data(text.utf8))
        }
        let run = try LiveProcess("widgetry", ["run", box.folder.path, "--store", box.store, "--trace"])
        defer { run.stop() }
        #expect(run.waitFor { $0.contains("notes: 0") && $0.contains("writer") && $0.contains("w070 reads nothing") },
                "\(run.output)\(run.errors)")
        Thread.sleep(forTimeInterval: 0.5)
        let tracedBefore = run.errors.count
        let framesBefore = WatchFrames.parse(run.output).count
        run.send("1")  // the first file is selected: its button
        let after = run.waitFor { output in
            let frames = WatchFrames.parse(output).dropFirst(framesBefore)
            return frames.contains { $0.header.contains("button 1 pressed · a-writer.widget") }
                && frames.contains { $0.header.contains("b-reader.widget") && $0.contains("notes: 1") }
        }
        #expect(after, "\(WatchFrames.parse(run.output).dropFirst(framesBefore).map(\.header))")
        Thread.sleep(forTimeInterval: 1.5)
        let traced = String(run.errors.dropFirst(tracedBefore))
        #expect(traced.contains("b-reader.widget: timeline"), "\(traced)")
        #expect(!traced.contains("c-other.widget"), "\(traced)")
        #expect(!WatchFrames.parse(run.output).dropFirst(framesBefore).contains { $0.header.contains("c-other.widget") })
    }
}
