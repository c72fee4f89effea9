import Foundation
import Testing
import WidgetTestSupport

/// `WIDGETRY_WIDTH` reaches the renderer of the real binary: with `legacy`
/// (tmux 3.3a's widths) `✈️` takes one cell and `👍🏽` four, so the padding
/// around them changes and the border stays where tmux puts it.
@Suite struct EmojiWidthCommandTests {
    static let widget = """
        entry RowsEntry {
            var note: String
        }
        provider RowsProvider {
            placeholder { RowsEntry(note: "") }
            timeline { Timeline(entries: [RowsEntry(note: "")], policy: .never) }
        }
        widget RowsWidget {
            families: [.systemSmall]
            provider: RowsProvider
            body(entry) {
                VStack(alignment: .leading) {
                    Text("✈️ Trip")
                    Text("👍🏽 Liked")
                    Text("Plain row here")
                }
            }
        }
        """

    func render(_ environment: [String: String]) throws -> [String] {
        let folder = PackagePaths.temporaryDirectory("widgetry-width")
        let file = folder.appendingPathComponent("rows.widget")
        try Self.widget.write(to: file, atomically: true, encoding: .utf8)
        let output = CommandRunner.widgetry(["render", file.path, "--plain", "--store", folder.appendingPathComponent("s.sqlite").path],
                                            environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout.components(separatedBy: "\n")
    }

    @Test func legacyWidthsPadTheRowsForTmux() throws {
        let modern = try render(["WIDGETRY_WIDTH": "modern"])
        let legacy = try render(["WIDGETRY_WIDTH": "legacy"])
        let modernTrip = try #require(modern.first { $0.contains("✈️") })
        let legacyTrip = try #require(legacy.first { $0.contains("✈️") })
        let modernLiked = try #require(modern.first { $0.contains("👍🏽") })
        let legacyLiked = try #require(legacy.first { $0.contains("👍🏽") })
        // Characters: the cluster counts one, so a narrower cluster needs one more space.
        #expect(legacyTrip.count == modernTrip.count + 1, "\(legacyTrip)")
        #expect(legacyLiked.count == modernLiked.count - 2, "\(legacyLiked)")
        #expect(modern.count == legacy.count)
        #expect(modernTrip.hasSuffix("│") && legacyTrip.hasSuffix("│"))
    }
}
