import Foundation

/// The selected widget is a widget of a file, not a place on the screen: it
/// stays selected when files are added, removed or reloaded before it. When
/// its file goes, the widget now in its place is selected.
struct FocusKey: Equatable {
    var path: String
    /// Nil while the file has no frame yet.
    var widget: String?
}

extension LiveHost {
    func focusKey(_ entry: (file: WatchedFile, tile: Int?)) -> FocusKey {
        FocusKey(path: entry.file.path, widget: entry.tile.map { entry.file.tiles[$0].target.widget })
    }

    /// The index of the selected widget in `screenTiles()`.
    var selected: Int {
        get {
            let all = screenTiles()
            guard !all.isEmpty else { return 0 }
            if let focus {
                if let index = all.firstIndex(where: { focusKey($0) == focus }) { return index }
                if let index = all.firstIndex(where: { $0.file.path == focus.path }) { return index }
            }
            return min(focusIndex, all.count - 1)
        }
        set {
            let all = screenTiles()
            guard !all.isEmpty else { return }
            let index = min(max(newValue, 0), all.count - 1)
            focus = focusKey(all[index])
            focusIndex = index
        }
    }

    /// Holds on to the selected widget as it is now (its file may have
    /// gained a frame, or gone: then its neighbour is the one held).
    func pinFocus() {
        let all = screenTiles()
        guard !all.isEmpty else { return }
        let index = selected
        focus = focusKey(all[index])
        focusIndex = index
    }
}
