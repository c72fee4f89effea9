import TerminalSafety
import WidgetRender

/// The links of the selected widget, for the status line: where a tap on the
/// widget goes (`.widgetURL`) and each `Link`'s URL, as a home screen would
/// open them (the terminal cannot).
enum LinkStatus {
    /// `" · opens https://… · links: https://a, https://b"`; empty without links.
    static func text(_ result: RenderResult?) -> String {
        guard let result else { return "" }
        var text = ""
        if let url = result.widgetURL { text += " · opens \(SafeText.visible(url))" }
        var seen: Set<String> = []
        let links = result.links.filter { !$0.isWidgetURL && seen.insert($0.url).inserted }.map { SafeText.visible($0.url) }
        if !links.isEmpty { text += " · link\(links.count == 1 ? "" : "s"): " + links.joined(separator: ", ") }
        return text
    }
}
