import WidgetLanguage

extension Checker {
    /// The note for a WidgetKit modifier whose effect depends on the families
    /// the file's widgets support: `.widgetLabel` is drawn only in `accessoryCircular`.
    func familyNote(forModifier name: String) -> String? {
        guard name == "widgetLabel", !fileSupportsFamily("accessoryCircular") else { return nil }
        return "'.widgetLabel' has no effect here: it is drawn only in accessoryCircular, which no widget of this file supports"
    }

    /// Whether a widget of the file lists the family (a widget without `families:` has the system ones).
    func fileSupportsFamily(_ family: String) -> Bool {
        for declaration in tree.declarations {
            guard case .widget(let widget) = declaration.kind,
                  let families = widget.properties.first(where: { $0.name == "families" }),
                  case .array(let elements) = families.value.kind else { continue }
            if elements.contains(where: { if case .implicitMember(family) = $0.kind { return true } else { return false } }) { return true }
        }
        return false
    }
}
