import Foundation
import Testing
import WidgetTestSupport

/// A data file broken and fixed under `widgetry watch`: the last good data
/// stays on screen with the error under it, and the fix shows at once.
@Suite(.serialized) struct DataFixTests {
    @Test func aBrokenDataFileKeepsTheLastGoodFrameAndItsFixShowsAtOnce() throws {
        let box = HostSandbox(["users.widget"])
        try FileManager.default.createDirectory(at: box.folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        box.copy(PackagePaths.path("widgets/data/users.json"), as: "data/users.json")
        let good = box.text("data/users.json")
        let watch = try box.watch("users.widget", ["--family", "systemLarge"])
        #expect(watch.waitFor { WatchFrames.parse($0).contains { !$0.isPlaceholder && $0.contains("Ervin Howell") } },
                "\(watch.output)\(watch.errors)")

        var seen = WatchFrames.parse(watch.output).count
        box.overwrite("data/users.json", with: good.replacingOccurrences(of: "\"Ervin Howell\"", with: "\"Ervin Howell"))
        var broken: WatchFrame?
        watch.waitFor { output in
            broken = WatchFrames.parse(output).dropFirst(seen).first { $0.header.contains("data changed") }
            return broken != nil
        }
        #expect(broken?.isPlaceholder == false, "\(watch.output)")
        #expect(broken?.contains("Ervin Howell") == true, "the last good data: \(broken?.body ?? watch.output)")
        #expect(broken?.contains("malformed JSON") == true, "the error under it: \(broken?.body ?? "")")

        // Restored byte for byte: the good frame comes back with the save (not at a retry a minute later).
        seen = WatchFrames.parse(watch.output).count
        box.overwrite("data/users.json", with: good)
        var fixed: WatchFrame?
        watch.waitFor(timeout: 10) { output in
            fixed = WatchFrames.parse(output).dropFirst(seen).first { $0.header.contains("data changed") }
            return fixed != nil
        }
        #expect(fixed?.contains("Ervin Howell") == true, "\(watch.output)")
        #expect(fixed?.contains("malformed") == false && fixed?.contains("⚠") == false, "\(fixed?.body ?? watch.output)")

        // `render` from another shell shows the good data too, without the old error.
        let render = box.widgetry("render", "users.widget", ["--family", "systemLarge"])
        #expect(render.status == 0 && !render.stdout.contains("⚠") && !render.stderr.contains("malformed"), "\(render.stdout)\(render.stderr)")
    }
}
