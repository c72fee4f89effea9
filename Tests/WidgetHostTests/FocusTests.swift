import Foundation
import Testing
import WidgetRender
import WidgetTestSupport
@testable import WidgetHost

/// The selected widget is always on screen, and stays selected when files
/// come and go.
@Suite(.serialized) struct FocusTests {
    static func tile(_ caption: String, _ family: WidgetFamily) -> ScreenModel.TileView {
        ScreenModel.TileView(caption: caption, canvas: nil, size: family.size)
    }

    @Test func aSelectedWidgetThatWouldNotFitIsScrolledIntoView() {
        var model = ScreenModel(title: "widgetry run  . · 3 widgets")
        model.problemRows = 2
        model.tiles = [Self.tile("broken.widget", .systemSmall), Self.tile("team.widget · Medium", .systemMedium),
                       Self.tile("todo.widget · Small", .systemSmall)]
        let composer = ScreenComposer(width: 60, height: 20)
        #expect(composer.compose(model).frames.map { $0 != nil } == [true, false, false])
        model.focus = 2
        let output = composer.compose(model)
        #expect(output.frames.map { $0 != nil } == [false, false, true])
        let lines = (0..<output.canvas.height).map { output.canvas.line($0) }
        #expect(lines.contains { $0.contains("todo.widget · Small") })
        #expect(lines.contains { $0.contains("(2 more widgets do not fit the window; Tab shows them)") })
    }

    @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
    func focusStaysOnItsWidgetWhenAFileIsAddedAndIsAlwaysOnScreen() throws {
        let box = HostSandbox(["todo.widget", "team.widget"], fixtures: ["broken.widget"])
        let binary = try #require(CommandRunner.executable("widgetry")?.path)
        let tmux = Tmux()
        defer { tmux.kill() }
        tmux.start("'\(binary)' run . --store store.sqlite; sleep 60", in: box.folder, width: 60, height: 20)
        #expect(tmux.waitFor { $0.contains("do not fit the window") && $0.contains("broken.widget") }, "\(tmux.screen())")
        // Nothing that matters is cut at 60 × 20: the selected file's error in full, the key line to its end.
        #expect(tmux.waitFor { $0.contains("'NoSuchProvider'") && $0.contains("tab · q quit") }, "\(tmux.screen())")
        // todo.widget, third and off screen at 60 × 20, comes into view when selected.
        tmux.press("Tab")
        tmux.press("Tab")
        #expect(tmux.waitFor { TerminalWatchTests.row($0, containing: "Go to the gym").contains("○") }, "\(tmux.screen())")
        // A file that sorts first is added: the selection stays on todo.widget.
        box.copy(PackagePaths.path("Tests/WidgetHostTests/Fixtures/ticking.widget"), as: "aaa.widget")
        #expect(tmux.waitFor { $0.contains("4 widgets") }, "\(tmux.screen())")
        tmux.press("1")
        #expect(tmux.waitFor { TerminalWatchTests.row($0, containing: "Go to the gym").contains("●") }, "\(tmux.screen())")
        #expect(tmux.screen().contains("button 1 pressed"), "\(tmux.screen())")
        tmux.press("q")
    }
}
