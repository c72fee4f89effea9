/// View trees of the seed widgets, built by hand: for tests, benchmarks and
/// previews of the renderer without the language.
public enum SampleWidgets {
    /// seed 000's `ToDoWidgetEntryView`: a title, then per to-do a button
    /// with a circle glyph, the name (one line) and a divider.
    public static func todo(_ items: [(name: String, isDone: Bool)] = [
        ("Go to the gym", false), ("Join the meeting at ten", true), ("Walk the dog", false),
    ]) -> ViewNode {
        let rows: [ViewNode] = items.enumerated().map { index, item in
            .hStack([
                .button(ButtonAction(intent: "ComplateToDoIntent", arguments: [String(index + 1)]),
                        .image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(.named(.blue)))
                    .buttonStyle(.plain),
                .vStack(alignment: .leading, [
                    .text(item.name).lineLimit(1).strikethrough(item.isDone),
                    .divider,
                ]),
            ])
        }
        let list: ViewNode = items.isEmpty ? .vStack([.text("ToDos Completed")]) : .vStack(rows)
        return .vStack([
            .text("ToDo Items").fontWeight(.bold).padding(.bottom, 5),
            list,
        ])
    }
}
