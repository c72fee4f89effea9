import Foundation
import WidgetRender

/// Keys: `1`…`9` press a button of the selected widget, `f` cycles its
/// family, `r` reloads everything, `t` shows (and hides) the timeline, Tab
/// selects the next widget, `q` quits (status 0), Ctrl-C quits with status
/// 130 as an interrupted program does, Ctrl-Z suspends (`fg` draws it all
/// again). A left click on a button presses it.
extension LiveHost {
    /// Every widget on screen in order, with its file; a file that has no
    /// frame yet (it failed to load) takes one place too.
    func screenTiles() -> [(file: WatchedFile, tile: Int?)] {
        files.flatMap { file -> [(file: WatchedFile, tile: Int?)] in
            file.tiles.isEmpty ? [(file, nil)] : file.tiles.indices.map { (file, $0) }
        }
    }

    var selectedTile: (file: WatchedFile, tile: Int?)? {
        let all = screenTiles()
        guard !all.isEmpty else { return nil }
        return all[selected]
    }

    func handle(_ key: KeyEvent) {
        switch key {
        case .character("q"): quit(0)
        case .interrupt: quit(128 + SIGINT)
        case .suspend: suspend()
        case .character("r"): reloadAll()
        case .character("f"): cycleFamily()
        case .character("t"): toggleTimeline()
        case .tab:
            let count = screenTiles().count
            if count > 0 { selected = (selected + 1) % count }
            dirty = true
        case .escape:
            selectedTile?.file.timelineText = nil
            selectedTile?.file.timelineTarget = nil
            dirty = true
        case .character(let character):
            if let digit = character.wholeNumberValue, (1...9).contains(digit) { press(digit, at: selected) }
        case .mouse(let button, let column, let row, let isPress):
            if button == 0, isPress { click(column: column, row: row) }
        }
    }

    func press(_ number: Int, at index: Int) {
        let all = screenTiles()
        guard index < all.count, let tileIndex = all[index].tile else { return }
        let file = all[index].file
        if let result = file.tiles[tileIndex].result, number > result.buttons.count {
            // Nothing to press: say so, and do not claim a press that did not happen.
            let message = result.buttons.isEmpty ? "the widget has no buttons"
                : "no button \(number); the widget has buttons 1…\(result.buttons.count)"
            let now = Date()
            file.messages = [message]
            file.lastCauses = [.noButton(number)]
            file.lastUpdate = now
            record(file, causes: [.noButton(number)], notes: [message], time: now)
            dirty = true
            return
        }
        var job = WidgetJob(causes: [.button(number)])
        job.taps = [Tap(target: file.tiles[tileIndex].target, button: number)]
        file.request(job)
    }

    func click(column: Int, row: Int) {
        for (index, frame) in presenter.tileFrames.enumerated() {
            guard let frame, column >= frame.x, column < frame.maxX, row >= frame.y, row < frame.maxY else { continue }
            let all = screenTiles()
            guard index < all.count else { return }
            selected = index
            dirty = true
            if let tileIndex = all[index].tile,
               let button = all[index].file.tiles[tileIndex].result?.button(atX: column - frame.x, y: row - frame.y) {
                press(button.number, at: index)
            }
            return
        }
    }

    func reloadAll() {
        for file in files {
            var job = WidgetJob(causes: [.reloadKey])
            job.recompile = true
            job.forceTimeline = true
            file.request(job)
        }
    }

    func cycleFamily() {
        guard configuration.family != .all, let (file, tileIndex) = selectedTile, let tileIndex else { return }
        let tile = file.tiles[tileIndex]
        guard tile.families.count > 1 else { return }
        let current = tile.families.firstIndex(of: tile.target.family) ?? -1
        let next = tile.families[(current + 1) % tile.families.count]
        file.familyOverrides[tile.target.widget] = next
        var job = WidgetJob(causes: [.family(next)])
        job.redraw = true
        job.wantsPlaceholder = true
        file.request(job)
    }

    func toggleTimeline() {
        guard let (file, tileIndex) = selectedTile else { return }
        if file.timelineText != nil, configuration.interface == .terminal {
            file.timelineText = nil
            file.timelineTarget = nil
            dirty = true
            return
        }
        guard let tileIndex else { return }
        var job = WidgetJob(causes: [.timelineShown])
        job.describeTimeline = file.tiles[tileIndex].target
        if configuration.interface == .terminal { file.timelineTarget = job.describeTimeline }
        file.request(job)
    }
}
