import Foundation
import TerminalSafety
import WidgetRender

/// Something that happened to one widget (or to a file that has no widget
/// on screen yet), for output that is read line by line.
struct PresentedChange {
    var time: Date
    var causes: [ReloadCause]
    var file: String
    var target: Target?
    /// The frame now on screen (the last good one when drawing failed).
    var frame: String?
    var isPlaceholder = false
    /// Diagnostics shown under the frame.
    var problems: String?
    /// Intent messages, the timeline text (`t`): printed once, never compared.
    var notes: [String] = []
}

/// Shows the host's state to the user.
protocol Presenter: AnyObject {
    /// Called after each batch of events: `changes` are what happened, `screen`
    /// builds the whole picture (only asked for when it is drawn).
    func update(changes: [PresentedChange], screen: () -> ScreenModel)
    /// The window changed size (or was disturbed): draw everything again.
    func invalidate()
    /// Where each tile's frame is on screen, for mouse clicks.
    var tileFrames: [CellRect?] { get }
}

/// Not a terminal: each new frame printed after a header line with the time
/// and the cause, then its problems, so a pipe (or a test) can follow along:
///
///     --- 09:00:01.234 file changed: todo.widget · ToDoWidget · systemSmall
///     ╭────────────────────╮
///     …
///
/// A frame that looks exactly like the one printed before is printed again
/// only when the user caused it (a save, a key); store checks and timer
/// ticks that change nothing print nothing.
final class PlainPresenter: Presenter {
    private var printed: [String: String] = [:]
    private let clock: ClockText
    private let write: (String) -> Void

    init(timeZoneIdentifier: String, write: @escaping (String) -> Void = OutputWriter.write) {
        clock = ClockText(timeZoneIdentifier: timeZoneIdentifier)
        self.write = write
    }

    var tileFrames: [CellRect?] { [] }

    func invalidate() {}

    func update(changes: [PresentedChange], screen: () -> ScreenModel) {
        var out = ""
        for change in changes {
            let key = change.file + "#" + (change.target.map { "\($0.widget)#\($0.family)" } ?? "")
            // The frame is the renderer's (its colours are ours); everything else is made terminal-safe.
            let body = (change.frame.map { $0 + "\n" } ?? "") + SafeText.visible(change.problems ?? "")
            let show = printed[key] != body || change.causes.contains { $0.alwaysShows }
            if show || !change.notes.isEmpty {
                var header = "--- \(clock.time(change.time, milliseconds: true)) \(change.causes.map(\.description).joined(separator: ", "))"
                header += " · \(change.file)"
                if let target = change.target { header += " · \(target.widget) · \(target.family)" }
                if change.isPlaceholder { header += " (placeholder)" }
                out += SafeText.visible(header) + "\n"
                if show {
                    out += body
                    printed[key] = body
                }
                for note in change.notes { out += SafeText.visible(note.hasSuffix("\n") ? note : note + "\n") }
            }
        }
        if !out.isEmpty { write(out) }
    }
}

/// A terminal: the whole screen composed as one grid, and only the cells
/// that differ from the last grid written (a full redraw after a resize).
final class TerminalPresenter: Presenter {
    private var previous: Canvas?
    private let colorMode: ColorMode
    private(set) var tileFrames: [CellRect?] = []
    /// Full-resolution images, on a terminal that speaks the kitty graphics protocol.
    private var kitty: KittyGraphics?

    init(colorMode: ColorMode, environment: [String: String] = [:]) {
        self.colorMode = colorMode
        if KittyQuery.decision(environment: environment) == .on { useKittyGraphics() }
    }

    /// The terminal speaks the kitty graphics protocol (its environment or its reply said so).
    func useKittyGraphics() {
        if colorMode != .none, kitty == nil { kitty = KittyGraphics() }
    }

    func invalidate() {
        previous = nil
        kitty?.invalidate()
    }

    func update(changes: [PresentedChange], screen: () -> ScreenModel) {
        let size = TerminalDevice.size() ?? (columns: 80, rows: 24)
        let output = ScreenComposer(width: size.columns, height: size.rows).compose(screen())
        tileFrames = output.frames
        var text = ""
        if let previous, previous.width == output.canvas.width, previous.height == output.canvas.height {
            let diff = CanvasDiff(from: previous, to: output.canvas)
            if diff.isEmpty { return }
            text = diff.terminalUpdate(output.canvas, mode: colorMode)
        } else {
            kitty?.invalidate()
            text = "\u{1B}[0m\u{1B}[2J"
            text += CanvasDiff(from: Canvas(width: 0, height: 0), to: output.canvas).terminalUpdate(output.canvas, mode: colorMode)
        }
        previous = output.canvas
        if let kitty { text += kitty.update(output.images) }
        OutputWriter.write(text)
    }
}
