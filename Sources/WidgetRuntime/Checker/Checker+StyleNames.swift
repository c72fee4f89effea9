import WidgetLanguage

extension Checker {
    /// A bare `.name` given as a colour or style is one the interpreter draws (`StyleNames`):
    /// `.foregroundStyle(.secondry)` and `Color(.systemBackgroud)` are located errors here, not at run time.
    func checkStyleName(_ argument: Argument?) {
        guard let argument, argument.label == nil, case .implicitMember(let name) = argument.value.kind,
              StyleNames.color(name) == nil, symbols.colorExtension(declaring: name) == nil, !isAssetColorSymbol(name) else { return }
        error("unknown colour '.\(name)'\(suggestion(name, StyleNames.all, prefix: "."))", at: argument.value.range)
    }
}
