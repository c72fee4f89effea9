import Foundation
import Testing
import WidgetRender
@testable import WidgetHost

/// Nothing that matters is cut: long lines wrap, names shorten in the middle.
@Suite struct LineFittingTests {
    static func lines(_ canvas: Canvas) -> [String] {
        (0..<canvas.height).map { canvas.line($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    @Test func wrapsAtSpacesAndIndentsTheRest() {
        #expect(LineFitting.wrap("widgets/broken.widget:7:15: error: unknown provider 'NoSuchProvider'", width: 22)
                == ["widgets/broken.widget:", "  7:15: error: unknown", "  provider", "  'NoSuchProvider'"])
        #expect(LineFitting.wrap("short", width: 22) == ["short"])
        #expect(LineFitting.wrap("abcdefghij", width: 4) == ["abcd", "  ef", "  gh", "  ij"])
        #expect(LineFitting.wrap("界界界", width: 3) == ["界", "界", "界"], "a wide character is never split")
    }

    @Test func abbreviatesFromTheMiddle() {
        #expect(LineFitting.abbreviate("very-long-folder-name/broken.widget · Small", width: 22) == "very-long-f…et · Small")
        #expect(LineFitting.width(LineFitting.abbreviate("very-long-folder-name/broken.widget · Small", width: 22)) == 22)
        #expect(LineFitting.abbreviate("todo.widget · Small", width: 22) == "todo.widget · Small")
    }

    @Test func aSmallWindowKeepsTheEndsOfItsLines() {
        var model = ScreenModel(title: "widgetry run  /home/someone/projects/dashboards/widgets · 3 widgets")
        model.problemRows = 2
        var broken = ScreenModel.TileView(caption: "a-rather-long-file-name-for-a-widget.widget · Small", canvas: nil,
                                          size: WidgetFamily.systemSmall.size)
        broken.problems = ["widgets/broken.widget:7:15: error: unknown provider 'NoSuchProvider'"]
        broken.isSelected = true
        model.tiles = [broken, ScreenModel.TileView(caption: "team.widget · Medium", canvas: nil, size: WidgetFamily.systemMedium.size)]
        model.focus = 0
        model.detail = broken.problems + ["    provider: NoSuchProvider", "              ^~~~~~~~~~~~~~"]
        model.detailIsError = true
        model.status = "09:00:00 started, file changed, data changed: users.json · retry at 09:01:00"
        model.help = "1-9 press button · click · f family · r reload · t timeline · tab next widget · q quit"
        model.shortHelp = "1-9 press · f family · r reload · t timeline · tab · q quit"
        let lines = Self.lines(ScreenComposer(width: 60, height: 20).compose(model).canvas)
        #expect(lines[0].hasPrefix(" widgetry run  /home/some") && lines[0].hasSuffix("s · 3 widgets"), "the title's ends: \(lines[0])")
        #expect(lines[0].contains("…"))
        #expect(lines[2].hasPrefix(" a-rather-l") && lines[2].contains("…") && lines[2].contains("· Small"), "\(lines[2])")
        let screen = lines.joined(separator: "\n")
        #expect(screen.contains("unknown provider") && screen.contains("'NoSuchProvider'"), "the selected tile's error in full:\n\(screen)")
        #expect(lines[17] == " 09:00:00 started, file changed, data changed: users.json ·", "\(screen)")
        #expect(lines[18] == "   retry at 09:01:00", "the status wraps: \(screen)")
        #expect(lines[19] == " 1-9 press · f family · r reload · t timeline · tab · q quit", "\(screen)")
    }

    @Test func aLongTimelineLineWraps() {
        var model = ScreenModel(title: "widgetry watch  users.widget")
        model.tiles = [ScreenModel.TileView(caption: "", canvas: nil, size: WidgetFamily.systemSmall.size)]
        model.detail = ["Timeline of UsersWidget: 1 entry, policy .atEnd, made 2026-11-21 09:00",
                        " ▶ 2026-11-21 09:00  UsersEntry(users: [User(name: \"Leanne Graham\"), User(name: \"Ervin Howell\")])"]
        let lines = Self.lines(ScreenComposer(width: 60, height: 24).compose(model).canvas)
        let screen = lines.joined(separator: "\n")
        #expect(screen.contains("\"Ervin Howell\")])"), "the end of the entry is on screen:\n\(screen)")
        #expect(lines.allSatisfy { LineFitting.width($0) <= 60 })
    }
}
