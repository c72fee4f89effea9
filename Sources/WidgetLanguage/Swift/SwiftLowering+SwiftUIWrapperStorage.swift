/// `_viewModel = StateObject(wrappedValue: viewModel)` in a view's `init`: the storage of a SwiftUI property
/// wrapper (`@State`, `@StateObject`, `@ObservedObject`, `@Binding`, …) set with the wrapper made around a value.
/// Widgetry keeps such a property as its value, so the assignment is the value's: `self.viewModel = viewModel`.
/// The wrapper made as `State(initialValue:)`, `.init(wrappedValue:)` or written without its value
/// (`_isOn = isOn`, a `Binding` given whole) all give the property its value.
extension SwiftLowering {
    static let swiftUIWrappers: Set<String> = ["State", "StateObject", "ObservedObject", "Binding", "FocusState", "GestureState",
                                               "Bindable", "ScaledMetric", "EnvironmentObject"]

    static func withSwiftUIWrapperStorage(_ decl: SwiftDecl) -> SwiftDecl {
        let wrapped = Set(decl.fields.filter { field in field.attributes.contains { swiftUIWrappers.contains($0.name) } }.map(\.name))
        guard !wrapped.isEmpty else { return decl }
        let rewriter = SyntaxRewriter(after: { expr in
            guard case .assign("=", let target, let value) = expr.kind, let name = storageTarget(target), wrapped.contains(name) else { return expr }
            let property = Expr(.member(base: Expr(.identifier("self"), target.range), name: name, nameRange: target.range), target.range)
            return Expr(.assign(op: "=", target: property, value: wrappedValue(of: value)), expr.range)
        })
        var lowered = decl
        lowered.members = decl.members.map { member in
            guard case .initializer(var function) = member else { return member }
            function.body = rewriter.rewrite(function.body)
            return .initializer(function)
        }
        return lowered
    }

    /// `StateObject`, `StateObject<Model>`.
    private static func isWrapper(_ name: String) -> Bool { swiftUIWrappers.contains(String(name.prefix { $0 != "<" })) }

    /// `_name` or `self._name`: the property `name` whose storage is assigned.
    private static func storageTarget(_ target: Expr) -> String? {
        let written: String
        switch target.kind {
        case .identifier(let name): written = name
        case .member(let base, let name, _):
            guard case .identifier("self") = base.kind else { return nil }
            written = name
        default: return nil
        }
        guard written.count > 1, written.hasPrefix("_") else { return nil }
        return String(written.dropFirst())
    }

    /// The value a wrapper is made around: `StateObject(wrappedValue: x)`, `State(initialValue: x)`, `.init(wrappedValue: x)`;
    /// anything else is the value itself.
    private static func wrappedValue(of value: Expr) -> Expr {
        guard case .call(let callee, let arguments, _) = value.kind,
              let argument = arguments.first(where: { $0.label == "wrappedValue" || $0.label == "initialValue" }) else { return value }
        switch callee.kind {
        case .identifier(let name) where isWrapper(name): return argument.value
        case .implicitMember(name: "init"): return argument.value
        case .member(let base, "init", _):
            if case .identifier(let name) = base.kind, isWrapper(name) { return argument.value }
            return value
        default: return value
        }
    }
}
