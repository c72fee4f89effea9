import WidgetLanguage

extension Checker {
    /// `.buttonStyle(Card())` and the other style modifiers: a type of the program's own given as a style has the
    /// `makeBody(configuration:)` that draws the control (the style's protocol names what its configuration holds).
    static func checkStyleArgument(of modifier: String) -> @Sendable (Checker, [Argument], SourceRange) -> Void {
        { c, arguments, _ in
            // `.buttonStyle(.plain)`: a static of the style types SwiftUI's protocol extensions declare.
            if modifier == "buttonStyle" { c.bindProtocolImplicitMember(arguments.first, of: "PrimitiveButtonStyle") }
            guard arguments.count == 1, case .call(let callee, _, _) = arguments[0].value.kind, case .identifier(let typeName) = callee.kind,
                  let symbol = c.symbols.types[typeName], c.instanceFunction("makeBody", of: symbol) == nil else { return }
            let protocols = SwiftUIStyleProtocols.modifiers.filter { $0.value == modifier }.keys.sorted()
            c.error("'\(typeName)' is not a style for .\(modifier): conform it to \(protocols.joined(separator: " or ")) "
                    + "with 'func makeBody(configuration: Configuration) -> some View'", at: arguments[0].value.range)
        }
    }
}
