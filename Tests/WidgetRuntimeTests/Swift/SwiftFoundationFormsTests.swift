import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Foundation as app code calls it: `JSONSerialization`, a `LocalizedError`'s `errorDescription`,
/// `URL(fileURLWithPath:isDirectory:)` with `path()`/`path(percentEncoded:)`, `truncatingRemainder`,
/// `removeSubrange` on an array and a string, `URLSession(configuration:)`, `URLError.code`,
/// `NotificationCenter` observers named by `#selector` (passed on as a `Selector`), and `Bundle.main`'s `Info.plist`.
@Suite struct SwiftFoundationFormsTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import Foundation

    enum FetchError: LocalizedError {
        case empty
        var errorDescription: String? { "nothing here" }
    }

    final class Watcher: NSObject {
        var seen = 0
        override init() {
            super.init()
            NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: NSUbiquitousKeyValueStore.default)
            listen(#selector(ping), to: Notification.Name("ping"))
        }
        func listen(_ selector: Selector, to name: Notification.Name) {
            NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
        }
        @objc func changed(_ note: Notification) { seen += 10 }
        @objc func ping() { seen += 1 }
    }

    struct E: TimelineEntry { let date: Date; let lines: [String] }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), lines: []) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date(), lines: [])) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            var lines: [String] = []
            let data = "{\\"a\\": 1, \\"b\\": [1,2]}".data(using: .utf8)!
            if let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any] { lines.append("json a=\\(obj["a"] ?? "")") }
            do { throw FetchError.empty } catch { lines.append("err \\(error.localizedDescription)") }
            let url = URL(fileURLWithPath: "/tmp/x", isDirectory: true)
            lines.append("url \\(url.path(percentEncoded: false)) \\(url.path())")
            lines.append("rem \\(7.5.truncatingRemainder(dividingBy: 2))")
            var arr = [1,2,3,4,5]
            arr.removeSubrange(1..<3)
            lines.append("arr \\(arr)")
            var s = "hello world"
            s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 6))
            lines.append("s \\(s)")
            let config = URLSessionConfiguration.default
            config.timeoutIntervalForRequest = 5
            let session = URLSession(configuration: config)
            _ = session
            // A delegate (for authentication challenges) is not called; the configuration applies.
            let delegated = URLSession(configuration: config, delegate: nil, delegateQueue: nil)
            lines.append("timeout \\(Int(delegated.configuration.timeoutIntervalForRequest))")
            let e = URLError(.notConnectedToInternet)
            lines.append("urlerror \\(e.code == .notConnectedToInternet)")
            let w = Watcher()
            NotificationCenter.default.post(name: Notification.Name("ping"), object: nil)
            NotificationCenter.default.post(name: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: NSUbiquitousKeyValueStore.default)
            lines.append("seen \\(w.seen)")
            completion(Timeline(entries: [E(date: Date(), lines: lines)], policy: .never))
        }
    }
    struct V: View {
        let entry: E
        var body: some View { VStack(alignment: .leading) { ForEach(entry.lines, id: \\.self) { Text($0) } } }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "f", provider: P()) { e in V(entry: e) } }
    }
    """

    @Test func eachFormComputesWhatFoundationComputes() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "F.swift")
        #expect(errors.isEmpty, "\(errors)")
        let outcome = try TestSession.open(Self.source, path: "F.swift").render(widget: "W", family: "systemLarge")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text)
        for expected in ["json a=1", "err nothing here", "url /tmp/x/ /tmp/x/", "rem 1.5", "arr [1, 4, 5]", "s world", "timeout 5", "urlerror true", "seen 11"] {
            #expect(lines.contains(expected), "\(expected): \(outcome.result.text)")
        }
    }

    @Test func aSelectorNamingNoMethodOfTheObserverIsALocatedError() throws {
        let source = Self.source.replacingOccurrences(of: "#selector(ping)", with: "#selector(pong)")
        let outcome = try TestSession.open(source, path: "F.swift").render(widget: "W", family: "systemLarge")
        #expect(outcome.problems.map(\.message).contains { $0.contains("the observer does not declare 'pong'") }, "\(outcome.problems.map(\.message))")
    }

    static let bundleSource = """
    import SwiftUI
    import WidgetKit
    struct E: TimelineEntry { let date: Date; let info: String }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), info: "") }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            let v = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "none"
            let m = Bundle.main.object(forInfoDictionaryKey: "Missing") as? String ?? "nil"
            let u = Bundle.main.bundleURL
            let l = Bundle.main.localizedInfoDictionary?["CFBundleShortVersionString"] as? String ?? "none"
            completion(Timeline(entries: [E(date: Date(), info: "v=\\(v) m=\\(m) u=\\(u.isFileURL) \\(u.hasDirectoryPath) l=\\(l)")], policy: .never))
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "b", provider: P()) { Text($0.info) } }
    }
    """

    @Test func bundleMainReadsTheInfoPlistBesideTheWidget() throws {
        let folder = PackagePaths.temporaryDirectory("bundle")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleShortVersionString</key><string>2.5</string></dict></plist>
        """.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let path = folder.appendingPathComponent("W.swift").path
        let text = try TestSession.open(Self.bundleSource, path: path).render(widget: "W", family: "systemMedium").result.text
        #expect(text.contains("v=2.5 m=nil u=true true l=2.5"), "\(text)")
        // Without an Info.plist each key is nil.
        let bare = PackagePaths.temporaryDirectory("bundle")
        let plain = try TestSession.open(Self.bundleSource, path: bare.appendingPathComponent("W.swift").path).render(widget: "W", family: "systemMedium").result.text
        #expect(plain.contains("v=none m=nil"), "\(plain)")
    }

    /// A project target's bundle: the keys Xcode writes from the build settings (`ModuleResources.infoKeys`) over the
    /// Info.plist beside the widget, as `Bundle.main` reads them on a device.
    @Test func bundleMainHasTheKeysTheBuildWrites() throws {
        let folder = PackagePaths.temporaryDirectory("bundle-keys")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleShortVersionString</key><string>2.5</string><key>Extra</key><string>kept</string></dict></plist>
        """.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let path = folder.appendingPathComponent("W.swift").path
        let source = Self.bundleSource.replacingOccurrences(of: "let m = Bundle.main.object(forInfoDictionaryKey: \"Missing\") as? String ?? \"nil\"",
            with: "let m = (Bundle.main.bundleIdentifier ?? \"none\") + \"/\" + (Bundle.main.infoDictionary?[\"Extra\"] as? String ?? \"none\")")
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        var module = WidgetModule(path: folder.path, files: [path])
        module.resources.infoKeys = ["CFBundleIdentifier": "com.example.app.widget", "CFBundleShortVersionString": "3.1"]
        let program = try #require(WidgetCompiler.compile(module).program)
        let session = try WidgetSession(program: program, options: SessionOptions(storePath: folder.appendingPathComponent("s.sqlite").path))
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        #expect(text.contains("v=3.1 m=com.example.app.widget/kept"), "\(text)")
    }
}
