import Foundation
import WidgetLanguage
import WidgetRender

/// What the modifiers' bodies (`Builtins/`) read from their arguments: fonts, colours, edges, frames.
extension Interpreter {
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
            // `.tinted(opacity: 0.5)`: a static function of the program's `extension ShapeStyle where Self == Tinted`.
            if !program.symbols.builtinExtensions.isEmpty,
               let function = program.symbols.builtinExtensionFunctions(name, of: "ShapeStyle", isStatic: true).first(where: { $0.parameters.count >= arguments.count }) {
                let args = zip(function.parameters, arguments).map { CallArgument(label: $0.label, value: $1, range: range) }
                return try colorStyle(try callMember(function, args, self: .type("ShapeStyle"), at: range).0, at: range)
            }
            if arguments.isEmpty, let color = assetColor(symbol: name, at: range) { return try colorStyle(color, at: range) }
            throw error("unknown colour '.\(name)'", range)
        case .string(let text)?:
            return ColorStyle(name: text)
        case .object?, .instance?:
            // A `ShapeStyle` of the program's: the style its `resolve(in:)` gives for the view's environment.
            guard let value, let symbol = userType(of: value), let resolve = userFunction("resolve", of: symbol, isStatic: false) else { return nil }
            let environment = [CallArgument(label: "in", value: EnvironmentValues.selfValue, range: range)]
            return try colorStyle(try callMember(resolve, environment, self: value, at: range).0, at: range)
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
