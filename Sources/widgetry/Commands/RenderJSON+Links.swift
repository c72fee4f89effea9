import WidgetRender

extension RenderJSON {
    /// `"links"`: each `Link` with its URL and frame; `"widgetURL"`: the widget's
    /// `.widgetURL(...)` (the first one drawn) with the frame of the view it is on.
    static func addLinks(_ result: RenderResult, to object: inout [String: Any]) {
        func frame(_ rect: CellRect) -> [String: Any] { ["x": rect.x, "y": rect.y, "width": rect.width, "height": rect.height] }
        object["links"] = result.links.filter { !$0.isWidgetURL }.map { link -> [String: Any] in ["url": link.url, "frame": frame(link.frame)] }
        if let url = result.widgetURL {
            var entry: [String: Any] = ["url": url]
            if let drawn = result.links.first(where: { $0.isWidgetURL && $0.url == url }) { entry["frame"] = frame(drawn.frame) }
            object["widgetURL"] = entry
        }
    }
}
