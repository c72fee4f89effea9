import Testing
@testable import WidgetRuntime

/// Foundation's classes as widget code holds them: an `NSCache<NSString, UIImage>` kept in a `let` of a
/// loader and filled from one method is read from another (a class: one cache for every holder); keys
/// made as `NSString` or `NSURL` find what was stored under the same text; a `DispatchWorkItem` given to
/// a queue runs unless it was cancelled; `NSLocale.current`, `NSCalendar.current` and `NSTimeZone.local`
/// are the session's `Locale`, `Calendar` and `TimeZone`.
@Suite struct SwiftFoundationClassesTests {
    static let source = SwiftWidgetDrawing.widget("""
        import UIKit

        final class ImageLoader {
            static let shared = ImageLoader()
            private let cache = NSCache<NSString, UIImage>()
            private let byURL = NSCache<NSURL, UIImage>()
            private var pending: DispatchWorkItem?

            init() { cache.countLimit = 50 }

            func store(_ image: UIImage, for key: String) {
                cache.setObject(image, forKey: key as NSString)
                if let url = NSURL(string: "https://example.com/\\(key).png") { byURL.setObject(image, forKey: url, cost: 1) }
            }

            func image(for key: String) -> UIImage? { cache.object(forKey: NSString(string: key)) }

            func image(at url: URL) -> UIImage? { byURL.object(forKey: url as NSURL) }

            func scheduleRefresh(_ action: @escaping () -> Void) {
                pending?.cancel()
                let item = DispatchWorkItem(block: action)
                pending = item
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)
            }
        }

        """, view: """
            var summary: String {
                let loader = ImageLoader.shared
                loader.store(UIImage(), for: "star")
                var refreshed = 0
                loader.scheduleRefresh { refreshed += 1 }
                let skipped = DispatchWorkItem { refreshed += 100 }
                skipped.cancel()
                DispatchQueue.main.async(execute: skipped)
                let found = loader.image(for: "star") != nil
                let missing = loader.image(for: "moon") == nil
                let byURL = loader.image(at: URL(string: "https://example.com/star.png")!) != nil
                let same = NSLocale.current.identifier == Locale.current.identifier
                    && NSCalendar.current.identifier == Calendar.current.identifier
                    && NSTimeZone.local.identifier == TimeZone.current.identifier
                return "cached \\(found) \\(missing) \\(byURL) ran \\(refreshed) \\(skipped.isCancelled) same \\(same)"
            }
            var body: some View { Text(summary) }
        """)

    @Test func aCacheKeptByALoaderIsSharedAndAWorkItemRunsUnlessCancelled() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["cached true true true ran 1 true same true"])
    }

    /// A widget whose provider's timeline runs `code`, which makes `summary`, and draws it: what a test of code that
    /// changes the store (not allowed in a view) is drawn with.
    static func summaryWidget(_ declarations: String = "", timeline code: String) -> String {
        let indented = code.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return """
            import WidgetKit
            import SwiftUI

            \(declarations)
            struct E: TimelineEntry { let date: Date; let summary: String }
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date(), summary: "") }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            \(indented)
                    completion(Timeline(entries: [E(date: Date(), summary: summary)], policy: .never))
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "w", provider: P()) { Text($0.summary) }.supportedFamilies([.systemMedium])
                }
            }
            """
    }

    /// `stringArray(forKey:)`: the strings stored under a key, nil for a key that holds something else or nothing;
    /// `dictionaryRepresentation()`: the keys that hold a value (Clash-Dash looks for its servers' keys among them).
    @Test func aDefaultsStoreGivesBackItsStringArrays() throws {
        let source = Self.summaryWidget(timeline: """
            let defaults = UserDefaults(suiteName: "group.example.menu")
            defaults?.set(["rice", "soup"], forKey: "menu")
            defaults?.set([1, 2], forKey: "numbers")
            let menu = defaults?.stringArray(forKey: "menu") ?? []
            let numbers = defaults?.stringArray(forKey: "numbers")
            let none = defaults?.stringArray(forKey: "none")
            defaults?.removeObject(forKey: "none")
            let keys = (defaults?.dictionaryRepresentation() ?? [:]).keys.sorted().joined(separator: ",")
            let summary = "\\(menu.joined(separator: "+")) \\(numbers == nil) \\(none == nil) \\(keys)"
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["rice+soup true true menu,numbers"])
    }

    /// `float(forKey:)`: the Float stored (a Double or Int converted, 0 for nothing); `removePersistentDomain(forName:)`:
    /// every key of the store removed, as an app's "reset settings" does.
    @Test func aDefaultsStoreGivesFloatsAndForgetsItsDomain() throws {
        let source = Self.summaryWidget(timeline: """
            let defaults = UserDefaults(suiteName: "group.example.sound")
            defaults?.set(Float(0.75), forKey: "volume")
            defaults?.set(2, forKey: "speed")
            let volume = defaults?.float(forKey: "volume") ?? -1
            let speed = defaults?.float(forKey: "speed") ?? -1
            let none = defaults?.float(forKey: "none") ?? -1
            defaults?.removePersistentDomain(forName: "group.example.sound")
            let left = (defaults?.dictionaryRepresentation() ?? [:]).count
            let summary = "\\(volume) \\(speed) \\(none) \\(left) \\(defaults?.float(forKey: "volume") ?? -1)"
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["0.75 2.0 0.0 0 0.0"])
    }

    /// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` with an `IndexSet`, what a list's `onDelete` and
    /// `onMove` hand to the app's code (written out: SwiftUI is not on Linux; as Apple documents them).
    @Test func listOffsetsRemoveAndMoveElements() throws {
        let source = SwiftWidgetDrawing.widget("""
            func edited() -> String {
                var names = ["a", "b", "c", "d", "e"]
                names.remove(atOffsets: IndexSet([1, 3]))
                var moved = ["a", "b", "c", "d", "e"]
                moved.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
                var back = ["a", "b", "c", "d", "e"]
                back.move(fromOffsets: IndexSet([3, 4]), toOffset: 1)
                return names.joined() + " " + moved.joined() + " " + back.joined()
            }
            """, view: "    var body: some View { Text(edited()) }")
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["ace bcade adebc"])
    }

    /// `@NSManaged var` in `extension UserDefaults`: the value kept under the property's name, as key-value coding
    /// reads and writes it (AltStore's settings); a number or Bool not set reads 0 or false.
    @Test func managedDefaultsPropertiesAreTheValuesUnderTheirNames() throws {
        let source = Self.summaryWidget("""
            extension UserDefaults {
                @NSManaged var launchCount: Int
                @NSManaged var isDebugModeEnabled: Bool
                @NSManaged var preferredServerID: String?
                @NSManaged var recentNames: [String]?
            }
            """, timeline: """
            let defaults = UserDefaults(suiteName: "group.example.managed") ?? .standard
            let before = "\\(defaults.launchCount) \\(defaults.isDebugModeEnabled) \\(defaults.preferredServerID ?? "none")"
            defaults.launchCount += 2
            defaults.isDebugModeEnabled = true
            defaults.preferredServerID = "eu"
            defaults.recentNames = ["a", "b"]
            let after = "\\(defaults.integer(forKey: "launchCount")) \\(defaults.bool(forKey: "isDebugModeEnabled"))"
            let summary = before + " | " + after + " \\(defaults.string(forKey: "preferredServerID") ?? "none") \\(defaults.recentNames ?? [])"
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["0 false none | 2 true eu [\"a\", \"b\"]"])
    }

    /// Found in real widgets: a framework's bundle (`Bundle(for: Token.self)`, `Bundle(identifier:)`) is the widget's
    /// folder, as `Bundle.main` is (a framework is read into the target's module); `NSLog` writes to the log, not to
    /// the widget; `AnyShapeStyle(.red)` is the style it wraps, its `.red` a ShapeStyle's.
    @Test func frameworkBundlesNSLogAndAnyShapeStyle() throws {
        let source = """
            import WidgetKit
            import SwiftUI

            final class Token {}
            struct E: TimelineEntry { let date: Date; let same: Bool }
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date(), same: false) }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    let kit = Bundle(identifier: "com.example.Kit") ?? Bundle.main
                    NSLog("Loaded %d entries from %@", 1, kit.bundlePath)
                    let same = Bundle(for: Token.self).bundlePath == Bundle.main.bundlePath && kit.bundlePath == Bundle.main.bundlePath
                    completion(Timeline(entries: [E(date: Date(), same: same)], policy: .never))
                }
            }
            struct W: Widget {
                var style: AnyShapeStyle { AnyShapeStyle(.red) }
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "w", provider: P()) { entry in
                        Text(entry.same ? "one bundle" : "two bundles").foregroundStyle(AnyShapeStyle(.secondary))
                    }.supportedFamilies([.systemMedium])
                }
            }
            """
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["one bundle"])
    }
}
