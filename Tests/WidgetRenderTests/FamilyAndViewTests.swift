import Testing
@testable import WidgetRender

/// Each family's box, the to-do widget, the other view kinds, ViewThatFits.
let familyCases: [LayoutCase] = [
    LayoutCase("family-system-small", family: .systemSmall, .text("Hello")),
    LayoutCase("family-system-medium", family: .systemMedium,
               .hStack([.text("RepoWatcher").bold(), .spacer, .text("42")])),
    LayoutCase("family-system-large", family: .systemLarge,
               .vStack(alignment: .leading, [.text("Large"), .divider, .text("row")])),
    LayoutCase("family-system-extra-large", family: .systemExtraLarge,
               .text("Extra large").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
    LayoutCase("family-accessory-rectangular", family: .accessoryRectangular,
               .vStack(alignment: .leading, [.text("Next: Walk the dog at the park"), .text("3 left")])),
    LayoutCase("family-accessory-inline", family: .accessoryInline,
               .label("3 to-dos left, next: Walk the dog at the park", systemImage: "checklist")),
    LayoutCase("family-accessory-circular", family: .accessoryCircular,
               .vStack([.text("42"), .gauge(value: 0.5)])),
    LayoutCase("todo-small", family: .systemSmall, SampleWidgets.todo()),
    LayoutCase("todo-small-buttons", family: .systemSmall, buttons: true, SampleWidgets.todo()),
    LayoutCase("todo-small-empty", family: .systemSmall, SampleWidgets.todo([])),
    LayoutCase("todo-medium", family: .systemMedium, SampleWidgets.todo()),
    LayoutCase("repo-watcher-medium", family: .systemMedium,
               .hStack([
                   .vStack(alignment: .leading, [
                       .text("swift-widgets").font(.title2).fontWeight(.semibold).lineLimit(1),
                       .hStack([.label("999", systemImage: "star.fill"), .label("12", systemImage: "tuningfork"),
                                .label("4", systemImage: "exclamationmark.triangle.fill")]),
                   ]),
                   .spacer,
                   .text("63").bold().font(.system(size: 70, weight: nil)).foregroundStyle(.named(.pink)),
               ])),
    LayoutCase("view-that-fits-first", 20, 1,
               .viewThatFits(in: .horizontal, [.text("Walk the dog today"), .text("Walk"), .text("W")])),
    LayoutCase("view-that-fits-second", 10, 1,
               .viewThatFits(in: .horizontal, [.text("Walk the dog today"), .text("Walk"), .text("W")])),
    LayoutCase("view-that-fits-last", 3, 1,
               .viewThatFits(in: .horizontal, [.text("Walk the dog today"), .text("Walk"), .text("Wa")])),
    LayoutCase("view-that-fits-vertical", 12, 2,
               .viewThatFits(in: .vertical, [.text("1\n2\n3"), .text("one line")])),
    LayoutCase("label-icon-and-title", 12, 1, .label("Settings", systemImage: "gearshape")),
    LayoutCase("button-bordered", 12, 1,
               .button(ButtonAction(intent: "Add"), .text("Add")).buttonStyle(.bordered)),
    LayoutCase("toggle-on-fills-width", 14, 1, .toggle(isOn: true, .text("Wi-Fi"))),
    LayoutCase("toggle-off", 14, 1, .toggle(isOn: false, .text("Wi-Fi"))),
    LayoutCase("progress-half", 10, 1, .progress(value: 0.5)),
    LayoutCase("progress-with-label", 10, 2, .progress(value: 3, total: 4, label: .text("Upload"))),
    LayoutCase("progress-indeterminate", 5, 1, .progress(value: nil)),
    LayoutCase("gauge-range", 10, 1, .gauge(value: 25, in: 0...100)),
    LayoutCase("image-unknown-symbol", 5, 1, .hStack([.image(systemName: "no.such.symbol"), .text("?")])),
    LayoutCase("image-data-placeholder", 8, 3, .imageData()),
    LayoutCase("clip-shape-clips-overflow", 8, 1,
               .hStack(spacing: 0, [.text("|"), .text("abcdef").frame(width: 48).frame(width: 24).clipShape(.capsule),
                                    .text("|")])),
    LayoutCase("no-clip-overflows-neighbours", 8, 1,
               .hStack(spacing: 0, [.text("|"), .text("abcdef").frame(width: 48).frame(width: 24), .text("|")])),
    LayoutCase("empty-view-in-stack", 6, 2, .vStack([.empty, .text("only"), .empty])),
]

@Test("families and view kinds", arguments: familyCases)
func familyLayout(_ testCase: LayoutCase) {
    Golden.check(testCase)
}
