import WidgetLanguage
import WidgetRender

/// SwiftUI's views, as far as a widget uses them: text, labels and controls, stacks,
/// progress and gauges, links, shapes and colours. (`Image` is in `ImageBuiltins`.)
enum StandardViews {
    static func register(in registry: inout BuiltinRegistry) {
        let views: [BuiltinCallable] = [
            .init("Text", ["_", "verbatim", "_:Date style:Text.DateStyle", "_ format:FormatStyle", "_ formatter", "_ tableName? bundle? comment?",
                           "timerInterval:ClosedRange<Date> pauseTime? countsDown?:Bool showsHours?:Bool"], result: .text) { i, args, r in
                .view(try i.textView(args, at: r))
            }.checked(Checker.inferredView),
            .init("Label", ["_ systemImage", "_ image", "{}! icon{}", "title icon", "title {}!", "_:LabelStyleConfiguration"], result: .view) { i, args, r in
                // `Label(configuration)` in a LabelStyle's makeBody: the label as SwiftUI draws it.
                if let configuration = i.styleConfiguration(args, "LabelStyleConfiguration") {
                    return .view(ViewNode(.label(title: configuration.view("title"), icon: configuration.view("icon"))))
                }
                if let title = args.value(nil) {
                    let icon: ViewNode = try args.value("systemImage").map { ViewNode(.systemImage(try i.describeCharged($0, at: r))) } ?? ViewNode(.empty)
                    let titleNode = ViewNode(.text(try i.describeCharged(title, at: r)))
                    return .view(try i.styledLabel(title: titleNode, icon: icon, at: r) ?? ViewNode(.label(title: titleNode, icon: icon)))
                }
                // `Label { title } icon: { … }`, `Label(title: { … }, icon: { … })`, and `Label(title: { … }) { icon }`, where the
                // trailing closure after a title in the parentheses is the icon.
                let titleClosure = i.closureArgument(args, "title")
                let title = i.combine(try i.closureViews(titleClosure ?? i.contentClosure(args), at: r))
                let icon = i.combine(try i.closureViews(i.closureArgument(args, "icon") ?? (titleClosure == nil ? nil : i.contentClosure(args)), at: r))
                return .view(try i.styledLabel(title: title, icon: icon, at: r) ?? ViewNode(.label(title: title, icon: icon)))
            }.checked(StandardViews.checkLabel),
            .init("Button", ["intent {}!", "intent label", "_ intent", "_ systemImage intent", "_ image intent", "_ role:ButtonRole intent",
                             "_ systemImage role:ButtonRole intent",
                             "action {}!", "action label", "role?:ButtonRole action {}!", "_ role?:ButtonRole action", "_ systemImage role?:ButtonRole action",
                             "role?:ButtonRole {}! label{}", "_ role?:ButtonRole {}!", "_ systemImage role?:ButtonRole {}!", "_:PrimitiveButtonStyleConfiguration"], result: .view,
                  note: "with an intent, a tap runs it; with an action closure (as Button(\"x\") { … }) it is drawn, and a tap does nothing, as in a widget since iOS 17 (a check-time note)") { i, args, r in
                // `Button(configuration)` in a PrimitiveButtonStyle's makeBody: its label; a tap runs the styled button's intent.
                if let configuration = i.styleConfiguration(args, "PrimitiveButtonStyleConfiguration") { return .view(configuration.view("label")) }
                return .view(try i.styledButton(try i.buttonView(args, at: r), role: args.value("role"), at: r))
            }.checked(StandardViews.checkButton),
            .init("Toggle", ["isOn intent {}!", "isOn intent label", "_ isOn intent", "isOn {}!", "isOn label", "_ isOn", "_:ToggleStyleConfiguration"], result: .view,
                  note: "with an intent, a tap runs it; without one (isOn: .constant(true), a Binding) it is drawn, and a tap does nothing, as in a widget (a check-time note)") { i, args, r in
                // `Toggle(configuration)` in a ToggleStyle's makeBody: the switch; a tap runs the styled toggle's intent.
                if let configuration = i.styleConfiguration(args, "ToggleStyleConfiguration") {
                    return .view(ViewNode(.toggle(isOn: configuration["isOn"].map { if case .bool(true) = $0 { true } else { false } } ?? false, action: nil, label: configuration.view("label"))))
                }
                var isOnValue = args.value("isOn") ?? .bool(false)
                // `Toggle(isOn: .constant(true))`: the Binding's fixed value.
                if case .member("constant", let arguments) = isOnValue, let value = arguments.first { isOnValue = value }
                let isOn = (try? i.truth(isOnValue, r)) ?? false
                let action = try args.value("intent").map { try i.buttonAction($0, at: r) }
                let label = try args.value(nil).map { ViewNode(.text(try i.describeCharged($0, at: r))) }
                    ?? i.combine(try i.closureViews(i.contentClosure(args) ?? i.closureArgument(args, "label"), at: r))
                return .view(try i.styledToggle(isOn: isOn, action: action, label: label, at: r) ?? ViewNode(.toggle(isOn: isOn, action: action, label: label)))
            }.checked(StandardViews.checkButton),
            .init("VStack", ["alignment?:HorizontalAlignment spacing? {}!"], result: .view) { i, args, r in
                let alignment = i.memberName(args.value("alignment")).flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
                return .view(ViewNode(.vStack(alignment: alignment, spacing: args.value("spacing")?.number, children: try i.contentViews(args, at: r))))
            }.checked(StandardViews.checkStack),
            .init("HStack", ["alignment?:VerticalAlignment spacing? {}!"], result: .view) { i, args, r in
                let alignment = i.memberName(args.value("alignment")).flatMap(VerticalAlignment.init(rawValue:)) ?? .center
                return .view(ViewNode(.hStack(alignment: alignment, spacing: args.value("spacing")?.number, children: try i.contentViews(args, at: r))))
            }.checked(StandardViews.checkStack),
            .init("ZStack", ["alignment?:Alignment {}!"], result: .view) { i, args, r in
                let alignment = i.memberName(args.value("alignment")).flatMap(Alignment.init(name:)) ?? .center
                return .view(ViewNode(.zStack(alignment: alignment, children: try i.contentViews(args, at: r))))
            }.checked(StandardViews.checkStack),
            // The views of every element, spliced into the parent.
            .init("ForEach", ["_ id? {}!"], result: .view) { i, args, r in .array(try i.forEachViews(args, at: r).map { .view($0) }) }.checked(StandardViews.checkForEach),
            .init("Group", ["{}!"], result: .view) { i, args, r in .view(i.combine(try i.contentViews(args, at: r))) }.checked(Checker.inferredView),
            .init("ViewThatFits", ["in? {}!"], result: .view) { i, args, r in
                var axes: Axis.Set = .both
                if let axis = i.memberName(args.value("in")) { axes = axis == "horizontal" ? .horizontal : axis == "vertical" ? .vertical : .both }
                return .view(ViewNode(.viewThatFits(axes: axes, children: try i.contentViews(args, at: r))))
            }.checked(Checker.inferredView),
            .init("Spacer", ["minLength?"], result: .view) { _, args, _ in .view(ViewNode(.spacer(minLength: args.value("minLength")?.number))) }.checked(Checker.inferredView),
            .init("Divider", [""], result: .view) { _, _, _ in .view(ViewNode(.divider)) }.checked(Checker.inferredView),
            .init("EmptyView", [""], result: .view) { _, _, _ in .view(ViewNode(.empty)) }.checked(Checker.inferredView),
            .init("ProgressView", ["value? total? {} currentValueLabel{}", "value total? label currentValueLabel?", "_ value total?", "_", "timerInterval:ClosedRange<Date> countsDown? {} currentValueLabel{}",
                                   "timerInterval:ClosedRange<Date> countsDown? label currentValueLabel?"], result: .view,
                  note: "a bar filled to value / total; with timerInterval: by the share left (elapsed when countsDown is false) at the render's time, drawn again every second in watch until the end") { i, args, r in
                .view(try i.progressView(args, at: r))
            }.checked(Checker.inferredView),
            .init("Gauge", ["value in? {}! currentValueLabel{} minimumValueLabel{} maximumValueLabel{}",
                            "value in? label currentValueLabel? minimumValueLabel? maximumValueLabel?"], result: .view,
                  note: "labels drawn as its .gaugeStyle places them") { i, args, r in
                var minimum = 0.0, maximum = 1.0
                if case .array(let bounds)? = args.value("in"), bounds.count >= 2 {
                    minimum = bounds.first?.number ?? 0
                    maximum = bounds.last?.number ?? 1
                } else if let (low, high, _) = SwiftComparableRanges.bounds(args.value("in") ?? .null) {
                    // `in: -10.0...40.0`: a range of Doubles.
                    minimum = low.number ?? 0
                    maximum = high.number ?? 1
                }
                func view(_ closure: ClosureValue?) throws -> ViewNode? { try closure.map { i.combine(try i.closureViews($0, at: r)) } }
                let gauge = GaugeView(value: args.value("value")?.number ?? 0, minimum: minimum, maximum: maximum,
                                      label: try view(i.contentClosure(args) ?? i.closureArgument(args, "label")),
                                      currentValueLabel: try view(i.closureArgument(args, "currentValueLabel")),
                                      minimumValueLabel: try view(i.closureArgument(args, "minimumValueLabel")),
                                      maximumValueLabel: try view(i.closureArgument(args, "maximumValueLabel")))
                return .view(try i.styledGauge(gauge, at: r) ?? ViewNode(.gauge(gauge)))
            }.checked(Checker.inferredView),
            .init("Link", ["_ destination", "destination {}!", "destination label"], result: .view) { i, args, r in
                let url = try i.describeCharged(args.value("destination") ?? .string(""), at: r)
                if let title = args.value(nil) { return .view(ViewNode(.link(url: url, label: ViewNode(.text(try i.describeCharged(title, at: r)))))) }
                return .view(ViewNode(.link(url: url, label: i.combine(try i.closureViews(i.contentClosure(args) ?? i.closureArgument(args, "label"), at: r)))))
            }.checked(Checker.inferredView),
            // A shape is the value of its name (`.circle`), drawn where it is used as a view.
            .init("Circle", [""], result: .shape, note: "fills the size offered, in half-block pixels") { _, _, _ in .member(name: "circle", arguments: []) }.checked(Checker.inferredView),
            .init("Capsule", ["style?:RoundedCornerStyle"], result: .shape, note: "fills the size offered, in half-block pixels") { _, _, _ in
                .member(name: "capsule", arguments: [])
            }.checked(Checker.inferredView),
            .init("Rectangle", [""], result: .shape, note: "fills the size offered, in half-block pixels") { _, _, _ in .member(name: "rectangle", arguments: []) }.checked(Checker.inferredView),
            .init("Ellipse", [""], result: .shape, note: "fills the size offered, in half-block pixels") { _, _, _ in .member(name: "ellipse", arguments: []) }.checked(Checker.inferredView),
            .init("ContainerRelativeShape", [""], result: .shape, note: "fills the size offered, in half-block pixels") { _, _, _ in
                .member(name: "containerRelativeShape", arguments: [])
            }.checked(Checker.inferredView),
            .init("RoundedRectangle", ["cornerRadius style?:RoundedCornerStyle", "cornerSize style?:RoundedCornerStyle"], result: .shape,
                  note: "fills the size offered, in half-block pixels; cornerSize's width is the radius; style (.continuous) is drawn as .circular") { _, args, _ in
                .member(name: "roundedRectangle", arguments: args.map(\.value))
            }.checked(Checker.inferredView),
            .init("Color", ["_ bundle?", "hex", "red green blue opacity?", "_ red green blue opacity?", "white opacity?", "_ white opacity?",
                            "hue saturation brightness opacity?", "uiColor:UIColor", "cgColor:CGColor"], result: .color,
                  note: "an opacity: argument has no effect; a colour space (.sRGB, .displayP3) is read as sRGB; hue, saturation and brightness are converted to red, green and blue; Color(\"Name\") is Assets.xcassets/Name.colorset beside the widget, its light entry, or its dark one with --appearance dark") { i, args, r in
                i.color(args, at: r)
            }.checked(StandardViews.checkColor),
        ]
        for view in views { registry.register(view: view) }
    }
}

/// The checker's rules for the calls of the views above that have rules of their own.
extension StandardViews {
    /// `ForEach(items) { item in … }`: the closure's parameter is an element of the collection.
    static let checkForEach: BuiltinCall.Check = { c, call in
        var element: SemanticType = .unknown
        for argument in call.arguments {
            let type = c.infer(argument.value, in: call.scope)
            if argument.label == nil { element = c.elementType(of: type, at: argument.value.range) }
        }
        c.checkContent(call.trailing, in: call.scope, parameterTypes: [element])
        return .view
    }

    /// `Button(intent:)`, `Toggle(isOn:intent:)`: the intent is one of the file's; without one, an action
    /// button or a Binding toggle, drawn with a note that a tap does nothing.
    static let checkButton: BuiltinCall.Check = { c, call in
        guard call.arguments.contains(where: { $0.label == "intent" }) else {
            c.checkActionButton(callee: call.callee, arguments: call.arguments, trailing: call.trailing, in: call.scope)
            return .view
        }
        for argument in call.arguments {
            if argument.label == "intent" { c.checkIntentArgument(argument.value, in: call.scope) } else if argument.label == "label", case .closure(let closure) = argument.value.kind {
                c.within(.view) { c.inferClosure(closure, in: call.scope, parameterTypes: []) }
            } else {
                c.infer(argument.value, in: call.scope, expected: argument.label == "isOn" ? .bool : .string)
            }
        }
        c.checkContent(call.trailing, in: call.scope)
        return .view
    }

    /// `Label(_:systemImage:)`: the symbol is one the renderer draws.
    static let checkLabel: BuiltinCall.Check = { c, call in
        for argument in call.arguments {
            c.infer(argument.value, in: call.scope)
            if argument.label == "systemImage" { c.checkSymbolNames(in: argument.value) }
        }
        c.checkContent(call.trailing, in: call.scope)
        return .view
    }

    /// Whether `.name` (or each branch of `a ? .x : .y`) is a static the program's `extension UIColor` declares, and no
    /// `extension Color` does.
    static func namesUIColorExtensionStatics(_ expr: Expr, _ symbols: Symbols) -> Bool {
        switch expr.kind {
        case .implicitMember(let name):
            return symbols.colorExtension(declaring: name) == nil
                && (symbols.builtinExtensionStatic(name, of: "UIColor") != nil || symbols.builtinExtensionProperty(name, of: "UIColor", isStatic: true) != nil)
        case .ternary(_, let then, let otherwise): return namesUIColorExtensionStatics(then, symbols) && namesUIColorExtensionStatics(otherwise, symbols)
        default: return false
        }
    }

    /// `Color(.red)`, `Color("Brand")`: a style name the checker knows, an asset colour beside the widget.
    static let checkColor: BuiltinCall.Check = { c, call in
        // `Color(.brand)`, `Color(dark ? .night : .day)` where `extension UIColor { static let brand }`: `Color(_: UIColor)` of the
        // program's UIKit colour.
        if call.arguments.count == 1, call.arguments[0].label == nil, StandardViews.namesUIColorExtensionStatics(call.arguments[0].value, c.symbols) {
            c.infer(call.arguments[0].value, in: call.scope, expected: .named("UIColor"))
            return .color
        }
        if call.arguments.count == 1, case .implicitMember = call.arguments[0].value.kind { c.checkStyleName(call.arguments.first) }
        // `Color(hex:)` is the `.widget` language's; SwiftUI has none (apps declare their own in an extension, which is used when there is one).
        if c.tree.isSwift, let hex = call.arguments.first(where: { $0.label == "hex" }) {
            c.error("'Color' has no argument 'hex:' in Swift: SwiftUI has no Color(hex:); declare it, as in 'extension Color { init(hex: String) { … } }'",
                    at: hex.value.range)
        }
        for argument in call.arguments {
            c.infer(argument.value, in: call.scope, expected: argument.label == nil ? nil : argument.label == "uiColor" ? .named("UIColor") : .double)
            if argument.label == nil, case .string(let parts) = argument.value.kind, parts.count == 1, case .text(let name) = parts[0] {
                c.checkAssetColor(name, at: argument.value.range)
            }
        }
        return .color
    }

    /// `VStack(alignment:spacing:)`: an alignment the stack can take.
    static let checkStack: BuiltinCall.Check = { c, call in
        // `alignment:` takes the type the stack's signature names (`.leading` where a `HorizontalAlignment` goes, bound to its entry).
        for (argument, type) in zip(call.arguments, call.parameterTypes) {
            c.infer(argument.value, in: call.scope, expected: argument.label == "spacing" ? .double : type)
            if argument.label == "alignment" { c.checkAlignment(argument.value, stack: call.name) }
        }
        c.checkContent(call.trailing, in: call.scope)
        return .view
    }
}

extension Interpreter {
    /// The closure labelled `label`, if that argument is one.
    func closureArgument(_ args: [CallArgument], _ label: String) -> ClosureValue? {
        if case .closure(let closure)? = args.value(label) { return closure }
        return nil
    }

    /// The views a closure builds (none without one).
    func closureViews(_ closure: ClosureValue?, at range: SourceRange) throws -> [ViewNode] {
        guard let closure else { return [] }
        return try within(.view) { try callViewClosure(closure, [], at: range) }
    }

    /// `Text(value)`, `Text(verbatim:)`, `Text(date, style:)`, `Text(value, format:)`, `Text(timerInterval:)`, `Text("key", tableName:)`.
    func textView(_ args: [CallArgument], at range: SourceRange) throws -> ViewNode {
        if let verbatim = args.value("verbatim") { return ViewNode(.text(try describeCharged(verbatim, at: range))) }
        if let interval = args.value("timerInterval") {
            return ViewNode(.text(try timerIntervalText(interval, pauseTime: args.value("pauseTime"), countsDown: args.value("countsDown"),
                                                        showsHours: args.value("showsHours"), at: range)))
        }
        guard let value = args.value(nil) else { return ViewNode(.text("")) }
        if case .date(let date) = value, case .member(let style, _)? = args.value("style") {
            return ViewNode(.text(dateStyleText(date, style: style)))
        }
        if let format = args.value("format") {
            // `Text(temperature, format: .number.precision(.fractionLength(1)))`: what `value.formatted(format)` writes.
            let written = try callMethod(value, "formatted", [CallArgument(label: nil, value: format, range: range)], at: range, nameRange: range)
            return ViewNode(.text(try describeCharged(written, at: range)))
        }
        if let formatter = args.value("formatter") {
            // `Text(price, formatter: currencyFormatter)`: what the formatter's `string(from:)` writes, nothing when it gives nil.
            guard registry.builtinType(of: formatter)?.methods["string"] != nil else {
                throw error("Text(_:formatter:) takes a formatter (NumberFormatter, DateFormatter, …), found \(typeName(of: formatter))", range)
            }
            let written = try callMethod(formatter, "string", [CallArgument(label: "from", value: value, range: range)], at: range, nameRange: range)
            return ViewNode(.text(written.isNull ? "" : try describeCharged(written, at: range)))
        }
        if case .string(let key) = value, let text = localizedText(key, table: args.value("tableName")) { return ViewNode(.text(text)) }
        return ViewNode(.text(try describeCharged(value, at: range)))
    }

    /// `Button(intent:)`, drawn with its title, symbol or label closure; `Button("x") { … }`, `Button(action: { … }) { label }`:
    /// drawn, the closure does not run (a check-time note).
    func buttonView(_ args: [CallArgument], at range: SourceRange) throws -> ViewNode {
        if args.value("intent") == nil { return try actionButtonLabel(args, at: range) }
        if let symbol = args.value("systemImage"), let title = args.value(nil) {
            let label = ViewNode(.label(title: ViewNode(.text(try describeCharged(title, at: range))), icon: ViewNode(.systemImage(try describeCharged(symbol, at: range)))))
            return ViewNode(.button(action: try buttonAction(args.value("intent"), at: range), label: label))
        }
        let action = try buttonAction(args.value("intent"), at: range)
        if let title = args.value(nil) { return ViewNode(.button(action: action, label: ViewNode(.text(try describeCharged(title, at: range))))) }
        return ViewNode(.button(action: action, label: combine(try closureViews(contentClosure(args) ?? closureArgument(args, "label"), at: range))))
    }

    /// `ProgressView(value:total:)`, with a title or label and a current value label, or `ProgressView(timerInterval:)`.
    func progressView(_ args: [CallArgument], at range: SourceRange) throws -> ViewNode {
        // `ProgressView(configuration)` in a ProgressViewStyle's makeBody: the bar as the built-in style draws it.
        if let configuration = styleConfiguration(args, "ProgressViewStyleConfiguration") {
            let label: ViewNode? = if case .view(let node)? = configuration["label"] { node } else { nil }
            let bar = ViewNode(.progress(value: configuration["fractionCompleted"]?.number, total: 1, label: label))
            guard case .view(let current)? = configuration["currentValueLabel"] else { return bar }
            return ViewNode(.vStack(alignment: .leading, spacing: 0, children: [bar, current.modifier(.foregroundStyle(.secondary))]))
        }
        let labelClosure = contentClosure(args) ?? closureArgument(args, "label")
        if let interval = args.value("timerInterval") {
            let timer = try timerProgress(interval, countsDown: args.value("countsDown"), label: try labelClosure.map { combine(try closureViews($0, at: range)) }, at: range)
            guard activeStyle("progressViewStyle") != nil, case .progress(let value, let total, let label) = timer.kind else { return timer }
            let current = try closureArgument(args, "currentValueLabel").map { combine(try closureViews($0, at: range)) }
            return try styledProgress(value: value, total: total, label: label, currentValueLabel: current, at: range) ?? timer
        }
        let label = try args.value(nil).map { ViewNode(.text(try describeCharged($0, at: range))) }
            ?? labelClosure.map { combine(try closureViews($0, at: range)) }
        let value = args.value("value")?.number, total = args.value("total")?.number ?? 1
        let current = try closureArgument(args, "currentValueLabel").map { combine(try closureViews($0, at: range)) }
        if let styled = try styledProgress(value: value, total: total, label: label, currentValueLabel: current, at: range) { return styled }
        let bar = ViewNode(.progress(value: value, total: total, label: label))
        // `currentValueLabel:` under the bar, secondary, as SwiftUI's linear style places it.
        guard let current else { return bar }
        return ViewNode(.vStack(alignment: .leading, spacing: 0, children: [bar, current.modifier(.foregroundStyle(.secondary))]))
    }

    /// `Color(hex:)`, `Color(uiColor:)`, `Color(red:green:blue:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`, `Color("Name")`.
    func color(_ args: [CallArgument], at range: SourceRange) -> Value {
        if let hex = args.first(where: { $0.label == "hex" }) { return .member(name: "hex", arguments: [hex.value]) }
        if let ui = args.first(where: { $0.label == "uiColor" }) { return UIKitColors.color(ui.value) }
        if let cg = args.first(where: { $0.label == "cgColor" }) { return CoreGraphicsColor.color(of: cg.value) }
        // `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`: the opacity has no effect in a terminal.
        if let white = args.first(where: { $0.label == "white" })?.value { return .member(name: "rgb", arguments: [white, white, white]) }
        if let hsb = hsbColor(args) { return hsb }
        // `Color(.sRGB, red:green:blue:)`: the colour space is read as sRGB.
        let channels = args.filter { ["red", "green", "blue"].contains($0.label) }
        if channels.count == 3 { return .member(name: "rgb", arguments: channels.map(\.value)) }
        // `Color("Name")`, `Color("Name", bundle: nil)`: the asset catalog's colour set beside the widget.
        if case .string(let name)? = args.first?.value { return assetColor(name, at: range) }
        return args.first?.value ?? .member(name: "primary", arguments: [])
    }
}
