import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetSources

/// A widget's files are opened once, checked by the real path of what was
/// opened, and read from that descriptor: a link that flips between a file
/// inside the folder and one outside never shows the outside file.
@Suite struct ConfinedFileTests {
    /// `root/w/` (the widget's folder) with `inside.json`, and `root/outside.json`.
    static func folders() throws -> (widget: URL, outside: String) {
        let root = PackagePaths.temporaryDirectory("widgetry-confined")
        let widget = root.appendingPathComponent("w")
        try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
        try Data(#"{"where": "inside"}"#.utf8).write(to: widget.appendingPathComponent("inside.json"))
        try Data(#"{"where": "OUTSIDE"}"#.utf8).write(to: root.appendingPathComponent("outside.json"))
        return (widget, FilePaths.resolve(root.appendingPathComponent("outside.json").path, relativeTo: "/"))
    }

    /// Keeps replacing `link` (atomically, by rename) with a link to one target, then the other.
    final class Flipper: @unchecked Sendable {
        private let lock = NSLock()
        private var stopped = false
        private(set) var flips = 0
        let link: String, targets: [String]

        init(link: String, targets: [String]) {
            self.link = link
            self.targets = targets
        }

        func start() -> Thread {
            let thread = Thread { [self] in
                let scratch = link + ".next"
                var count = 0
                while !lock.withLock({ stopped }) {
                    unlink(scratch)
                    symlink(targets[count % targets.count], scratch)
                    rename(scratch, link)
                    count += 1
                    lock.withLock { flips = count }
                }
            }
            thread.start()
            return thread
        }

        func stop() -> Int { lock.withLock { stopped = true; return flips } }
    }

    /// What the loader does for a `json` source: the permissions for the access, then the read.
    static func load(_ path: String, folder: URL, policy: PermissionPolicy) -> Result<String, SourceFailure> {
        let context = SourceContext(folder: folder, environment: [:], now: Date(), timeout: 5, maxBytes: 1 << 20,
                                    permits: { policy.check($0) })
        return Result { () throws(SourceFailure) -> String in
            if let refused = policy.check(JSONFileFetch.access(path, in: context)) { throw SourceFailure(refused) }
            guard case .bytes(let data) = try JSONFileFetch.read(path, in: context).body else { return "" }
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test func aLinkFlippingToAFileOutsideNeverShowsIt() throws {
        let (widget, outside) = try Self.folders()
        let policy = PermissionPolicy(folder: widget, declared: Permissions(), granted: Permissions(), hasDeclaration: false)
        let link = widget.appendingPathComponent("data.json").path
        symlink("inside.json", link)
        let flipper = Flipper(link: link, targets: ["inside.json", "../outside.json"])
        _ = flipper.start()
        var inside = 0, refused = 0, other: [String] = []
        let refusal = "reading \(outside) is not permitted; it is outside the widget's folder; declare permissions { read: [\"../outside.json\"] } in the widget, or pass --allow-read \(outside)"
        for _ in 0..<2000 {
            switch Self.load("data.json", folder: widget, policy: policy) {
            case .success(let text):
                if text.contains("inside") { inside += 1 } else { other.append(text) }
            case .failure(let error):
                if error.message == refusal { refused += 1 } else { other.append(error.message) }
            }
        }
        let flips = flipper.stop()
        #expect(other.filter { $0.contains("OUTSIDE") }.isEmpty, "the outside file was read")
        #expect(other.isEmpty, "only the inside file or a refusal: \(other.prefix(3))")
        #expect(inside > 0 && refused > 0, "both targets were seen: \(inside) inside, \(refused) refused, \(flips) flips")
        #expect(flips > 100, "the link flipped during the reads: \(flips)")
    }

    @Test func theWalkResolvesLinksDotsAndRefusesWhatIsNotAFile() throws {
        let (widget, outside) = try Self.folders()
        let folder = FilePaths.resolve(widget.path, relativeTo: "/")
        try FileManager.default.createDirectory(atPath: folder + "/data/deep", withIntermediateDirectories: true)
        symlink("..", folder + "/data/deep/up")
        symlink(folder + "/inside.json", folder + "/data/absolute.json")
        symlink("loop", folder + "/loop")
        mkfifo(folder + "/fifo", 0o644)
        let policy = PermissionPolicy(folder: widget, declared: Permissions(), granted: Permissions(), hasDeclaration: false)
        func load(_ path: String) -> String {
            switch Self.load(path, folder: widget, policy: policy) {
            case .success(let text): return text
            case .failure(let error): return error.description
            }
        }
        #expect(load("data/deep/up/../inside.json") == #"{"where": "inside"}"#)
        #expect(load("data/absolute.json") == #"{"where": "inside"}"#)
        #expect(load("./data/../inside.json") == #"{"where": "inside"}"#)
        #expect(load("data/deep/up/up") == "no such file: data/deep/up/up; looked for \(folder)/data/up")
        #expect(load("loop") == "cannot read loop: more than 40 symbolic links")
        #expect(load("fifo") == "fifo is not a regular file", "a FIFO is refused without blocking")
        #expect(load("data") == "data is not a regular file")
        #expect(load("inside.json/x") == "no such file: inside.json/x; looked for \(folder)/inside.json/x")
        #expect(load("../outside.json").hasPrefix("reading \(outside) is not permitted"))
    }
}
