import Foundation
import WidgetLanguage
import WidgetRender

extension Interpreter {
    /// Builds a built-in view from its evaluated arguments.
    func buildView(_ name: String, _ args: [CallArgument], at range: SourceRange) throws -> ViewNode {
        func labelled(_ label: String) -> Value? { args.first { $0.label == label }?.value }
        let positional = args.filter { $0.label == nil }.map(\.value)
        let closures = args.filter { $0.label == "{}" || $0.label == "content" }.compactMap { arg -> ClosureValue? in
            if case .closure(let c) = arg.value { return c } else { return nil }
        }
        func content(_ closure: ClosureValue?, _ arguments: [Value] = []) throws -> [ViewNode] {
            guard let closure else { return [] }
            return try within(.view) { try callViewClosure(closure, arguments, at: range) }
        }
        func closure(_ label: String) -> ClosureValue? {
            if case .closure(let c)? = labelled(label) { return c }
            return nil
        }
        switch name {
        case "Text":
            if let verbatim = labelled("verbatim") { return ViewNode(.text(try describeCharged(verbatim, at: range))) }
            if let interval = labelled("timerInterval") {
                return ViewNode(.text(try timerIntervalText(interval, pauseTime: labelled("pauseTime"), countsDown: labelled("countsDown"),
                                                            showsHours: labelled("showsHours"), at: range)))
            }
            guard let value = positional.first else { return ViewNode(.text("")) }
            if case .date(let date) = value, case .member(let style, _)? = labelled("style") {
                if let live = liveDateText(date, style: style) { return ViewNode(.text(live)) }
                return ViewNode(.text(style == "time" ? dates.format(date, dateStyle: "omitted", timeStyle: nil)
                                                      : dates.format(date, dateStyle: "long", timeStyle: "omitted")))
            }
            if let format = labelled("format") {
                // `Text(temperature, format: .number.precision(.fractionLength(1)))`: what `value.formatted(format)` writes.
                let written = try callMethod(value, "formatted", [CallArgument(label: nil, value: format, range: range)], at: range, nameRange: range)
                return ViewNode(.text(try describeCharged(written, at: range)))
            }
            if case .string(let key) = value, let text = localizedText(key, table: labelled("tableName")) { return ViewNode(.text(text)) }
            return ViewNode(.text(try describeCharged(value, at: range)))
        case "Image":
            if let symbol = labelled("systemName") { return ViewNode(.systemImage(try describeCharged(symbol, at: range))) }
            if case .string(let asset)? = positional.first ?? labelled("decorative") { return assetImageNode(asset, at: range) }
            if let image = labelled("uiImage") { return try viewNode(from: image, at: range) ?? pictureNode(nil, name: nil, note: "Image(uiImage:) was given nil", at: range) }
            if let value = positional.first, let node = try viewNode(from: value, at: range) { return node }
            return ViewNode(.imageData(width: nil, height: nil))
        case "Label":
            if let title = positional.first {
                let icon: ViewNode = try labelled("systemImage").map { ViewNode(.systemImage(try describeCharged($0, at: range))) } ?? ViewNode(.empty)
                return ViewNode(.label(title: ViewNode(.text(try describeCharged(title, at: range))), icon: icon))
            }
            let title = combine(try content(closures.first ?? closure("title")))
            let icon = combine(try content(closure("icon")))
            return ViewNode(.label(title: title, icon: icon))
        case "Button":
            // `Button("x") { … }`, `Button(action: { … }) { label }`: drawn; the closure does not run (a check-time note).
            if labelled("intent") == nil { return try actionButtonLabel(args, at: range) }
            if let symbol = labelled("systemImage"), let title = positional.first {
                let label = ViewNode(.label(title: ViewNode(.text(try describeCharged(title, at: range))), icon: ViewNode(.systemImage(try describeCharged(symbol, at: range)))))
                return ViewNode(.button(action: try buttonAction(labelled("intent"), at: range), label: label))
            }
            let action = try buttonAction(labelled("intent"), at: range)
            if let title = positional.first { return ViewNode(.button(action: action, label: ViewNode(.text(try describeCharged(title, at: range))))) }
            return ViewNode(.button(action: action, label: combine(try content(closures.first ?? closure("label")))))
        case "Toggle":
            var isOnValue = labelled("isOn") ?? .bool(false)
            // `Toggle(isOn: .constant(true))`: the Binding's fixed value.
            if case .member("constant", let arguments) = isOnValue, let value = arguments.first { isOnValue = value }
            let isOn = (try? truth(isOnValue, range)) ?? false
            let action = try labelled("intent").map { try buttonAction($0, at: range) }
            let label = try positional.first.map { ViewNode(.text(try describeCharged($0, at: range))) } ?? combine(try content(closures.first ?? closure("label")))
            return ViewNode(.toggle(isOn: isOn, action: action, label: label))
        case "VStack":
            let alignment = memberName(labelled("alignment")).flatMap(HorizontalAlignment.init(rawValue:)) ?? .center
            return ViewNode(.vStack(alignment: alignment, spacing: labelled("spacing")?.number, children: try content(closures.first)))
        case "HStack":
            let alignment = memberName(labelled("alignment")).flatMap(VerticalAlignment.init(rawValue:)) ?? .center
            return ViewNode(.hStack(alignment: alignment, spacing: labelled("spacing")?.number, children: try content(closures.first)))
        case "ZStack":
            let alignment = memberName(labelled("alignment")).flatMap(Alignment.init(name:)) ?? .center
            return ViewNode(.zStack(alignment: alignment, children: try content(closures.first)))
        case "Group":
            return combine(try content(closures.first))
        case "ViewThatFits":
            var axes: Axis.Set = .both
            if let axis = memberName(labelled("in")) { axes = axis == "horizontal" ? .horizontal : axis == "vertical" ? .vertical : .both }
            return ViewNode(.viewThatFits(axes: axes, children: try content(closures.first)))
        case "Spacer":
            return ViewNode(.spacer(minLength: labelled("minLength")?.number))
        case "Divider":
            return ViewNode(.divider)
        case "EmptyView":
            return ViewNode(.empty)
        case "ProgressView":
            if let interval = labelled("timerInterval") {
                return try timerProgress(interval, countsDown: labelled("countsDown"), label: try (closures.first ?? closure("label")).map { combine(try content($0)) }, at: range)
            }
            let value = labelled("value")
            let label = try positional.first.map { ViewNode(.text(try describeCharged($0, at: range))) }
                ?? (closures.first ?? closure("label")).map { combine(try content($0)) }
            let bar = ViewNode(.progress(value: value?.number, total: labelled("total")?.number ?? 1, label: label))
            // `currentValueLabel:` under the bar, secondary, as SwiftUI's linear style places it.
            guard let current = closure("currentValueLabel") else { return bar }
            return ViewNode(.vStack(alignment: .leading, spacing: 0, children: [bar, combine(try content(current)).modifier(.foregroundStyle(.secondary))]))
        case "Gauge":
            var minimum = 0.0, maximum = 1.0
            if case .array(let bounds)? = labelled("in"), bounds.count >= 2 {
                minimum = bounds.first?.number ?? 0
                maximum = bounds.last?.number ?? 1
            }
            func view(_ closure: ClosureValue?) throws -> ViewNode? { try closure.map { combine(try content($0)) } }
            return ViewNode(.gauge(GaugeView(value: labelled("value")?.number ?? 0, minimum: minimum, maximum: maximum,
                                             label: try view(closures.first ?? closure("label")), currentValueLabel: try view(closure("currentValueLabel")),
                                             minimumValueLabel: try view(closure("minimumValueLabel")),
                                             maximumValueLabel: try view(closure("maximumValueLabel")))))
        case "Link":
            let url = try describeCharged(labelled("destination") ?? .string(""), at: range)
            if let title = positional.first { return ViewNode(.link(url: url, label: ViewNode(.text(try describeCharged(title, at: range))))) }
            return ViewNode(.link(url: url, label: combine(try content(closures.first ?? closure("label")))))
        case "ForEach":
            throw error("ForEach is built by its caller", range)
        default:
            throw error("'\(name)' cannot be drawn", range)
        }
    }

    /// `ForEach(items) { item in … }`: the views of every element, spliced into the parent.
    func forEachViews(_ args: [CallArgument], at range: SourceRange) throws -> [ViewNode] {
        guard let items = args.first(where: { $0.label == nil })?.value,
              case .closure(let body)? = args.first(where: { $0.label == "{}" || $0.label == "content" })?.value else {
            throw error("ForEach takes a collection and a closure, as in ForEach(items) { item in … }", range)
        }
        var views: [ViewNode] = []
        for element in try elements(of: items, at: range) {
            views += try within(.view) { try callViewClosure(body, [element], at: range) }
        }
        return views
    }

    func memberName(_ value: Value?) -> String? {
        if case .member(let name, _)? = value { return name }
        if case .enumCase(_, let name)? = value { return name }
        return nil
    }

    /// What a button does: the intent and its arguments as `name=value` text.
    func buttonAction(_ value: Value?, at range: SourceRange) throws -> ButtonAction {
        guard case .object(let intent)? = value, program.symbols.types[intent.type]?.kind == .intent else {
            throw error("a Button needs 'intent:' with an intent, as in Button(intent: CompleteToDo(id: todo.id))", range)
        }
        return ButtonAction(intent: intent.type, arguments: intent.fields.map { "\($0.name)=\(ParameterText.encode($0.value))" })
    }
}
