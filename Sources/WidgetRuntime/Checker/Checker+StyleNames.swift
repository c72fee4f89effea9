import WidgetLanguage

extension Checker {
    /// The built-in types whose statics an implicit member where a SwiftUI protocol goes may name, in the order they
    /// are looked in: those of SwiftUI's `extension ShapeStyle where Self == …` (and of `PrimitiveButtonStyle`'s).
    public static let protocolStaticTypes: [String: [String]] = [
        "ShapeStyle": ["HierarchicalShapeStyle", "Color"] + SwiftUIShapeStyleTypes.types.map(\.type),
        "PrimitiveButtonStyle": SwiftUILayoutValues.buttonStyles.map(\.0),
        "FormatStyle": ["DateFormatStyle", "NumberFormatStyle", "DurationFormatStyle", "MeasurementFormatStyle", "ListFormatStyle"],
    ]

    /// The context `.name` is looked up in: where a protocol of `protocolStaticTypes` goes (`Text(date, format: .dateTime)`),
    /// the first of its types that declares a static `name`; the expected type itself otherwise.
    func implicitMemberContext(_ name: String, expected: SemanticType?) -> SemanticType? {
        guard case .named(let protocolName)? = expected?.unwrapped, symbols.types[protocolName] == nil,
              let types = Checker.protocolStaticTypes[protocolName] else { return expected }
        return types.lazy.compactMap { self.registry.types[$0] }.first { $0.statics[name] != nil }?.instanceType ?? expected
    }

    /// `.secondary` given where a `ShapeStyle` goes, `.plain` where a `PrimitiveButtonStyle` does: bound to the entry
    /// of the first type of `protocolStaticTypes` that declares the static, as Swift finds it in the constrained extensions.
    func bindProtocolImplicitMember(_ argument: Argument?, of protocolName: String) {
        bindImplicitMember(argument, amongStaticsOf: Checker.protocolStaticTypes[protocolName] ?? [])
    }

    /// A bare `.name` argument bound to the static of the first of these built-in types that declares it: for an
    /// argument whose entry takes values of more than one type (`.padding(.horizontal)` and `.padding(8)`).
    func bindImplicitMember(_ argument: Argument?, amongStaticsOf typeNames: [String]) {
        guard let argument, case .implicitMember(let name) = argument.value.kind,
              let table = typeNames.lazy.compactMap({ self.registry.types[$0] }).first(where: { $0.statics[name]?.readsAsProperty == true })
        else { return }
        bindBuiltinImplicitMember(name, of: table, called: false, at: argument.value.range)
    }

    /// A bare `.name` given as a colour or style is one the interpreter draws (`StyleNames`):
    /// `.foregroundStyle(.secondry)` and `Color(.systemBackgroud)` are located errors here, not at run time.
    func checkStyleName(_ argument: Argument?) {
        guard let argument, argument.label == nil, case .implicitMember(let name) = argument.value.kind else { return }
        bindProtocolImplicitMember(argument, of: "ShapeStyle")
        guard StyleNames.color(name) == nil, symbols.colorExtension(declaring: name) == nil, !isAssetColorSymbol(name) else { return }
        error("unknown colour '.\(name)'\(suggestion(name, StyleNames.all, prefix: "."))", at: argument.value.range)
    }
}
