import Foundation

/// A point in a view's bounds as fractions of its width and height
/// (SwiftUI's `UnitPoint`): `.leading` is (0, 0.5), `.bottomTrailing` (1, 1).
public struct UnitPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x.isFinite ? x : 0.5
        self.y = y.isFinite ? y : 0.5
    }

    /// `"topLeading"`, `"center"`, `"zero"`, … as written after a dot.
    public init?(name: String) {
        switch name {
        case "zero", "topLeading": self.init(x: 0, y: 0)
        case "top": self.init(x: 0.5, y: 0)
        case "topTrailing": self.init(x: 1, y: 0)
        case "leading": self.init(x: 0, y: 0.5)
        case "center": self.init(x: 0.5, y: 0.5)
        case "trailing": self.init(x: 1, y: 0.5)
        case "bottomLeading": self.init(x: 0, y: 1)
        case "bottom": self.init(x: 0.5, y: 1)
        case "bottomTrailing": self.init(x: 1, y: 1)
        default: return nil
        }
    }

    public static let names = ["zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                               "bottomLeading", "bottomTrailing"]
}

extension ColorStyle {
    /// The sRGB colour this style gives a gradient stop: primary is white, secondary and tertiary gray, clear black.
    public var stopComponents: (UInt8, UInt8, UInt8) { backgroundColor?.rgb ?? (0, 0, 0) }
}

/// `LinearGradient`, `RadialGradient`, `AngularGradient` and `Color.gradient`:
/// colour stops and how they spread over the bounds of the view they paint.
/// In 24-bit colour each cell takes the colour at its centre; otherwise the
/// whole gradient is its middle colour (`middle`).
public struct GradientStyle: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        public var red: UInt8, green: UInt8, blue: UInt8
        /// 0…1 along the gradient.
        public var location: Double

        public init(red: UInt8, green: UInt8, blue: UInt8, location: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.location = location.isFinite ? min(1, max(0, location)) : 0
        }
    }

    public enum Kind: Sendable, Hashable {
        case linear(start: UnitPoint, end: UnitPoint)
        /// Radii in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Angles in degrees, clockwise from 3 o'clock, as SwiftUI's.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    public var kind: Kind
    /// Sorted by location; never empty.
    public var stops: [Stop]

    /// Stops without locations are spread evenly, as `Gradient(colors:)` does.
    public init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        let sorted = stops.sorted { $0.location < $1.location }
        self.stops = sorted.isEmpty ? [Stop(red: 0, green: 0, blue: 0, location: 0)] : sorted
    }

    /// Colours spread evenly from 0 to 1.
    public static func evenly(_ colors: [(UInt8, UInt8, UInt8)]) -> [Stop] {
        guard colors.count > 1 else { return colors.map { Stop(red: $0.0, green: $0.1, blue: $0.2, location: 0) } }
        return colors.enumerated().map { index, c in
            Stop(red: c.0, green: c.1, blue: c.2, location: Double(index) / Double(colors.count - 1))
        }
    }

    /// The colour at `t` (0…1) along the stops, mixed in sRGB.
    public func color(at t: Double) -> CellColor {
        let t = t.isFinite ? min(1, max(0, t)) : 0
        guard let first = stops.first, let last = stops.last else { return .rgb(0, 0, 0) }
        if t <= first.location { return .rgb(first.red, first.green, first.blue) }
        if t >= last.location { return .rgb(last.red, last.green, last.blue) }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(min(255, max(0, (Double(x) + (Double(y) - Double(x)) * f).rounded()))) }
            return .rgb(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
        }
        return .rgb(last.red, last.green, last.blue)
    }

    /// The one colour drawn when cells cannot each have their own: the colour halfway along.
    public var middle: CellColor { color(at: 0.5) }

    /// The colour at the centre of cell (`x`, `y`) of `rect`, measured in points (a cell is twice as tall as wide).
    public func color(atX x: Int, y: Int, in rect: CellRect) -> CellColor {
        let width = Double(max(1, rect.width)) * PointScale.pointsPerColumn
        let height = Double(max(1, rect.height)) * PointScale.pointsPerRow
        let px = (Double(x - rect.x) + 0.5) * PointScale.pointsPerColumn
        let py = (Double(y - rect.y) + 0.5) * PointScale.pointsPerRow
        switch kind {
        case .linear(let start, let end):
            let sx = start.x * width, sy = start.y * height
            let dx = end.x * width - sx, dy = end.y * height - sy
            let length = dx * dx + dy * dy
            guard length > 0 else { return color(at: 0) }
            return color(at: ((px - sx) * dx + (py - sy) * dy) / length)
        case .radial(let center, let startRadius, let endRadius):
            let cx = center.x * width, cy = center.y * height
            let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
            let span = endRadius - startRadius
            guard span.isFinite, span != 0 else { return color(at: distance >= endRadius ? 1 : 0) }
            return color(at: (distance - startRadius) / span)
        case .angular(let center, let startAngle, let endAngle):
            let cx = center.x * width, cy = center.y * height
            // Clockwise from 3 o'clock: y grows downwards, so atan2 of (dy, dx) already turns clockwise.
            var degrees = atan2(py - cy, px - cx) * 180 / Double.pi
            let span = endAngle - startAngle
            guard span.isFinite, span != 0 else { return color(at: 0) }
            degrees -= startAngle
            degrees -= (degrees / 360).rounded(.down) * 360
            return color(at: degrees / span)
        }
    }
}
