import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// A data file broken and fixed under a widget: the last good timeline stays
/// on screen with the error under it, and the fix shows at once — in the
/// host that saw the change and in any other process that renders.
@Suite struct LastGoodTimelineTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    /// `users.widget` and its `data/users.json`, copied into a folder of their own.
    static func folder() throws -> URL {
        let folder = PackagePaths.temporaryDirectory("widgetry-last-good")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackagePaths.path("widgets/users.widget"), toPath: folder.appendingPathComponent("users.widget").path)
        try FileManager.default.copyItem(atPath: PackagePaths.path("widgets/data/users.json"), toPath: folder.appendingPathComponent("data/users.json").path)
        return folder
    }

    static func session(_ folder: URL, at seconds: TimeInterval) throws -> WidgetSession {
        let program = try #require(WidgetCompiler.compile(path: folder.appendingPathComponent("users.widget").path).program)
        var options = SessionOptions(storePath: folder.appendingPathComponent(".widgetry/store.sqlite").path)
        options.now = start.addingTimeInterval(seconds)
        return try WidgetSession(program: program, options: options)
    }

    @Test func aBrokenDataFileKeepsTheLastGoodDataAndItsFixShowsAtOnce() throws {
        let folder = try Self.folder()
        let data = folder.appendingPathComponent("data/users.json")
        let good = try Data(contentsOf: data)
        let watcher = try Self.session(folder, at: 0)
        let first = try watcher.render(widget: "UsersWidget", family: "systemLarge")
        #expect(first.problems.isEmpty && !first.isPlaceholder)
        #expect(first.result.text.contains("Ervin Howell"), "\(first.result.text)")

        // A quote deleted: the host sees the change and asks again; the provider fails.
        let text = String(decoding: good, as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\"Ervin Howell\"", with: "\"Ervin Howell").utf8).write(to: data)
        try watcher.invalidateTimeline(widget: "UsersWidget")
        let broken = try watcher.render(widget: "UsersWidget", family: "systemLarge")
        #expect(!broken.isPlaceholder, "the last good timeline, not the placeholder")
        #expect(broken.result.text.contains("Ervin Howell") && broken.result.text.contains("⚠ malformed JSON"), "\(broken.result.text)")
        #expect(broken.problems.first?.message.hasPrefix("malformed JSON") == true, "\(broken.problems.map(\.message))")
        #expect(broken.retryAt == Self.start.addingTimeInterval(60))

        // Another shell renders while it is broken: the same stale frame, waiting for the retry.
        let other = try Self.session(folder, at: 1).render(widget: "UsersWidget", family: "systemLarge")
        #expect(other.result.text.contains("Ervin Howell") && other.result.text.contains("⚠ malformed JSON"), "\(other.result.text)")

        // Restored byte for byte: another process's render asks again at once (the data file changed) …
        try good.write(to: data)
        let fixedElsewhere = try Self.session(folder, at: 2).render(widget: "UsersWidget", family: "systemLarge")
        #expect(fixedElsewhere.problems.isEmpty, "no stale error: \(fixedElsewhere.problems.map(\.message))")
        #expect(!fixedElsewhere.result.text.contains("⚠"), "\(fixedElsewhere.result.text)")
        #expect(fixedElsewhere.retryAt == nil)

        // … and so does the host that saw the change, within its back-off too.
        try Data(text.replacingOccurrences(of: "\"Ervin Howell\"", with: "\"Ervin Howell").utf8).write(to: data)
        try watcher.invalidateTimeline(widget: "UsersWidget")
        #expect(try watcher.render(widget: "UsersWidget", family: "systemLarge").problems.count == 1)
        try good.write(to: data)
        try watcher.invalidateTimeline(widget: "UsersWidget")
        let fixed = try watcher.render(widget: "UsersWidget", family: "systemLarge")
        #expect(fixed.problems.isEmpty && !fixed.isPlaceholder && fixed.result.text.contains("Ervin Howell"), "\(fixed.result.text)")
        #expect(try watcher.retryState(widget: "UsersWidget") == nil, "a success ends the back-off")
    }

    /// A forced reload (what a hot reload of the widget file does) reads the cached
    /// timeline only when the provider fails: then it is shown, stale, as above.
    @Test func aForcedReloadWhoseProviderFailsShowsTheLastGoodTimeline() throws {
        let folder = try Self.folder()
        let data = folder.appendingPathComponent("data/users.json")
        let good = try Data(contentsOf: data)
        #expect(try Self.session(folder, at: 0).render(widget: "UsersWidget", family: "systemLarge").result.text.contains("Ervin Howell"))

        let text = String(decoding: good, as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\"Ervin Howell\"", with: "\"Ervin Howell").utf8).write(to: data)
        let program = try #require(WidgetCompiler.compile(path: folder.appendingPathComponent("users.widget").path).program)
        var options = SessionOptions(storePath: folder.appendingPathComponent(".widgetry/store.sqlite").path)
        options.now = Self.start.addingTimeInterval(5)
        options.forceReload = true
        let broken = try WidgetSession(program: program, options: options).render(widget: "UsersWidget", family: "systemLarge")
        let showsPlaceholder = broken.isPlaceholder
        #expect(!showsPlaceholder, "the last good timeline, not the placeholder")
        #expect(broken.result.text.contains("Ervin Howell") && broken.result.text.contains("⚠ malformed JSON"), "\(broken.result.text)")

        try good.write(to: data)
        let fixed = try WidgetSession(program: program, options: options).render(widget: "UsersWidget", family: "systemLarge")
        #expect(fixed.problems.isEmpty && fixed.result.text.contains("Ervin Howell"), "\(fixed.result.text)")
    }
}
