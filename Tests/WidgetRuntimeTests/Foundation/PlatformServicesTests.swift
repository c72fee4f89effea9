import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetStore
import WidgetTestSupport

/// The phone's services with their local equivalents: App Group containers,
/// UserDefaults / iCloud key-value store in the store, NotificationCenter,
/// WidgetCenter reloads and Logger/os_log in the trace output.
@Suite struct PlatformServicesTests {
    typealias H = FoundationIOHarness

    static func harness(_ statements: String, _ value: String, permissions: String = "", folder: URL? = nil) throws -> H {
        try H(H.source(permissions: permissions, statements: statements, value: value), folder: folder)
    }

    @Test func anAppGroupContainerIsAFolderBesideTheStoreThatTheWidgetWritesAndReads() throws {
        let h = try Self.harness("""
            let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.todo")!
            let file = folder.appendingPathComponent("todos.json")
            try "[1, 2]".data(using: .utf8)!.write(to: file)
            let back = try Data(contentsOf: file)
            """, #""\(folder.lastPathComponent) \(back.count) \(String(data: back, encoding: .utf8) ?? "") \(FileManager.default.fileExists(atPath: file.path))""#)
        #expect(try h.value() == "group.com.example.todo 6 [1, 2] true")
        let written = h.folder.appendingPathComponent(".widgetry/AppGroups/group.com.example.todo/todos.json")
        #expect(try String(contentsOf: written, encoding: .utf8) == "[1, 2]")
    }

    /// `FileManager.default.contents(atPath:)`: the file's bytes, read as `Data(contentsOf:)` reads; nil for a file that is not there.
    @Test func contentsAtPathReadsAFileOrGivesNil() throws {
        let h = try Self.harness("""
            let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.todo")!
            let file = folder.appendingPathComponent("notes.txt")
            try "hello".data(using: .utf8)!.write(to: file)
            let bytes = FileManager.default.contents(atPath: file.path)
            let missing = FileManager.default.contents(atPath: folder.appendingPathComponent("none.txt").path)
            """, #""\(bytes.map { String(decoding: $0, as: UTF8.self) } ?? "nil") \(missing == nil)""#)
        #expect(try h.value() == "hello true")
    }

    /// `fileExists(atPath:isDirectory:)` sets its `ObjCBool` (a Bool here) through the `&`, as Foundation does.
    @Test func fileExistsTellsAFolderFromAFile() throws {
        let h = try Self.harness("""
            let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.todo")!
            let file = folder.appendingPathComponent("todos.json")
            try "[]".data(using: .utf8)!.write(to: file)
            var isDirectory: ObjCBool = false
            let folderExists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
            let folderIsDirectory = isDirectory.boolValue
            var flag = ObjCBool(true)
            let fileExists = FileManager.default.fileExists(atPath: file.path, isDirectory: &flag)
            """, #""\(folderExists) \(folderIsDirectory) \(fileExists) \(flag.boolValue)""#)
        #expect(try h.value() == "true true true false")
    }

    @Test func writingOutsideTheContainerAndReadingOutsideThePermissionsAreLocatedErrors() throws {
        let outside = PackagePaths.temporaryDirectory("outside")
        try "secret".write(to: outside.appendingPathComponent("s.txt"), atomically: true, encoding: .utf8)
        let write = try Self.harness("try \"x\".data(using: .utf8)!.write(to: URL(fileURLWithPath: \"notes.txt\"))", "1")
        #expect(write.failure().hasPrefix("\(write.location(of: "try \"x\"") == "not found" ? "?" : write.location(of: "\"x\".data")): writing "),
                "\(write.failure())")
        #expect(write.failure().hasSuffix("notes.txt is not permitted (Data.write(to:)); a widget writes only inside its App Group container, "
                                          + "FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)"), "\(write.failure())")
        let path = outside.appendingPathComponent("s.txt").path
        let read = try Self.harness("let data = try Data(contentsOf: URL(fileURLWithPath: \"\(path)\"))", "data.count")
        #expect(read.failure().hasPrefix("\(read.location(of: "Data(contentsOf")): reading "), "\(read.failure())")
        #expect(read.failure().contains("is not permitted") && read.failure().contains("(Data(contentsOf:))"), "\(read.failure())")
        let granted = try Self.harness("let data = try Data(contentsOf: URL(fileURLWithPath: \"\(path)\"))", "data.count",
                                       permissions: "permissions { read: [\"\(outside.path)\"] }")
        #expect(try granted.value() == "6")
        let missing = try Self.harness("let data = try? Data(contentsOf: URL(fileURLWithPath: \"nothing-here.json\"))", "data == nil")
        #expect(try missing.value() == "true")
    }

    @Test func userDefaultsAndTheICloudStoreAreKeptInTheStore() throws {
        let folder = PackagePaths.temporaryDirectory("defaults")
        let first = try Self.harness("""
            let shared = UserDefaults(suiteName: "group.com.example.todo")!
            shared.set(3, forKey: "count")
            shared.set("ana", forKey: "name")
            NSUbiquitousKeyValueStore.default.set(true, forKey: "synced")
            UserDefaults.standard.set(["a", "b"], forKey: "list")
            """, #""\(shared.integer(forKey: "count")) \(shared.string(forKey: "name") ?? "-")""#, folder: folder)
        #expect(try first.value() == "3 ana")
        // Another session on the same store (another process, as a tap is) sees what was set.
        let second = try Self.harness("""
            let shared = UserDefaults(suiteName: "group.com.example.todo")!
            let list = UserDefaults.standard.array(forKey: "list") ?? []
            """, #""\(shared.integer(forKey: "count")) \(shared.string(forKey: "missing") ?? "nil") \(NSUbiquitousKeyValueStore.default.bool(forKey: "synced")) \(list.count) \(UserDefaults.standard.integer(forKey: "count"))""#, folder: folder)
        #expect(try second.value() == "3 nil true 2 0")
        let store = try Store.open(path: folder.appendingPathComponent(".widgetry/store.sqlite").path, schema: Schema([StateTable.schema]))
        #expect(try StateTable(store: store).get("defaults/group.com.example.todo/name") == "\"ana\"")
    }

    /// `setValue(_:forKey:)` stores as `set(_:forKey:)` does; the temporary directory is a folder of the
    /// widget's container, where it may write.
    @Test func setValueStoresAndTheTemporaryDirectoryIsInTheContainer() throws {
        let h = try Self.harness("""
            let shared = UserDefaults(suiteName: "group.com.example.hours")!
            shared.setValue(7, forKey: "hour")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("cache.txt")
            try "cached".data(using: .utf8)!.write(to: file)
            """, #""\(shared.integer(forKey: "hour")) \(FileManager.default.fileExists(atPath: file.path))""#)
        #expect(try h.value() == "7 true")
    }

    @Test func notificationObserversRunWhenTheirNameIsPosted() throws {
        let h = try Self.harness("""
            var seen: [String] = []
            let token = NotificationCenter.default.addObserver(forName: Notification.Name("refresh"), object: nil, queue: nil) { note in
                print("observed \\(note.name)")
            }
            NotificationCenter.default.post(name: Notification.Name("refresh"), object: nil)
            NotificationCenter.default.post(name: Notification.Name("other"), object: nil)
            NotificationCenter.default.removeObserver(token)
            NotificationCenter.default.post(name: Notification.Name("refresh"), object: nil)
            """, "1")
        _ = try h.value()
        #expect(h.traces.lines.filter { $0.hasPrefix("observed") } == ["observed refresh"])
    }

    @Test func loggerAndOSLogLinesGoToTheTraceOutput() throws {
        let h = try Self.harness("""
            let logger = Logger(subsystem: "com.example.todo", category: "timeline")
            logger.info("loading \\(3) items")
            logger.error("failed")
            Logger().debug("plain")
            os_log("count %d of %@", log: OSLog(subsystem: "s", category: "net"), type: .error, 2, "x")
            os_log("hello %{public}@ %{private}d", "ana", 7)
            Logger(OSLog(subsystem: "s", category: "config")).notice("from a log")
            print("printed")
            """, "1")
        _ = try h.value()
        let lines = h.traces.lines.filter { !$0.hasPrefix("timeline") }
        #expect(lines == ["info [timeline]: loading 3 items", "error [timeline]: failed", "debug: plain", "error [net]: count 2 of <private>",
                          "default: hello ana <private>", "notice [config]: from a log", "printed"], "\(lines)")
    }

    /// What Console shows: strings `<private>` unless marked public, numbers in full,
    /// `format:` and `align:` applied; a plain string ignores the privacy.
    @Test func loggerMessagesShowPrivacyFormatAndAlignmentAsConsoleDoes() throws {
        let h = try Self.harness("""
            let logger = Logger(subsystem: "com.example.todo", category: "timeline")
            let name = "Ana"
            let count = 7
            let ratio = 0.4567
            logger.info("user \\(name) has \\(count) items, \\(ratio) done, ok \\(true)")
            logger.notice("user \\(name, privacy: .public) \\(count, privacy: .private) \\(name, privacy: .private(mask: .hash))")
            logger.debug("[\\(ratio, format: .fixed(precision: 2))] [\\(count, align: .right(columns: 5))] [\\(name, privacy: .public, align: .left(columns: 5))]")
            logger.debug("hex \\(255, format: .hex) exp \\(ratio, format: .exponential(precision: 1)) \\(count, format: .decimal(minDigits: 3))")
            let plain = "\\(name, privacy: .private) \\(ratio, format: .fixed(precision: 1))"
            """, "plain")
        #expect(try h.value() == "Ana 0.5")
        let lines = h.traces.lines.filter { !$0.hasPrefix("timeline") }
        #expect(lines == ["info [timeline]: user <private> has 7 items, 0.4567 done, ok true",
                          "notice [timeline]: user Ana <private> <private>",
                          "debug [timeline]: [0.46] [    7] [Ana  ]",
                          "debug [timeline]: hex ff exp 4.6e-01 007"], "\(lines)")
    }

    /// Padding is capped at 1,000 columns; a longer text is left as it is.
    @Test func alignmentWiderThanTheCapLeavesALongTextAlone() throws {
        let h = try Self.harness("""
            let long = (0..<1500).map { _ in "x" }.joined()
            let padded = "\\(long, align: .left(columns: 5000))|\\(7, align: .right(columns: 3))"
            """, "padded.count")
        #expect(try h.value() == "1504")
    }

    @Test func anUnknownPrivacyIsACheckTimeError() throws {
        let errors = BuiltinHarness.errors(BuiltinHarness.source(statements: "Logger().info(\"n \\(1, privacy: .secret)\")", value: "1"))
        #expect(errors.count == 1 && errors[0].hasPrefix("5:40: ") && errors[0].contains("'.secret'"), "\(errors)")
    }

    static let twoWidgets = """
        entry E { var v: String }
        provider P {
            placeholder { E(v: "") }
            timeline { return Timeline(entries: [E(v: "x")], policy: .never) }
        }
        intent ReloadB {
            perform { WidgetCenter.shared.reloadTimelines(ofKind: "B") }
        }
        intent ReloadAll {
            perform { WidgetCenter.shared.reloadAllTimelines() }
        }
        intent ReloadControlB {
            perform { ControlCenter.shared.reloadControls(ofKind: "B") }
        }
        intent ReloadAllControls {
            perform { ControlCenter.shared.reloadAllControls() }
        }
        widget A {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.v) }
        }
        widget B {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.v) }
        }
        """

    @Test func widgetCenterReloadsTheCachedTimelinesOfThatKind() throws {
        let session = try TestSession.open(Self.twoWidgets)
        _ = try session.timeline(widget: "A")
        _ = try session.timeline(widget: "B")
        #expect(try session.timeline(widget: "A").0?.fromCache == true)
        #expect(try session.timeline(widget: "B").0?.fromCache == true)
        try session.perform(intent: "ReloadB", arguments: [:])
        #expect(try session.timeline(widget: "A").0?.fromCache == true)
        #expect(try session.timeline(widget: "B").0?.fromCache == false)
        try session.perform(intent: "ReloadAll", arguments: [:])
        #expect(try session.timeline(widget: "A").0?.fromCache == false)
        #expect(try session.timeline(widget: "B").0?.fromCache == false)
    }

    /// iOS 18's `ControlCenter` asks a control of a kind (or every one) again, as WidgetCenter does a widget's timeline.
    @Test func controlCenterReloadsThatKind() throws {
        let session = try TestSession.open(Self.twoWidgets)
        _ = try session.timeline(widget: "A")
        _ = try session.timeline(widget: "B")
        try session.perform(intent: "ReloadControlB", arguments: [:])
        #expect(try session.timeline(widget: "A").0?.fromCache == true)
        #expect(try session.timeline(widget: "B").0?.fromCache == false)
        try session.perform(intent: "ReloadAllControls", arguments: [:])
        #expect(try session.timeline(widget: "A").0?.fromCache == false)
    }

    @Test func aUIImageFromDataIsAnImageValue() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: PackagePaths.path("Tests/widgetryTests/Fixtures/images/checker.png")))
        let h = try Self.harness("let image = UIImage(data: Data(base64Encoded: \"\(png.base64EncodedString())\")!)", "image == nil ? \"nil\" : \"image\"")
        #expect(try h.value() == "image")
        let notImage = try Self.harness("let image = UIImage(data: \"text\".data(using: .utf8)!)", "image == nil")
        #expect(try notImage.value() == "true")
        // Its size is its pixels' (8 × 8) at scale 1; a symbol has no pixels here.
        let sized = try Self.harness("let image = UIImage(data: Data(base64Encoded: \"\(png.base64EncodedString())\")!)!",
                                     "\"\\(image.size.width)x\\(image.size.height)@\\(image.scale) \\(UIImage(systemName: \"star\")?.size.width ?? -1)\"")
        #expect(try sized.value() == "8.0x8.0@1.0 0.0")
    }

    @Test func bundleMainIsTheWidgetsFolder() throws {
        let folder = PackagePaths.temporaryDirectory("bundle")
        try "[\"a\"]".write(to: folder.appendingPathComponent("quotes.json"), atomically: true, encoding: .utf8)
        let h = try Self.harness("""
            let url = Bundle.main.url(forResource: "quotes", withExtension: "json")!
            let data = try Data(contentsOf: url)
            let missing = Bundle.main.path(forResource: "nothing", ofType: "json")
            """, #""\(data.count) \(missing == nil) \(url.lastPathComponent) \(Bundle.main.bundleIdentifier ?? "-")""#, folder: folder)
        #expect(try h.value() == "5 true quotes.json widgetry.test")
    }

    /// A Swift view may read its own bundle's files, as on iOS (`static var all` of a model reading a JSON file shipped
    /// with the widget, called from a body); a fetch from a view is still refused, as a catchable error.
    @Test func aSwiftViewReadsItsBundleButDoesNotFetch() throws {
        let folder = PackagePaths.temporaryDirectory("bundle-view")
        try "[\"Nowruz\", \"Yalda\"]".write(to: folder.appendingPathComponent("events.json"), atomically: true, encoding: .utf8)
        let source = SwiftWidgetSource.withEntryAndProvider("""
        enum Events {
            static var all: [String] {
                guard let url = Bundle.main.url(forResource: "events", withExtension: "json"),
                      let data = try? Data(contentsOf: url) else { return [] }
                return (try? JSONDecoder().decode([String].self, from: data)) ?? []
            }
            static var remote: String {
                (try? Data(contentsOf: URL(string: "https://example.com/events.json")!)).map { _ in "fetched" } ?? "not fetched"
            }
        }
        struct V: View {
            var body: some View { Text("\\(Events.all.joined(separator: ", ")) \\(Events.remote)") }
        }
        struct W: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in V() } } }
        """)
        let path = folder.appendingPathComponent("W.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let program = try #require(WidgetCompiler.compile(SourceFile(path: path, text: source)).program)
        let session = try WidgetSession(program: program, options: SessionOptions(storePath: folder.appendingPathComponent("s.sqlite").path))
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        #expect(text.contains("Nowruz, Yalda not fetched"), "\(text)")
    }

    /// A provider that reads a file shipped with the widget through `URLSession` (`dataTask(with:)` of a bundle's file URL,
    /// as iOS allows) gets its bytes and a plain `URLResponse`; a file that is not there is the task's error.
    @Test func aDataTaskReadsAFileURLOfTheBundle() throws {
        let folder = PackagePaths.temporaryDirectory("bundle-task")
        try #"[{"name": "Milano"}, {"name": "Roma"}]"#.write(to: folder.appendingPathComponent("cities.json"), atomically: true, encoding: .utf8)
        let source = """
        import WidgetKit
        import SwiftUI
        typealias TaskCities = [TaskCity]
        struct TaskCity: Codable { let name: String }
        struct CityEntry: TimelineEntry { let date: Date; let text: String }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> CityEntry { CityEntry(date: .now, text: "placeholder") }
            func getSnapshot(in context: Context, completion: @escaping (CityEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<CityEntry>) -> Void) {
                let url = Bundle.main.url(forResource: "cities", withExtension: "json")!
                let missing = url.deletingLastPathComponent().appendingPathComponent("none.json")
                URLSession.shared.dataTask(with: URLRequest(url: url)) { data, response, _ in
                    let cities = try! JSONDecoder().decode(TaskCities.self, from: data!)
                    URLSession.shared.dataTask(with: missing) { other, _, error in
                        let text = cities.map(\\.name).joined(separator: "+") + " \\(response?.expectedContentLength ?? -1)"
                            + " \\((response as? HTTPURLResponse) == nil) \\(other == nil) \\(error != nil)"
                        completion(Timeline(entries: [CityEntry(date: .now, text: text)], policy: .never))
                    }.resume()
                }.resume()
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { Text($0.text) } }
        }
        """
        let path = folder.appendingPathComponent("W.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let compiled = WidgetCompiler.compile(SourceFile(path: path, text: source))
        let program = try #require(compiled.program, "\(compiled.diagnostics)")
        let session = try WidgetSession(program: program, options: SessionOptions(storePath: folder.appendingPathComponent("s.sqlite").path))
        let text = try session.render(widget: "W", family: "systemMedium").result.text
        #expect(text.contains("Milano+Roma 38 true true true"), "\(text)")
    }

    /// `Bundle(path:)` of a folder inside the widget's (a language's `.lproj`, as apps find theirs) is a bundle; a path
    /// with no folder, or outside the widget's folder, is nil.
    @Test func aBundleOfAFolderOfTheWidgets() throws {
        let folder = PackagePaths.temporaryDirectory("bundle-path")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let h = try Self.harness("""
            let german = Bundle.main.path(forResource: "de", ofType: "lproj").flatMap { Bundle(path: $0) }
            let missing = Bundle(path: "fr.lproj")
            let outside = Bundle(path: "/tmp")
            """, #""\(german != nil) \(missing == nil) \(outside == nil)""#, folder: folder)
        let value = try h.value()
        #expect(value == "true true true", "\(value)")
    }

    @Test func textFilesAndFoldersOfTheContainer() throws {
        let h = try Self.harness("""
            let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.notes")!
            try "first".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
            try "second".write(to: folder.appendingPathComponent("b.txt"), atomically: true, encoding: .utf8)
            let text = try String(contentsOf: folder.appendingPathComponent("b.txt"), encoding: .utf8)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("a.txt"))
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let gone = try? String(contentsOf: folder.appendingPathComponent("a.txt"), encoding: .utf8)
            """, #""\(text) \(names) \(gone == nil)""#)
        #expect(try h.value() == #"second ["b.txt"] true"#)
        let outside = try Self.harness("try FileManager.default.removeItem(atPath: \"test.widget\")", "1")
        #expect(outside.failure().hasPrefix("\(outside.location(of: "FileManager.default.removeItem")): removing "), "\(outside.failure())")
        #expect(FileManager.default.fileExists(atPath: outside.folder.appendingPathComponent("test.widget").path))
    }

    /// Copying, moving and reading a file's attributes as Foundation does, inside the container; a place already taken is
    /// a `CocoaError` that `catch` catches, and a move from outside the container is a located error.
    @Test func filesAreCopiedMovedAndDescribedInsideTheContainer() throws {
        let h = try Self.harness("""
            let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.files")!
            let a = folder.appendingPathComponent("a.txt"), b = folder.appendingPathComponent("b.txt"), c = folder.appendingPathComponent("c.txt")
            try "hello".write(to: a, atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(at: a, to: b)
            try FileManager.default.moveItem(atPath: b.path, toPath: c.path)
            var taken = "free"
            do { try FileManager.default.copyItem(at: a, to: c) } catch { taken = "taken" }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let attributes = try FileManager.default.attributesOfItem(atPath: c.path)
            let size = attributes[.size] as? Int ?? -1
            let dated = attributes[FileAttributeKey.modificationDate] is Date
            let documents = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            """, #""\(names) \(taken) \(size) \(dated) \(documents.lastPathComponent)""#)
        #expect(try h.value() == #"["a.txt", "c.txt"] taken 5 true widget.documentDirectory"#)
        let moved = h.folder.appendingPathComponent(".widgetry/AppGroups/group.files/c.txt")
        #expect(try String(contentsOf: moved, encoding: .utf8) == "hello")
        let outside = try Self.harness("""
            let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.files")!
            try FileManager.default.moveItem(atPath: "test.widget", toPath: folder.appendingPathComponent("w").path)
            """, "1")
        #expect(outside.failure().hasPrefix("\(outside.location(of: "FileManager.default.moveItem")): moving "), "\(outside.failure())")
        #expect(FileManager.default.fileExists(atPath: outside.folder.appendingPathComponent("test.widget").path))
    }

    /// `UIDevice.current`: the iPhone whose screen `UIScreen.main` is, on iOS 18; code choosing a layout by idiom takes the phone's.
    @Test func theDeviceIsAnIPhone() throws {
        let h = try Self.harness("let device = UIDevice.current",
                                 #""\(device.systemName) \(device.systemVersion) \(device.model) \(device.userInterfaceIdiom == .pad ? "pad" : "phone") \(UIScreen.main.bounds.width)""#)
        #expect(try h.value() == "iOS 18.0 iPhone phone 393.0")
    }

    /// Folders and files made with FileManager: inside the container they are made (on disk); outside it a
    /// folder is a located error and a file is `false`, as outside a sandbox's own folders.
    @Test func foldersAndFilesMadeInTheContainer() throws {
        let h = try Self.harness("""
            let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.cache")!
            let images = folder.appendingPathComponent("images/small", isDirectory: true)
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true, attributes: nil)
            let made = FileManager.default.createFile(atPath: images.appendingPathComponent("a.txt").path, contents: "abc".data(using: .utf8), attributes: nil)
            try FileManager.default.setAttributes([:], ofItemAtPath: images.appendingPathComponent("a.txt").path)
            let text = try String(contentsOf: images.appendingPathComponent("a.txt"), encoding: .utf8)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path)
            let refused = FileManager.default.createFile(atPath: "elsewhere.txt", contents: nil, attributes: nil)
            let urls = try FileManager.default.contentsOfDirectory(at: images, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
            """, #""\(made) \(text) \(names) \(refused) \(urls.map(\.lastPathComponent)) \(urls.allSatisfy(\.isFileURL))""#)
        #expect(try h.value() == #"true abc ["small"] false ["a.txt"] true"#)
        #expect(!FileManager.default.fileExists(atPath: h.folder.appendingPathComponent("elsewhere.txt").path))
        let outside = try Self.harness("try FileManager.default.createDirectory(atPath: \"made\", withIntermediateDirectories: false, attributes: nil)", "1")
        #expect(outside.failure().hasPrefix("\(outside.location(of: "FileManager.default.createDirectory")): writing "), "\(outside.failure())")
    }
}
