import WidgetLanguage

extension Checker {
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
