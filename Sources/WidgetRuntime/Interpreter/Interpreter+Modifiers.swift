import Foundation
import WidgetLanguage
import WidgetRender

extension Interpreter {
    /// Applies a modifier to a view. Modifiers a terminal cannot show (opacity,
    /// shadow, …) are accepted and leave the view as it is; see Grammar.md.
    func applyModifier(_ name: String, _ args: [CallArgument], to node: ViewNode, at range: SourceRange) throws -> ViewNode {
        let first = args.first?.value
        // One lookup says which groups may take the modifier: trying each group's `switch`
        // in turn compared the name with every case of every group (a call per comparison).
        let groups = Interpreter.modifierGroups[name] ?? []
        if !groups.isEmpty {
            if groups.contains(.picture), let picture = pictureModifier(name, args, to: node) { return picture }
            if groups.contains(.shape), let shape = try shapeModifier(name, args, to: node, at: range) { return shape }
            if groups.contains(.widgetKit), let widgetKit = try widgetKitModifier(name, args, to: node, at: range) { return widgetKit }
            if groups.contains(.layout), let layout = try layoutModifier(name, args, to: node, at: range) { return layout }
            if groups.contains(.shapeAndImage), let shapeOrImage = try shapeAndImageModifier(name, args, to: node, at: range) { return shapeOrImage }
            if groups.contains(.stillFrame) { return node }
        }
        func flag() -> Bool { if case .bool(let b)? = first { return b } else { return true } }
        if name == "hidden" { return node.modifier(.hidden) }
        if name == "labelStyle" { return labelStyled(node, memberName(first)) }
        switch name {
        case "font":
            guard let font = try font(first, at: range) else { return node }
            return node.modifier(.font(font))
        case "fontWeight":
            guard let weight = memberName(first).flatMap(FontWeight.init(rawValue:)) else {
                throw error("unknown font weight \(first.map(describe) ?? "")", range)
            }
            return node.modifier(.fontWeight(weight))
        case "bold": return node.modifier(.bold(flag()))
        case "italic": return node.modifier(.italic(flag()))
        case "underline": return node.modifier(.underline(flag()))
        case "strikethrough": return node.modifier(.strikethrough(flag()))
        case "foregroundStyle", "foregroundColor", "tint":
            guard let color = try colorStyle(first, at: range) else { return node }
            // `.foregroundStyle(.red, .blue, .green)`: the view in the first; `.secondary`/`.tertiary` inside in the others.
            if args.count > 1, let secondary = try colorStyle(args[1].value, at: range) {
                let tertiary = args.count > 2 ? try colorStyle(args[2].value, at: range) : nil
                return node.modifier(.foregroundStyle(color)).modifier(.hierarchicalStyles(secondary: secondary, tertiary: tertiary))
            }
            return node.modifier(.foregroundStyle(color))
        case "background":
            // `.background(Capsule().fill(.blue))`: a filled shape behind a view is drawn as its colour.
            if case .view(let background)? = first, case .shape(let shape) = background.kind {
                return node.modifier(.background(shape.color ?? .primary))
            }
            if let style = try closureBackground(args, at: range) { return node.modifier(.background(style)) }
            // `.background(in: shape)`: the default background style, the terminal's own until `.backgroundStyle` gives one.
            if first == nil || args.first?.label == "in" { return args.value("in") == nil ? node : node.modifier(.background(.clear)) }
            guard let color = try? colorStyle(first, at: range) else { return node }
            return node.modifier(.background(color))
        case "containerBackground":
            if let style = try closureBackground(args, at: range) { return node.modifier(.containerBackground(style)) }
            guard let color = try? colorStyle(first, at: range) else { return node }
            return node.modifier(.containerBackground(color))
        case "padding":
            // `.padding(EdgeInsets(top:leading:bottom:trailing:))`: each side its own length.
            if case .object(let insets)? = first, insets.type == "EdgeInsets" {
                var padded = node
                for (name, edge) in [("top", Edge.Set.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)] {
                    if let length = insets[name]?.number, length != 0 { padded = padded.modifier(.padding(edge, length)) }
                }
                return padded
            }
            var edges: Edge.Set = .all
            var length: Double?
            for argument in args {
                if let n = argument.value.number { length = n }
                if let edge = memberName(argument.value) { edges = try edgeSet(edge, at: argument.range) }
            }
            return node.modifier(.padding(edges, length))
        case "frame":
            return node.modifier(.frame(try frame(args, at: range)))
        case "lineLimit":
            if case .null? = first { return node.modifier(.lineLimit(nil)) }
            let limit = try lineLimit(first, at: range)
            if case .bool(true)? = args.value("reservesSpace") {
                // The rows are kept even when the text is shorter, the text at their top.
                let rows = Double(max(0, min(limit, 1000))) * PointScale.pointsPerRow
                return node.modifier(.lineLimit(limit)).modifier(.frame(Frame(minHeight: rows, alignment: .top)))
            }
            return node.modifier(.lineLimit(limit))
        case "multilineTextAlignment":
            guard let alignment = memberName(first).flatMap(TextAlignment.init(rawValue:)) else { throw error("use .leading, .center or .trailing", range) }
            return node.modifier(.multilineTextAlignment(alignment))
        case "truncationMode":
            guard let mode = memberName(first).flatMap(TruncationMode.init(rawValue:)) else { throw error("use .head, .middle or .tail", range) }
            return node.modifier(.truncationMode(mode))
        case "minimumScaleFactor":
            return node.modifier(.minimumScaleFactor(first?.number ?? 1))
        case "clipShape":
            switch memberName(first) {
            case "circle": return node.modifier(.clipShape(.circle))
            case "capsule": return node.modifier(.clipShape(.capsule))
            case "roundedRectangle":
                var radius = 8.0
                if case .member(_, let arguments)? = first, let given = arguments.first?.number { radius = given }
                return node.modifier(.clipShape(.roundedRectangle(cornerRadius: radius)))
            default: return node.modifier(.clipShape(.rectangle))
            }
        case "cornerRadius":
            return node.modifier(.clipShape(.roundedRectangle(cornerRadius: first?.number ?? 0)))
        case "offset":
            let (x, y) = try point(args, at: range)
            return x == 0 && y == 0 ? node : node.modifier(.offset(x: x, y: y))
        case "gaugeStyle":
            return node.modifier(.gaugeStyle(memberName(first).flatMap(GaugeStyle.init(rawValue:)) ?? .automatic))
        case "buttonStyle":
            return node.modifier(.buttonStyle(memberName(first).flatMap(ButtonStyle.init(rawValue:)) ?? .automatic))
        case "widgetURL":
            return node.modifier(.widgetURL(try describeCharged(first ?? .string(""), at: range)))
        case "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "imageScale", "symbolRenderingMode", "symbolVariant",
             "opacity", "shadow", "overlay", "layoutPriority", "fixedSize", "id",
             "invalidatableContent", "contentTransition", "widgetAccentable", "monospaced", "monospacedDigit",
             "fontDesign", "textCase", "textScale", "toggleStyle", "progressViewStyle", "rotationEffect",
             "modelContainer", "modelContext":  // SwiftData: the widget's store is the container
            return node
        default:
            throw error("unknown modifier '.\(name)'", range)
        }
    }

    /// `.lineLimit(2)`, or a range's upper bound: `1...3`, `...3`, `..<4`.
    func lineLimit(_ value: Value?, at range: SourceRange) throws -> Int {
        switch value {
        case .array(let items)?:
            guard let last = items.last else { throw error("the line limit's range is empty", range) }
            return try int(last, range)
        case .object(let object)? where object.type.hasPrefix("PartialRange"):
            let upper = try int(object["upperBound"], range)
            return object.type == "PartialRangeUpTo" ? upper - 1 : upper
        default:
            return try int(value, range)
        }
    }

    func font(_ value: Value?, at range: SourceRange) throws -> Font? {
        guard case .member(let name, let arguments)? = value else { return nil }
        // `.custom("Avenir", size: 12)`: a terminal has one typeface; the size is kept.
        if name == "custom" {
            let size = arguments.dropFirst().first?.number ?? 17
            return .system(size: size, weight: nil)
        }
        if name == "system" {
            // `.system(size: 12, weight: .bold, design: .rounded)`, `.system(.title, design: .rounded, weight: .bold)`: the weight wherever it is.
            let weight = arguments.dropFirst().compactMap { memberName($0).flatMap(FontWeight.init(rawValue:)) }.first
            return .system(size: arguments.first?.number ?? 17, weight: weight)
        }
        guard let font = Font(textStyle: name) else { throw error("unknown font '.\(name)'", range) }
        return font
    }

    func colorStyle(_ value: Value?, at range: SourceRange) throws -> ColorStyle? {
        switch value {
        case .member(let name, let arguments)?:
            if name == "hex", case .string(let hex)? = arguments.first {
                guard let color = ColorStyle(hex: hex) else { throw error("'\(hex)' is not a hex colour like #FF8800", range) }
                return color
            }
            if name == "rgb", arguments.count >= 3 {
                func channel(_ v: Value) -> UInt8 { UInt8(max(0, min(255, (v.number ?? 0) * 255))) }
                return .rgb(channel(arguments[0]), channel(arguments[1]), channel(arguments[2]))
            }
            if name == "opacity", let color = arguments.first { return try colorStyle(color, at: range) }
            if name == "shadow" {
                // `.fill(.shadow(.drop(radius: 2)))`, `.red.shadow(.inner(radius: 1))`: a cell has no shadow;
                // the style it is on is drawn (the foreground style when none is named).
                if case .member(Interpreter.styleChainMarker, let base)? = arguments.first { return try colorStyle(base.first, at: range) }
                return .primary
            }
            if name == "asset", case .string(let asset)? = arguments.first { return ColorStyle(name: asset) ?? .primary }
            if let gradient = try gradientStyle(.member(name: name, arguments: arguments), at: range) { return .gradient(gradient) }
            if arguments.isEmpty, let style = StyleNames.color(name) { return style }
            if let dot = name.lastIndex(of: ".") {
                // `.fill.tertiary`, `.background.secondary`: the hierarchical level decides.
                return ColorStyle(name: String(name[name.index(after: dot)...])) ?? .tertiary
            }
            if let color = ColorStyle(name: name) { return color }
            // `.palePink`: a static of the program's own `extension Color` (or `ShapeStyle`).
            if let type = program.symbols.colorExtension(declaring: name) {
                return try colorStyle(try staticMember(type, name, at: range), at: range)
            }
            throw error("unknown colour '.\(name)'", range)
        case .string(let text)?:
            return ColorStyle(name: text)
        default:
            return nil
        }
    }

    func edgeSet(_ name: String, at range: SourceRange) throws -> Edge.Set {
        switch name {
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        case "all": return .all
        default: throw error("unknown edge '.\(name)'", range)
        }
    }

    func frame(_ args: [CallArgument], at range: SourceRange) throws -> Frame {
        var frame = Frame()
        for argument in args {
            let number = argument.value.number ?? (memberName(argument.value) == "infinity" ? Double.infinity : nil)
            switch argument.label {
            case "width": frame.width = number
            case "height": frame.height = number
            case "minWidth": frame.minWidth = number
            case "idealWidth": frame.idealWidth = number
            case "maxWidth": frame.maxWidth = number
            case "minHeight": frame.minHeight = number
            case "idealHeight": frame.idealHeight = number
            case "maxHeight": frame.maxHeight = number
            case "alignment":
                guard let alignment = memberName(argument.value).flatMap(Alignment.init(name:)) else {
                    throw error("unknown alignment", argument.range)
                }
                frame.alignment = alignment
            default: break
            }
        }
        return frame
    }
}

/// The groups of modifiers `applyModifier` hands a name to before its own `switch`.
struct ModifierGroups: OptionSet, Sendable {
    let rawValue: UInt8
    static let picture = ModifierGroups(rawValue: 1)        // `pictureModifier`
    static let shape = ModifierGroups(rawValue: 2)          // `shapeModifier`
    static let widgetKit = ModifierGroups(rawValue: 4)      // `widgetKitModifier`
    static let layout = ModifierGroups(rawValue: 8)         // `layoutModifier`
    static let shapeAndImage = ModifierGroups(rawValue: 16) // `shapeAndImageModifier`
    static let stillFrame = ModifierGroups(rawValue: 32)    // `StillFrameModifiers`: the view as it is
}

extension Interpreter {
    /// The names each group's function handles (its `switch` cases; `ModifierGroupTests` keeps them true).
    static let modifierGroupNames: [(ModifierGroups, [String])] = [
        (.picture, ["resizable", "scaledToFit", "scaledToFill", "aspectRatio"]),
        (.shape, ["opacity", "fill", "stroke", "strokeBorder", "trim"]),
        (.widgetKit, ["widgetLabel", "allowsTightening", "privacySensitive", "redacted", "unredacted",
                      "activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint"]),
        (.layout, ["accentColor", "backgroundStyle", "clipped", "containerRelativeFrame", "gridCellColumns", "position",
                   "safeAreaInset", "safeAreaPadding"]),
        (.shapeAndImage, ["antialiased", "interpolation", "renderingMode", "rotation", "scale", "size", "widgetAccentedRenderingMode"]),
        (.stillFrame, Array(StillFrameModifiers.names)),
    ]

    static let modifierGroups: [String: ModifierGroups] = {
        var table: [String: ModifierGroups] = [:]
        for (group, names) in modifierGroupNames {
            for name in names { table[name, default: []].insert(group) }
        }
        return table
    }()
}

