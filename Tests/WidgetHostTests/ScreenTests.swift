import Foundation
import Testing
import WidgetRender
@testable import WidgetHost

/// The terminal screen as one grid, and the plain output's frames.
@Suite struct ScreenTests {
    static func widget(_ text: String) -> Canvas {
        WidgetRenderer.render(ViewNode(.text(text)), family: .systemSmall).canvas
    }

    static func lines(_ canvas: Canvas) -> [String] {
        (0..<canvas.height).map { canvas.line($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    @Test func oneWidgetWithItsDiagnosticsUnderIt() {
        var model = ScreenModel(title: "widgetry watch  todo.widget")
        model.tiles = [ScreenModel.TileView(caption: "todo.widget", canvas: Self.widget("Hello"), size: WidgetFamily.systemSmall.size)]
        model.detail = ["todo.widget:3:5: error: unknown view 'Txt'", "    Txt(\"x\")", "    ^~~"]
        model.status = "09:00:00 file changed"
        model.help = "q quit"
        let output = ScreenComposer(width: 40, height: 20).compose(model)
        let lines = Self.lines(output.canvas)
        #expect(lines[0] == " widgetry watch  todo.widget")
        #expect(lines[2] == " ╭────────────────────╮")
        #expect(lines[7].contains("Hello"))
        #expect(lines[14] == " todo.widget:3:5: error: unknown view")  // wrapped at the window's edge
        #expect(lines[15] == "   'Txt'")
        #expect(lines[16] == "     Txt(\"x\")")
        #expect(lines[17] == "     ^~~")
        #expect(lines[18] == " 09:00:00 file changed")
        #expect(lines[19] == " q quit")
        #expect(output.frames == [CellRect(x: 1, y: 2, width: 22, height: 11)])
    }

    @Test func severalWidgetsHaveCaptionsAndTheirOwnProblems() {
        var model = ScreenModel(title: "widgetry run  widgets · 2 widgets")
        model.problemRows = 2
        var broken = ScreenModel.TileView(caption: "broken.widget", canvas: nil, size: WidgetFamily.systemSmall.size)
        broken.problems = ["broken.widget:7:15: error: no provider"]
        model.tiles = [ScreenModel.TileView(caption: "a.widget · A · Small", canvas: Self.widget("A"), size: WidgetFamily.systemSmall.size), broken]
        let output = ScreenComposer(width: 60, height: 20).compose(model)
        let lines = Self.lines(output.canvas)
        #expect(lines[2].hasPrefix(" a.widget · A · Small"))
        #expect(lines[2].contains("broken.widget"))
        #expect(lines[14].contains("broken.widget:7:15:"))  // wrapped to the tile's width
        #expect(lines[15].contains("error: no provider"))
        #expect(output.frames == [CellRect(x: 1, y: 3, width: 22, height: 11), CellRect(x: 25, y: 3, width: 22, height: 11)])
    }

    @Test func aChangedWidgetRedrawsOnlyItsChangedRows() {
        var model = ScreenModel(title: "t")
        model.tiles = [ScreenModel.TileView(caption: "", canvas: Self.widget("Hello"), size: WidgetFamily.systemSmall.size)]
        let composer = ScreenComposer(width: 40, height: 16)
        let before = composer.compose(model).canvas
        model.tiles[0].canvas = Self.widget("Jello")
        let after = composer.compose(model).canvas
        let diff = CanvasDiff(from: before, to: after)
        #expect(diff.changedRows == [7])
        #expect(diff.changes.first?.columns == 9..<10)
    }

    @Test func plainOutputPrintsAFrameAfterAHeaderAndSkipsRepeats() {
        nonisolated(unsafe) var printed = ""
        let presenter = PlainPresenter(timeZoneIdentifier: "UTC") { printed += $0 }
        let time = Date(timeIntervalSince1970: 9 * 3600 + 0.25)
        let target = Target(widget: "ToDoWidget", family: "systemSmall")
        let change = PresentedChange(time: time, causes: [.storeChanged], file: "todo.widget", target: target, frame: "[frame]", problems: nil)
        presenter.update(changes: [change]) { ScreenModel(title: "") }
        #expect(printed == "--- 09:00:00.250 store changed · todo.widget · ToDoWidget · systemSmall\n[frame]\n")
        presenter.update(changes: [change]) { ScreenModel(title: "") }
        #expect(printed.components(separatedBy: "---").count == 2, "the same frame from a store check is not printed again")
        var save = change
        save.causes = [.fileChanged]
        presenter.update(changes: [save]) { ScreenModel(title: "") }
        #expect(printed.components(separatedBy: "---").count == 3, "a save always shows")
        var broken = save
        broken.problems = "todo.widget:1:1: error: x\n"
        presenter.update(changes: [broken]) { ScreenModel(title: "") }
        #expect(printed.hasSuffix("[frame]\ntodo.widget:1:1: error: x\n"))
    }

    @Test func retriesBackOffAndResetAfterASuccess() {
        var backoff = RetryBackoff()
        let start = Date(timeIntervalSince1970: 0)
        var delays: [TimeInterval] = []
        for _ in 0..<9 {
            backoff.failed(at: start)
            delays.append(backoff.delay)
        }
        #expect(delays == [5, 10, 20, 40, 80, 160, 300, 300, 300])
        #expect(backoff.due == start.addingTimeInterval(300))
        backoff.succeeded()
        #expect(backoff.due == nil)
        backoff.failed(at: start)
        #expect(backoff.delay == 5)
        backoff.failed(at: start, afterRetry: false)
        #expect(backoff.delay == 5, "a failure that was not a retry does not double the wait")
    }
}

/// Header and status times, formatted without ICU.
@Suite struct ClockTextTests {
    static func date(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    @Test(arguments: [
        ("2026-11-21T09:00:01.234Z", "UTC", "09:00:01.234", "2026-11-21 09:00:01"),
        ("2026-11-21T23:30:00.000Z", "Europe/Istanbul", "02:30:00.000", "2026-11-22 02:30:00"),
        ("2024-03-01T02:00:00.500Z", "America/New_York", "21:00:00.500", "2024-02-29 21:00:00"),
        ("1969-12-31T23:59:59.000Z", "UTC", "23:59:59.000", "1969-12-31 23:59:59"),
        ("2000-01-01T00:00:00.999Z", "UTC", "00:00:00.999", "2000-01-01 00:00:00"),
        ("2026-11-21T09:00:01.234Z", "Nowhere/Else", "09:00:01.234", "2026-11-21 09:00:01"),  // unknown: UTC
    ])
    func formats(_ iso: String, _ zone: String, _ time: String, _ dateTime: String) throws {
        let clock = ClockText(timeZoneIdentifier: zone)
        #expect(clock.time(Self.date(iso), milliseconds: true) == time)
        #expect(clock.dateTime(Self.date(iso)) == dateTime)
    }
}

extension ClockTextTests {
    @Test func datesFarAwayDoNotTrap() {
        let clock = ClockText(timeZoneIdentifier: "UTC")
        for date in [Date.distantFuture, Date.distantPast, Date(timeIntervalSince1970: 1e300), Date(timeIntervalSince1970: -.infinity)] {
            #expect(!clock.dateTime(date).isEmpty)
        }
    }
}
