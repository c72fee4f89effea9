import Foundation
import WidgetLanguage

/// Core Graphics' RGB colour spaces, for reading a colour's components in one (`cgColor.converted(to:
/// CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil)?.components`). A `CGColor` is
/// sRGB here, so converting it to sRGB (or extended sRGB) keeps its components; to Display P3 and to the linear
/// spaces they are computed with the standard transfer curve and primaries (IEC 61966-2-1, SMPTE EG 432-1).
/// Other spaces (grey, CMYK, Lab) are a located error where a colour is converted to one.
enum CoreGraphicsColorSpaces {
    static let typeName = "CGColorSpace"

    /// The names Core Graphics gives its spaces (`CGColorSpace.sRGB` is the text `kCGColorSpaceSRGB`).
    static let names: [(property: String, name: String)] = [
        ("sRGB", "kCGColorSpaceSRGB"), ("extendedSRGB", "kCGColorSpaceExtendedSRGB"), ("displayP3", "kCGColorSpaceDisplayP3"),
        ("extendedDisplayP3", "kCGColorSpaceExtendedDisplayP3"), ("linearSRGB", "kCGColorSpaceLinearSRGB"),
        ("extendedLinearSRGB", "kCGColorSpaceExtendedLinearSRGB"), ("genericRGBLinear", "kCGColorSpaceGenericRGBLinear"),
        ("linearDisplayP3", "kCGColorSpaceLinearDisplayP3"), ("genericGrayGamma2_2", "kCGColorSpaceGenericGrayGamma2_2"),
        ("genericCMYK", "kCGColorSpaceGenericCMYK"), ("genericLab", "kCGColorSpaceGenericLab"),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        let space = BuiltinType(typeName, instance: .named(typeName)) { _ in value("kCGColorSpaceSRGB") }
        space.sampleSource = "CGColorSpace(name: CGColorSpace.sRGB)!"
        for (property, name) in names {
            space.add(.init(property, .staticProperty, result: .string, note: "the space's name, \(name)") { _, _, _, _ in .string(name) })
        }
        var initializer = BuiltinMember(typeName, .initializer, ["name:String"], result: .optional(.named(typeName)),
                                        note: "nil for a name Core Graphics does not have") { i, _, args, r in
            let name = try i.string(args.value("name"), r)
            return names.contains { $0.name == name } ? value(name) : .null
        }
        initializer.overloadResults = [.optional(.named(typeName))]
        space.add(initializer)
        space.add(.init("name", .property, result: .optional(.string)) { _, v, _, _ in Interpreter.field(v, "name") })
        space.add(.init("numberOfComponents", .property, result: .int) { _, v, _, _ in
            guard case .string(let name) = Interpreter.field(v, "name") else { return .int(3) }
            return .int(name.contains("Gray") ? 1 : name.contains("CMYK") ? 4 : 3)
        })
        registry.register(type: space)
        guard let color = registry.types[CoreGraphicsColor.typeName] else { return }
        color.add(.init("colorSpace", .property, result: .optional(.named(typeName)), note: "sRGB: a CGColor is sRGB here") { _, _, _, _ in
            value("kCGColorSpaceSRGB")
        })
        color.add(.init("converted", .method, ["to:CGColorSpace intent:Any options:Any?"], result: .optional(.named(CoreGraphicsColor.typeName)),
                        note: "to the sRGB, Display P3 and linear RGB spaces, by their standard curves and primaries") { i, v, args, r in
            guard case .string(let name) = Interpreter.field(args.value("to") ?? .null, "name") else { throw i.error("converted(to:) takes a CGColorSpace", r) }
            guard case .array(let channels) = Interpreter.field(v, "components"), channels.count == 4 else { return .null }
            let rgb = channels.prefix(3).map { $0.number ?? 0 }, alpha = channels[3].number ?? 1
            guard let converted = convert(rgb, to: name) else {
                throw i.error("converting a colour to \(name) is not available in Widgetry; colours are sRGB here: read them in sRGB, Display P3 or linear RGB", r)
            }
            return CoreGraphicsColor.make(red: converted[0], green: converted[1], blue: converted[2], alpha: alpha)
        })
    }

    static func value(_ name: String) -> Value { Interpreter.foundationObject(typeName, [("name", .string(name))]) }

    /// sRGB components in the space of that name; nil for a space that is not one of the RGB spaces here.
    static func convert(_ rgb: [Double], to name: String) -> [Double]? {
        let linear = rgb.map(linearized)
        switch name {
        case "kCGColorSpaceSRGB", "kCGColorSpaceExtendedSRGB": return rgb
        case "kCGColorSpaceLinearSRGB", "kCGColorSpaceExtendedLinearSRGB", "kCGColorSpaceGenericRGBLinear": return linear
        case "kCGColorSpaceDisplayP3", "kCGColorSpaceExtendedDisplayP3", "kCGColorSpaceLinearDisplayP3":
            // Linear sRGB to linear Display P3 (both D65): the product of the two spaces' RGB-to-XYZ matrices.
            let p3 = [0.822_462_1 * linear[0] + 0.177_538_0 * linear[1],
                      0.033_194_2 * linear[0] + 0.966_805_8 * linear[1],
                      0.017_082_7 * linear[0] + 0.072_397_4 * linear[1] + 0.910_519_9 * linear[2]]
            return name == "kCGColorSpaceLinearDisplayP3" ? p3 : p3.map(encoded)
        default: return nil
        }
    }

    /// Components of the space of that name as sRGB's (the inverse of `convert`); nil for a space that is not one of the RGB spaces here.
    static func sRGB(from components: [Double], in name: String) -> [Double]? {
        switch name {
        case "kCGColorSpaceSRGB", "kCGColorSpaceExtendedSRGB": return components
        case "kCGColorSpaceLinearSRGB", "kCGColorSpaceExtendedLinearSRGB", "kCGColorSpaceGenericRGBLinear": return components.map(encoded)
        case "kCGColorSpaceDisplayP3", "kCGColorSpaceExtendedDisplayP3", "kCGColorSpaceLinearDisplayP3":
            let p3 = name == "kCGColorSpaceLinearDisplayP3" ? components : components.map(linearized)
            // Linear Display P3 to linear sRGB: the inverse of `convert`'s matrix.
            return [1.224_940_2 * p3[0] - 0.224_940_4 * p3[1],
                    -0.042_056_9 * p3[0] + 1.042_057_1 * p3[1],
                    -0.019_637_6 * p3[0] - 0.078_636_1 * p3[1] + 1.098_273_5 * p3[2]].map(encoded)
        default: return nil
        }
    }

    /// `CGColor(colorSpace:components:)`: red, green, blue and alpha in an RGB space, as an sRGB colour; nil (as Core
    /// Graphics gives) for another count of components, and for a space Widgetry does not convert from.
    static func color(in space: Value, _ components: Value?, _ i: Interpreter, _ r: SourceRange) throws -> Value {
        guard case .string(let name) = Interpreter.field(space, "name") else { throw i.error("CGColor(colorSpace:components:) takes a CGColorSpace", r) }
        let numbers = try i.elements(of: components ?? .null, at: r).map { try i.number($0, "CGColor(colorSpace:components:)", r) }
        guard numbers.count == 4, let rgb = sRGB(from: Array(numbers.prefix(3)), in: name) else { return .null }
        return CoreGraphicsColor.make(red: min(max(rgb[0], 0), 1), green: min(max(rgb[1], 0), 1), blue: min(max(rgb[2], 0), 1),
                                      alpha: min(max(numbers[3], 0), 1))
    }

    /// The sRGB transfer curve (Display P3 shares it), undone and applied.
    static func linearized(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encoded(_ c: Double) -> Double { c <= 0.003_130_8 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
}
