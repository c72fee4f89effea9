import WidgetLanguage
import WidgetRender

/// SwiftUI views backed by UIKit that WidgetKit does not draw in a widget
/// (`ScrollView`, `List`, `TextField`, `Picker`, `Map`, …). They compile in a
/// widget extension; on a home screen each shows a placeholder. `check` accepts
/// them with a located warning, and render draws the placeholder in the view's
/// place: a `░` box of the size offered with the view's name in it (yellow in
/// colour), the rest of the widget unaffected. Their closures are checked, not run.
enum NonWidgetViews {
    /// Each view and the argument forms it takes.
    static let views: [(name: String, forms: [String])] = [
        ("ScrollView", ["_? showsIndicators? {}!"]),
        ("ScrollViewReader", ["{}!"]),
        ("List", ["{}!", "_ id? {}!", "_ selection {}!", "_ id? selection {}!"]),
        ("Form", ["{}!"]),
        ("NavigationStack", ["{}!", "path {}!"]),
        ("NavigationView", ["{}!"]),
        ("NavigationSplitView", ["{}! detail{}", "{}! content{} detail{}"]),
        ("NavigationLink", ["_ destination", "destination {}!", "_ value", "value {}!", "{}! destination{}"]),
        ("TabView", ["{}!", "selection {}!"]),
        ("TextField", ["_ text prompt? axis?", "_ value format prompt?"]),
        ("SecureField", ["_ text prompt?"]),
        ("TextEditor", ["text"]),
        ("Picker", ["_ selection {}!", "selection {}! label{}", "selection label {}!", "selection label content"]),
        ("DatePicker", ["_ selection displayedComponents?", "_ selection in displayedComponents?", "selection displayedComponents? {}!"]),
        ("ColorPicker", ["_ selection supportsOpacity?"]),
        ("Stepper", ["_ value in? step?", "value in? step? {}!", "_ onIncrement onDecrement"]),
        ("Slider", ["value in? step? {}", "value in? step? {}! minimumValueLabel{} maximumValueLabel{}"]),
        ("Menu", ["_ {}!", "_ systemImage {}!", "{}! label{}"]),
        ("ShareLink", ["item subject? message?", "_ item subject? message?", "item {}!"]),
        ("DisclosureGroup", ["_ {}!", "_ isExpanded {}!", "{}! label{}", "isExpanded {}! label{}"]),
        ("OutlineGroup", ["_ children {}!"]),
        ("Table", ["_ {}!"]),
        ("EditButton", [""]),
        ("PasteButton", ["payloadType onPaste"]),
        ("RenameButton", [""]),
        ("Map", ["", "position", "coordinateRegion", "initialPosition? {}!"]),
        ("VideoPlayer", ["player"]),
        ("WebView", ["url"]),
        ("SignInWithAppleButton", ["_ onRequest onCompletion"]),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        for (name, forms) in views {
            var view = BuiltinCallable(name, forms, result: .view, note: "not shown in a widget: drawn as a ░ placeholder box with its name") { _, _, _ in
                .view(placeholder(name))
            }
            view.checkNote = "'\(name)' is not shown in a widget; WidgetKit draws a placeholder"
            view.checkNoteIsWarning = true
            registry.register(view: view)
        }
        // `.constant(x)`: a Binding the non-widget views above take.
        let binding = BuiltinType("Binding", instance: .named("Binding")) { _ in .member(name: "constant", arguments: [.null]) }
        binding.sampleSource = "Binding.constant(1)"
        binding.add(.init("constant", .staticMethod, ["_"], result: .named("Binding"), note: "a fixed value; nothing in a widget can change it") { _, _, args, _ in
            args.first?.value ?? .null
        })
        // `Binding(get: { self[keyPath: path] }, set: { … })`, `Binding { value } set: { value = $0 }`: the value its getter
        // gives now; a widget's frame never sets it.
        binding.add(.init("Binding", .initializer, ["get:Closure set:Closure", "{}! set{}", "projectedValue:Any"], result: .named("Binding"),
                          note: "the getter's value when it is made; nothing in a widget sets it") { i, _, args, r in
            if let given = args.value("projectedValue") { return given }
            guard case .closure(let getter)? = args.value("get") ?? args.value("{}") else { return .null }
            return try i.callClosure(getter, [], at: r)
        })
        binding.add(.init("wrappedValue", .property, result: .unknown, note: "the value") { _, v, _, _ in v })
        registry.register(type: binding)
        registry.register(type: navigationPath())
    }

    /// `NavigationPath()`, the path a `NavigationStack(path:)` shows: the values pushed on it, in order. A widget shows no
    /// navigation, so it is only kept (a reference here: the copies of a path share its values).
    static func navigationPath() -> BuiltinType {
        let type = SemanticType.named("NavigationPath")
        let make: @Sendable ([Value]) -> Value = { .instance(ClassInstance(type: "NavigationPath", fields: [("items", .array($0))])) }
        let path = BuiltinType("NavigationPath", instance: type) { _ in make([]) }
        path.sampleSource = "NavigationPath()"
        let note = "the values pushed, in order; a widget shows no navigation"
        @Sendable func items(_ value: Value) -> [Value] {
            if case .array(let items) = Interpreter.field(value, "items") { return items } else { return [] }
        }
        path.add(.init("NavigationPath", .initializer, ["", "_:Any"], result: type, note: note) { i, _, args, r in
            guard let given = args.first?.value else { return make([]) }
            return make(try i.elements(of: given, at: r))
        })
        path.add(.init("count", .property, result: .int, note: note) { _, v, _, _ in .int(items(v).count) })
        path.add(.init("isEmpty", .property, result: .bool, note: note) { _, v, _, _ in .bool(items(v).isEmpty) })
        path.add(.init("append", .method, ["_:Any"], result: .void, note: note) { i, v, args, r in
            guard case .instance(let state) = v else { return .null }
            try i.chargeElements(1, at: r)
            state["items"] = .array(items(v) + [args.first?.value ?? .null])
            return .null
        })
        path.add(.init("removeLast", .method, ["", "_:Int"], result: .void, note: note) { i, v, args, r in
            guard case .instance(let state) = v else { return .null }
            let held = items(v)
            let k = try args.first.map { try i.int($0.value, r) } ?? 1
            guard k >= 0, k <= held.count else { throw i.error("removeLast(\(k)) of a path of \(held.count) values", r) }
            state["items"] = .array(Array(held.dropLast(k)))
            return .null
        })
        return path
    }

    /// The placeholder WidgetKit shows for a view it cannot draw: a shaded box with the view's name.
    static func placeholder(_ name: String) -> ViewNode {
        ViewNode(.zStack(alignment: .center, children: [ViewNode(.imageData(width: nil, height: nil)),
                                                        ViewNode(.text(name)).modifier(.lineLimit(1))]))
            .modifier(.foregroundStyle(.named(.yellow)))
    }
}
