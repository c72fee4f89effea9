import WidgetKit
struct Dashboard {
    var widget: String = "clock"
    var widgets: [String] = []
    func widget(named widget: String) -> String? { widgets.first { $0 == widget } }
}
func reload(widget: String) {
    let widget = widget.lowercased()
    WidgetCenter.shared.reloadTimelines(ofKind: widget)
}
