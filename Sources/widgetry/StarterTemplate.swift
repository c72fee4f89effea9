import Foundation

/// The widget `widgetry new` writes: every kind of declaration a widget
/// needs, commented, passing `check` and `test --record` as it is.
enum StarterTemplate {
    /// `my-widget` → `MyWidget`; a name that starts with a digit gets a `W`.
    static func typePrefix(_ name: String) -> String {
        var result = ""
        var upper = true
        for character in name {
            guard character.isLetter || character.isNumber else { upper = true; continue }
            result += upper ? character.uppercased() : String(character)
            upper = false
        }
        if result.first?.isNumber ?? true { result = "W" + result }
        return result
    }

    static func text(fileName: String, name: String, family: String) -> String {
        let prefix = typePrefix(name)
        let model = prefix + "Item"
        let renderCheck = family.hasPrefix("system")
            ? "expect(render(.\(family)).contains(\"Write a widget\"))"
            : "expect(!render(.\(family)).isEmpty)"
        let commands = [
            ("widgetry watch \(fileName)", "live preview; press a button's number to tap it"),
            ("widgetry test", "previews against __snapshots__, and the tests below"),
            ("widgetry fmt \(fileName)", "canonical layout"),
        ]
        let width = commands.map(\.0.count).max() ?? 0
        let usage = commands.map { "//   " + $0.0.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.1 }
        return """
        // \(fileName) — a starter widget. Try:
        //
        \(usage.joined(separator: "\n"))
        //
        // The language is Swift-flavoured: WidgetKit, AppIntents and SwiftData as
        // you know them (see Grammar.md).

        // A model is a record type kept in the store (.widgetry/store.sqlite next to
        // this file). Every model also gets `id: ID`. Widgets whose files share a
        // store share its models by name: \(model) is named after this widget so
        // another starter in the same folder gets a table of its own.
        model \(model) {
            var name: String
            var isDone: Bool = false
        }

        // Inserted once, when the store has no \(model) yet.
        seed {
            \(model)(name: "Write a widget")
            \(model)(name: "Preview it")
            \(model)(name: "Test it")
        }

        // What the widget shows at one moment. Every entry also has `date: Date`.
        entry \(prefix)Entry {
            var items: [\(model)]
        }

        // The provider: a placeholder (sample data, no I/O) and a timeline of
        // entries with a reload policy.
        provider \(prefix)Provider {
            placeholder { \(prefix)Entry(items: [\(model)(name: "Sample item")]) }

            timeline {
                let entry = \(prefix)Entry(items: \(model).all.prefix(3))
                return Timeline(entries: [entry], policy: .atEnd)
            }
        }

        // An intent changes data; a Button runs it (`widgetry tap \(fileName) 1`).
        // Afterwards the timeline reloads.
        intent ToggleItem {
            static let title = "Toggle Item"
            @Parameter(title: "Item ID") var id: String
            perform {
                if let item = \(model).find(id) {
                    item.isDone.toggle()
                }
            }
        }

        widget \(prefix)Widget {
            displayName: "\(prefix)"
            families: [.\(family)]
            provider: \(prefix)Provider
            body(entry) {
                VStack(alignment: .leading) {
                    Text("\(prefix)")
                        .font(.headline)
                    ForEach(entry.items) { item in
                        Button(intent: ToggleItem(id: item.id)) {
                            Label(item.name, systemImage: item.isDone ? "checkmark.circle.fill" : "circle")
                        }
                        .buttonStyle(.plain)
                    }
                }
                .containerBackground(.fill.tertiary, for: .widget)
            }
        }

        // Each entry is rendered by `widgetry test` and compared with
        // __snapshots__/\(name).\(family).N.txt (`widgetry test --record` writes them).
        preview \(prefix)Widget(.\(family)) {
            \(prefix)Entry(items: [\(model)(name: "Write a widget", isDone: true), \(model)(name: "Preview it")])
            \(prefix)Entry(items: [])
        }

        // Tests run on a fresh store with the seed inserted and the clock fixed.
        test "toggling an item marks it done" {
            let first = \(model).all[0]
            perform(ToggleItem(id: first.id))
            expect(\(model).find(first.id)?.isDone == true)
            \(renderCheck)
        }

        """
    }
}
