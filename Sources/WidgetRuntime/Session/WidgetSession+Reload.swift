import Foundation

extension WidgetSession {
    /// `WidgetCenter.shared.reloadTimelines(ofKind:)` (nil: `reloadAllTimelines()`): the cached
    /// timelines of those widgets are made invalid, so the next render or the host reloads them.
    /// A widget's kind is its name. An unknown kind does nothing, as in WidgetKit.
    func attachWidgetCenter(_ loader: SourceLoader) {
        loader.reloadTimelines = { [weak self] kind in
            guard let self else { return }
            for widget in self.program.drawnWidgetNames where kind == nil || kind == widget {
                self.trace("reload \(widget)'s timeline (WidgetCenter)")
                try self.invalidateTimeline(widget: widget)
            }
        }
    }
}
