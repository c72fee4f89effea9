import Foundation
import WidgetRender
import WidgetRuntime

extension LiveHost {
    static let help = "1-9 press button · click · f family · r reload · t timeline · tab next widget · q quit"
    static let shortHelp = "1-9 press · f family · r reload · t timeline · tab · q quit"

    /// Hands what happened to the presenter, which prints or draws it.
    func present() {
        let pending = changes
        changes = []
        guard dirty || !pending.isEmpty else { return }
        dirty = false
        pinFocus()
        presenter.update(changes: pending) { screenModel() }
    }

    func screenModel() -> ScreenModel {
        let all = screenTiles()
        let several = all.count > 1
        var model = ScreenModel(title: title(all))
        model.problemRows = several ? 2 : 0
        model.help = Self.help
        model.shortHelp = Self.shortHelp
        let selected = self.selected
        if several { model.focus = selected }
        for (index, entry) in all.enumerated() {
            let file = entry.file
            let tile = entry.tile.map { file.tiles[$0] }
            let problems = [file.fileProblems, tile?.problems].compactMap { $0 }.joined()
            let family = tile.flatMap { WidgetFamily(name: $0.target.family) } ?? .systemSmall
            var view = ScreenModel.TileView(caption: caption(file, tile, widgetsInFile: file.tiles.count), canvas: tile?.result?.canvas, size: family.size)
            view.isPlaceholder = tile?.isPlaceholder ?? false
            view.images = tile?.result?.images ?? []
            view.isSelected = several && index == selected
            view.problems = Self.lines(problems).filter { !$0.isEmpty }
            model.tiles.append(view)
        }
        if let (file, tileIndex) = selectedTile {
            if let text = file.timelineText {
                model.detail = Self.lines(text).filter { !$0.isEmpty }
            } else {
                let problems = [file.fileProblems, tileIndex.flatMap { file.tiles[$0].problems }].compactMap { $0 }.joined()
                model.detail = Self.lines(problems)
                while model.detail.last?.isEmpty == true { model.detail.removeLast() }
                model.detailIsError = true
            }
            if !file.messages.isEmpty { model.detail = file.messages + model.detail }
            model.status = status(file) + LinkStatus.text(tileIndex.flatMap { file.tiles[$0].result })
        } else {
            model.detail = ["no widget files in \(targetName) yet; add one and it appears here"]
        }
        return model
    }

    /// The lines of a text (split on the newline character, empty lines kept).
    static func lines(_ text: String) -> [String] {
        text.split(separator: Character("\n"), omittingEmptySubsequences: false).map(String.init)
    }

    var targetName: String {
        switch configuration.target {
        case .file(let path), .folder(let path): return path
        case .module(let module): return module.path
        }
    }

    func title(_ all: [(file: WatchedFile, tile: Int?)]) -> String {
        let command = configuration.commandName ?? (isFolder ? "widgetry run" : "widgetry watch")
        if all.count == 1, let (file, tileIndex) = all.first {
            let target = tileIndex.map { file.tiles[$0].target }
            return "\(command)  \(file.name)" + (target.map { " · \($0.widget) · \($0.family)" } ?? "")
        }
        return "\(command)  \(targetName) · \(all.count) widget\(all.count == 1 ? "" : "s")"
    }

    /// `todo.widget · Small`; the widget's name too when the file shows several.
    func caption(_ file: WatchedFile, _ tile: Tile?, widgetsInFile: Int) -> String {
        guard let tile else { return file.name }
        var family = Substring(tile.target.family)
        for prefix in ["system", "accessory"] where family.hasPrefix(prefix) { family = family.dropFirst(prefix.count) }
        return widgetsInFile > 1 ? "\(file.name) · \(tile.target.widget) · \(family)" : "\(file.name) · \(family)"
    }

    func status(_ file: WatchedFile) -> String {
        let clock = ClockText(timeZoneIdentifier: configuration.session.dates.timeZoneIdentifier)
        if file.isBusy, file.loadingShown { return "⟳ loading the timeline…" }
        var text = "\(clock.time(file.lastUpdate)) \(file.lastCauses.map(\.description).joined(separator: ", "))"
        if let due = file.retry.due {
            text += " · retry at \(clock.time(due))"
        } else if let schedule = file.schedule {
            let what = switch schedule.kind {
            case .entry: "entry"
            case .policyReload: "reload"
            case .clockTick: "tick"
            }
            text += " · next \(what) at \(clock.time(schedule.date))"
        }
        return text
    }
}
