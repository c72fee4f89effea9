import Foundation

/// Generated widget code of a given size, for the language server's tests and
/// its bench: every block declares a type with fields and a method, and a view
/// that uses them, so names resolve across the text (and across files).
public enum LargeModule {
    /// One `.widget` file of about `lines` lines that checks without errors.
    public static func widgetText(lines: Int) -> String {
        var text = """
        model Item {
            var name: String
            var count: Int = 0
        }

        entry ItemsEntry {
            var items: [Item]
        }

        provider ItemsProvider {
            placeholder { ItemsEntry(items: []) }
            timeline {
                return Timeline(entries: [ItemsEntry(items: Item.all)], policy: .atEnd)
            }
        }

        widget ItemsWidget {
            displayName: "Items"
            families: [.systemSmall]
            provider: ItemsProvider
            body(entry) {
                VStack {
                    Text("Items").fontWeight(.bold)
                    Row0(item: entry.items[0])
                }
            }
        }

        """
        var index = 0
        while text.split(separator: "\n", omittingEmptySubsequences: false).count < lines {
            text += """

            func label\(index)(_ item: Item) -> String {
                let total = item.count * 2 + \(index)
                return "\\(item.name): \\(total)"
            }

            view Row\(index)(item: Item) {
                HStack {
                    Text(label\(index)(item))
                        .font(.headline)
                    Spacer()
                    Image(systemName: "circle")
                        .foregroundStyle(.blue)
                }
            }

            """
            index += 1
        }
        return text
    }

    /// A folder module of `files` Swift files, about `lines` lines in all, written into
    /// `folder`; returns the files' paths. `Widget.swift` holds the widget, the others types and views.
    @discardableResult
    public static func writeSwiftModule(to folder: URL, files: Int, lines: Int) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let main = """
        import WidgetKit
        import SwiftUI

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> ItemsEntry {
                ItemsEntry(items: [Item0_0(name: "first")])
            }

            func getSnapshot(in context: Context, completion: @escaping (ItemsEntry) -> ()) {
                completion(ItemsEntry(items: [Item0_0(name: "first")]))
            }

            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
                completion(Timeline(entries: [ItemsEntry(items: [Item0_0(name: "first")])], policy: .atEnd))
            }
        }

        struct ItemsEntry: TimelineEntry {
            let date: Date = .now
            var items: [Item0_0]
        }

        struct ItemsWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Items", provider: Provider()) { entry in
                    Row0_0(item: entry.items[0])
                }
                .supportedFamilies([.systemSmall])
            }
        }

        """
        var paths: [String] = []
        let mainPath = folder.appendingPathComponent("Widget.swift").path
        try main.write(toFile: mainPath, atomically: true, encoding: .utf8)
        paths.append(mainPath)
        let perFile = max(1, (lines - 30) / max(1, files - 1))
        for file in 0..<max(1, files - 1) {
            var text = "import SwiftUI\n"
            var index = 0
            while text.split(separator: "\n", omittingEmptySubsequences: false).count < perFile {
                text += """

                struct Item\(file)_\(index): Identifiable {
                    let id: String = UUID().uuidString
                    var name: String
                    var count: Int = 0

                    func label() -> String {
                        "\\(name): \\(count * 2 + \(index))"
                    }
                }

                struct Row\(file)_\(index): View {
                    var item: Item\(file)_\(index)

                    var body: some View {
                        HStack {
                            Text(item.label())
                                .font(.headline)
                            Spacer()
                            Image(systemName: "circle")
                                .foregroundStyle(.blue)
                        }
                    }
                }

                """
                index += 1
            }
            let path = folder.appendingPathComponent("Items\(file).swift").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return paths
    }
}
