import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// A method of the program's `extension View` named as a SwiftUI modifier is an overload beside it, as in Swift:
/// `frame(side:)` of the program's and SwiftUI's `frame(width:height:alignment:)` are told apart by their labels.
@Suite struct SwiftViewExtensionOverloadTests {
    static let source = SwiftWidgetSource.withEntryAndProvider("""
    extension View {
        func frame(side: CGFloat, alignment: Alignment = .center) -> some View {
            self.frame(width: side, height: side, alignment: alignment)
        }
    }
    struct V: View {
        let entry: Entry
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) { Text("ab").frame(side: 32, alignment: .trailing); Text("|") }
                HStack(spacing: 0) { Text("c").frame(width: 24, height: 16, alignment: .leading); Text("|") }
            }
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "s", provider: Provider()) { V(entry: $0) } }
    }
    """)

    @Test func theProgramsOverloadAndTheModifierAreBothCalled() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: "W", family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let lines = (drawn.text ?? "").split(separator: "\n").map { Array($0) }
        let first = try #require(lines.firstIndex { String($0).contains("ab|") }), second = try #require(lines.firstIndex { String($0).contains("c  |") })
        let a = try #require(lines[first].firstIndex(of: "a")), c = try #require(lines[second].firstIndex(of: "c"))
        // `frame(side: 32, alignment: .trailing)`: 4 columns with the text at their end, 2 rows (the second empty);
        // `frame(width: 24, height: 16, alignment: .leading)`: 3 columns, 1 row, both rows starting at one column.
        #expect(a - c == 2, "\(drawn.text ?? "")")
        #expect(second - first == 2, "\(drawn.text ?? "")")
    }
}
