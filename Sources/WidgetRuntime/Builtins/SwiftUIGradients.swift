import WidgetLanguage
import WidgetRender

/// SwiftUI's gradients and the values they take: `LinearGradient`,
/// `RadialGradient`, `AngularGradient`, `Gradient`, `Gradient.Stop`,
/// `UnitPoint` and `Angle`. A gradient is a view by itself (it fills the size
/// offered) and a style for `.fill`, `.stroke`, `.foregroundStyle`,
/// `.background` and `.containerBackground`; see docs/render.md for how it is drawn.
enum SwiftUIGradients {
    static let drawn = "each cell its colour at the cell's centre in 24-bit colour; the middle colour otherwise"
    /// What the interpreter's gradient values are called (`Value.member`).
    static let valueNames: Set<String> = ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "colorGradient"]

    static func register(in registry: inout BuiltinRegistry) {
        let styles = ["colors:[Color]", "gradient:Gradient", "stops:[Gradient.Stop]"]
        registry.register(view: BuiltinCallable("LinearGradient", styles.map { "\($0) startPoint:UnitPoint endPoint:UnitPoint" },
                                                result: .view, note: drawn) { i, args, range in
            try i.gradientValue("linearGradient", args, at: range)
        })
        registry.register(view: BuiltinCallable("RadialGradient", styles.map { "\($0) center:UnitPoint startRadius:Double endRadius:Double" },
                                                result: .view, note: drawn + "; radii in points (a cell is 8 by 16)") { i, args, range in
            try i.gradientValue("radialGradient", args, at: range)
        })
        registry.register(view: BuiltinCallable("AngularGradient", styles.map { "\($0) center:UnitPoint startAngle?:Angle endAngle?:Angle" }
                                                    + styles.map { "\($0) center:UnitPoint angle:Angle" },
                                                result: .view, note: drawn + "; angle: turns where the colours start") { i, args, range in
            guard let angle = args.value("angle") else { return try i.gradientValue("angularGradient", args, at: range) }
            // `AngularGradient(…, angle:)`: a whole turn starting at `angle`.
            let degrees = try i.angleDegrees(angle, at: range)
            var turned = args.filter { $0.label != "angle" }
            turned.append(CallArgument(label: "startAngle", value: .member(name: "degrees", arguments: [.double(degrees)]), range: range))
            turned.append(CallArgument(label: "endAngle", value: .member(name: "degrees", arguments: [.double(degrees + 360)]), range: range))
            return try i.gradientValue("angularGradient", turned, at: range)
        })

        registry.register(view: BuiltinCallable("EllipticalGradient", styles.map { "\($0) center?:UnitPoint startRadiusFraction?:Double endRadiusFraction?:Double" },
                                                result: .view, note: drawn + "; drawn as a RadialGradient whose end radius is endRadiusFraction × 160 points") { i, args, range in
            var radial = args.filter { ["colors", "gradient", "stops", "center"].contains($0.label) }
            let start = args.value("startRadiusFraction")?.number ?? 0, end = args.value("endRadiusFraction")?.number ?? 0.5
            radial.append(CallArgument(label: "startRadius", value: .double(start * 160), range: range))
            radial.append(CallArgument(label: "endRadius", value: .double(end * 160), range: range))
            return try i.gradientValue("radialGradient", radial, at: range)
        })

        let gradient = BuiltinType("Gradient", instance: .named("Gradient")) { _ in
            .member(name: "gradientStops", arguments: [.array([.member(name: "stop", arguments: [.member(name: "red", arguments: []), .null])])])
        }
        gradient.sampleSource = "Gradient(colors: [.red, .blue])"
        gradient.add(.init("Gradient", .initializer, ["colors:[Color]", "stops:[Gradient.Stop]"], result: .named("Gradient")) { i, _, args, range in
            .member(name: "gradientStops", arguments: [.array(try i.gradientStopValues(args, at: range))])
        })
        gradient.add(.init("Stop", .staticMethod, ["color:Color location:Double"], result: .named("Gradient.Stop")) { _, _, args, _ in
            .member(name: "stop", arguments: [args.value("color") ?? .member(name: "primary", arguments: []), args.value("location") ?? .double(0)])
        })
        // `gradient.stops`: each stop with its location; those of `Gradient(colors:)` spread evenly from 0 to 1, as SwiftUI spreads them.
        gradient.add(.init("stops", .property, result: .array(.named("Gradient.Stop"))) { _, v, _, _ in
            guard case .member("gradientStops", let fields) = v, case .array(let stops)? = fields.first else { return .array([]) }
            return .array(stops.enumerated().map { index, stop in
                guard case .member("stop", let parts) = stop, parts.count == 2, parts[1].isNull else { return stop }
                return .member(name: "stop", arguments: [parts[0], .double(stops.count > 1 ? Double(index) / Double(stops.count - 1) : 0)])
            })
        })
        registry.register(type: gradient)
        let stop = BuiltinType("Gradient.Stop", instance: .named("Gradient.Stop")) { _ in
            .member(name: "stop", arguments: [.member(name: "red", arguments: []), .double(0)])
        }
        stop.sampleSource = "Gradient.Stop(color: .red, location: 0)"
        stop.add(.init("color", .property, result: .color) { _, v, _, _ in
            if case .member("stop", let parts) = v, let color = parts.first { return color }
            return .member(name: "primary", arguments: [])
        })
        stop.add(.init("location", .property, result: .double) { i, v, _, r in
            guard case .member("stop", let parts) = v, parts.count == 2, !parts[1].isNull else { return .double(0) }
            return .double(try i.number(parts[1], "a stop's location", r))
        })
        registry.register(type: stop)

        let point = BuiltinType("UnitPoint", instance: .named("UnitPoint"), checksImplicitMembers: true) { _ in .member(name: "center", arguments: []) }
        point.sampleSource = "UnitPoint.center"
        for name in UnitPoint.names {
            point.add(.init(name, .staticProperty, result: .named("UnitPoint")) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        // (`UnitPoint()` is the zero point, the top leading corner.)
        point.add(.init("UnitPoint", .initializer, ["", "x:Double y:Double"], result: .named("UnitPoint")) { _, _, args, _ in
            .member(name: "unitPoint", arguments: [args.value("x") ?? .double(0), args.value("y") ?? .double(0)])
        })
        // `start.x + 0.5 * sin(angle)`: a point's fractions, of a named one (`.topLeading` is 0, 0) or a made one.
        for (axis, index) in [("x", 0), ("y", 1)] {
            point.add(.init(axis, .property, result: .double) { i, v, _, r in
                switch v {
                case .member("unitPoint", let parts) where parts.count == 2: return .double(try i.number(parts[index], "UnitPoint.\(axis)", r))
                case .member(let name, _):
                    guard let named = UnitPoint(name: name) else { break }
                    return .double(index == 0 ? named.x : named.y)
                default: break
                }
                throw i.error("UnitPoint.\(axis) of \(i.typeName(of: v))", r)
            })
        }
        registry.register(type: point)

        let angle = BuiltinType("Angle", instance: .named("Angle"), checksImplicitMembers: true) { _ in .member(name: "degrees", arguments: [.double(0)]) }
        angle.sampleSource = "Angle.degrees(90)"
        angle.add(.init("zero", .staticProperty, result: .named("Angle")) { _, _, _, _ in .member(name: "degrees", arguments: [.double(0)]) })
        for unit in ["degrees", "radians"] {
            angle.add(.init(unit, .staticMethod, ["_:Double"], result: .named("Angle")) { _, _, args, _ in
                .member(name: unit, arguments: [args.first?.value ?? .double(0)])
            })
        }
        angle.add(.init("Angle", .initializer, ["degrees:Double", "radians:Double"], result: .named("Angle")) { _, _, args, _ in
            if let radians = args.value("radians") { return .member(name: "radians", arguments: [radians]) }
            return .member(name: "degrees", arguments: [args.value("degrees") ?? .double(0)])
        })
        // `angle.degrees`, `angle.radians`: the angle in either unit, whichever it was made in.
        for unit in ["degrees", "radians"] {
            angle.add(.init(unit, .property, result: .double) { i, v, _, r in
                guard case .member(let made, let arguments) = v, let amount = arguments.first?.number else { return .double(0) }
                if made == unit { return .double(amount) }
                return .double(unit == "degrees" ? amount * 180 / .pi : amount * .pi / 180)
            })
        }
        registry.register(type: angle)
    }
}
