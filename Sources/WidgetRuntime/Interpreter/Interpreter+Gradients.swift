import Foundation
import WidgetLanguage
import WidgetRender

/// Gradient values: `LinearGradient(colors:startPoint:endPoint:)` and its
/// kin are `.member("linearGradient", [stops, …])` until a modifier or a view
/// body draws them, when they become a `GradientStyle`.
extension Interpreter {
    /// `LinearGradient(…)`, `RadialGradient(…)`, `AngularGradient(…)`: the stops and where they spread.
    func gradientValue(_ kind: String, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        let stops = Value.array(try gradientStopValues(args, at: range))
        func point(_ label: String, _ fallback: String) -> Value { args.value(label) ?? .member(name: fallback, arguments: []) }
        switch kind {
        case "linearGradient":
            return .member(name: kind, arguments: [stops, point("startPoint", "top"), point("endPoint", "bottom")])
        case "radialGradient":
            return .member(name: kind, arguments: [stops, point("center", "center"), args.value("startRadius") ?? .double(0),
                                                   args.value("endRadius") ?? .double(100)])
        default:
            return .member(name: kind, arguments: [stops, point("center", "center"), args.value("startAngle") ?? .member(name: "degrees", arguments: [.double(0)]),
                                                   args.value("endAngle") ?? .member(name: "degrees", arguments: [.double(360)])])
        }
    }

    /// The stops of `colors:`, `gradient:` or `stops:` as `.member("stop", [colour, location or nil])`.
    func gradientStopValues(_ args: [CallArgument], at range: SourceRange) throws -> [Value] {
        if case .array(let colors)? = args.value("colors") {
            return colors.map { .member(name: "stop", arguments: [$0, .null]) }
        }
        if case .member("gradientStops", let fields)? = args.value("gradient"), case .array(let stops)? = fields.first {
            return stops
        }
        guard case .array(let stops)? = args.value("stops") else { return [] }
        return stops.map { stop in
            switch stop {
            case .member("stop", _): return stop
            case .member("init", let fields):
                // `.init(color: .red, location: 0.5)` where a `Gradient.Stop` goes.
                guard case .tuple(let tuple)? = fields.first else { return stop }
                let labelled = zip(tuple.labels, tuple.elements)
                let color = labelled.first { $0.0 == "color" }?.1 ?? .member(name: "primary", arguments: [])
                return .member(name: "stop", arguments: [color, labelled.first { $0.0 == "location" }?.1 ?? .null])
            default: return .member(name: "stop", arguments: [stop, .null])
            }
        }
    }

    /// `.background { LinearGradient(…) }`, `.containerBackground(for: .widget) { Color.blue }`: the style of
    /// a closure whose content is one colour, gradient or filled rectangle; nil without a closure or for other content.
    func closureBackground(_ args: [CallArgument], at range: SourceRange) throws -> ColorStyle? {
        guard case .closure(let closure)? = args.first(where: { $0.label == "{}" || $0.label == "content" })?.value else { return nil }
        let views = try within(.view) { try callViewClosure(closure, [], at: range) }
        guard views.count == 1, case .shape(let shape) = views[0].kind, shape.paint == .fill, shape.shape == .rectangle,
              shape.trimFrom == 0, shape.trimTo == 1 else { return nil }
        return shape.color
    }

    /// Whether a value is a colour (`.red`, `Color(red:green:blue:)`, `Color("Name")`), not a gradient or another style.
    func isColor(_ value: Value) -> Bool {
        guard case .member(let name, _) = value else { return false }
        return SwiftUIStyles.colorNames.contains(name) || ["hex", "rgb", "opacity", "asset"].contains(name)
    }

    /// A gradient value as the renderer's style; nil for a value that is not a gradient.
    func gradientStyle(_ value: Value, at range: SourceRange) throws -> GradientStyle? {
        // A `Gradient` given as a style (`.tint(Gradient(colors: […]))` on a gauge): leading to trailing.
        if case .member("gradientStops", let arguments) = value {
            return try gradientStyle(.member(name: "linearGradient", arguments: arguments + [.member(name: "leading", arguments: []),
                                                                                              .member(name: "trailing", arguments: [])]), at: range)
        }
        guard case .member(let name, let arguments) = value, SwiftUIGradients.valueNames.contains(name), let first = arguments.first else { return nil }
        if name == "colorGradient" {
            // `Color.red.gradient`: SwiftUI's subtle top-to-bottom gradient of the colour.
            let (r, g, b) = try colorStyle(first, at: range)?.stopComponents ?? (0, 0, 0)
            func mix(_ c: UInt8, toward target: Double) -> UInt8 { UInt8(min(255, max(0, (Double(c) * 0.8 + target * 0.2).rounded()))) }
            let stops = GradientStyle.evenly([(mix(r, toward: 255), mix(g, toward: 255), mix(b, toward: 255)), (r, g, b),
                                              (mix(r, toward: 0), mix(g, toward: 0), mix(b, toward: 0))])
            return GradientStyle(kind: .linear(start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)), stops: stops)
        }
        guard case .array(let stopValues) = first else { return nil }
        var colors: [(UInt8, UInt8, UInt8)] = []
        var locations: [Double?] = []
        for stop in stopValues {
            // `.linearGradient(colors: [.red, .blue], …)` written as a style: colours, not stops.
            guard case .member("stop", let fields) = stop, let color = fields.first else {
                colors.append(try colorStyle(stop, at: range)?.stopComponents ?? (0, 0, 0))
                locations.append(nil)
                continue
            }
            colors.append(try colorStyle(color, at: range)?.stopComponents ?? (0, 0, 0))
            locations.append(fields.count > 1 ? fields[1].number : nil)
        }
        var stops = GradientStyle.evenly(colors)
        for (index, location) in locations.enumerated() where index < stops.count {
            if let location { stops[index].location = location.isFinite ? min(1, max(0, location)) : 0 }
        }
        let rest = Array(arguments.dropFirst())
        func point(_ index: Int) -> UnitPoint {
            guard index < rest.count else { return UnitPoint(x: 0.5, y: 0.5) }
            if case .member("unitPoint", let xy) = rest[index], xy.count == 2 { return UnitPoint(x: xy[0].number ?? 0.5, y: xy[1].number ?? 0.5) }
            return memberName(rest[index]).flatMap(UnitPoint.init(name:)) ?? UnitPoint(x: 0.5, y: 0.5)
        }
        func number(_ index: Int, _ fallback: Double) -> Double { index < rest.count ? rest[index].number ?? fallback : fallback }
        func degrees(_ index: Int, _ fallback: Double) -> Double {
            guard index < rest.count, case .member(let unit, let values) = rest[index], let amount = values.first?.number, amount.isFinite else { return fallback }
            return unit == "radians" ? amount * 180 / Double.pi : amount
        }
        switch name {
        case "linearGradient":
            return GradientStyle(kind: .linear(start: point(0), end: point(1)), stops: stops)
        case "radialGradient":
            return GradientStyle(kind: .radial(center: point(0), startRadius: number(1, 0), endRadius: number(2, 100)), stops: stops)
        case "ellipticalGradient":
            // `.ellipticalGradient(colors:center:startRadiusFraction:endRadiusFraction:)`, as `EllipticalGradient` draws.
            return GradientStyle(kind: .radial(center: point(0), startRadius: number(1, 0) * 160, endRadius: number(2, 0.5) * 160), stops: stops)
        default:
            return GradientStyle(kind: .angular(center: point(0), startAngle: degrees(1, 0), endAngle: degrees(2, 360)), stops: stops)
        }
    }
}
