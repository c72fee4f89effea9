import Foundation
import WidgetLanguage
import WidgetSources

/// `Color("Name")`: `Assets.xcassets/Name.colorset/Contents.json` beside the
/// widget (a Swift module's own folder), read as image sets are: confined,
/// under the widget's read permissions.
enum ColorAssets {
    struct Components: Equatable {
        var red: Double, green: Double, blue: Double, alpha: Double
        /// `"reference": "systemBackgroundColor"`: a system colour, by UIKit's name (`systemBackground`), drawn as UIKit's
        /// colour of that name is (UIKitColors); the channels are then unused.
        var system: String? = nil
    }

    /// The catalog file of a colour set, relative to the widget's folder; nil for a name that cannot be one (`a/b`).
    static func contentsPath(_ name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        return "Assets.xcassets/\(name).colorset/Contents.json"
    }

    /// The folder the checker can look in for a widget at `path`: the module folder or the file's folder,
    /// nil when the path is not on disk (a file compiled from memory).
    static func visibleFolder(ofWidgetAt path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return path }
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The colour of the set for a colour scheme: the entry marked `luminosity: dark` when dark
    /// (else the plain one), the entry without appearances (or marked light) otherwise.
    static func components(in contents: [UInt8], dark: Bool) -> Components? {
        guard let json = try? JSONParser.parse(Data(contents)), let colors = json["colors"]?.array else { return nil }
        var light: Components?, darkColor: Components?
        for entry in colors {
            guard let components = parse(entry["color"]) else { continue }
            let appearances = entry["appearances"]?.array ?? []
            // High-contrast variants are not a terminal's concern.
            if appearances.contains(where: { $0["appearance"]?.string == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"]?.string == "luminosity" }?["value"]?.string
            switch luminosity {
            case "dark"?: if darkColor == nil { darkColor = components }
            case nil, "light"?: if light == nil { light = components }
            default: continue
            }
        }
        return dark ? darkColor ?? light : light ?? darkColor
    }

    /// `{"color-space": "srgb", "components": {"red": "0.5", …, "alpha": "1.000"}}`; display-p3 is read as sRGB,
    /// a grey set (`white`) as its grey; `{"reference": "systemBackgroundColor"}` as UIKit's colour of that name.
    static func parse(_ color: JSONValue?) -> Components? {
        if let reference = color?["reference"]?.string {
            var name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            name = appKitColors[name] ?? name
            guard UIKitColors.names.contains(where: { $0.0 == name }) else { return nil }
            return Components(red: 0, green: 0, blue: 0, alpha: 1, system: name)
        }
        guard let components = color?["components"] else { return nil }
        let alpha = components["alpha"].flatMap { channel($0, isAlpha: true) } ?? 1
        if let white = components["white"].flatMap({ channel($0, isAlpha: false) }) {
            return Components(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = components["red"].flatMap({ channel($0, isAlpha: false) }),
              let green = components["green"].flatMap({ channel($0, isAlpha: false) }),
              let blue = components["blue"].flatMap({ channel($0, isAlpha: false) }) else { return nil }
        return Components(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// AppKit's system colours a macOS set references, by the UIKit colour drawn for them.
    static let appKitColors: [String: String] = [
        "textBackground": "systemBackground", "windowBackground": "systemBackground", "controlBackground": "systemBackground",
        "underPageBackground": "systemGroupedBackground", "text": "label", "controlText": "label", "headerText": "label",
        "disabledControlText": "tertiaryLabel", "controlAccent": "tintColor", "selectedContentBackground": "tintColor",
        "grid": "separator", "shadow": "black",
    ]

    /// Whether a set's entries give no colour at all, as the set Xcode's widget template makes (`WidgetBackground`,
    /// `AccentColor` before one is picked): drawn clear, as SwiftUI draws a colour its catalog does not have.
    static func isEmptySet(_ contents: [UInt8]) -> Bool {
        guard let json = try? JSONParser.parse(Data(contents)), let colors = json["colors"]?.array else { return false }
        return colors.allSatisfy { $0["color"] == nil }
    }

    /// One component as 0…1: a float (`"0.502"`), an 8-bit integer (`"128"`) or hex (`"0x80"`).
    /// Alpha is always a float.
    static func channel(_ value: JSONValue, isAlpha: Bool) -> Double? {
        var result: Double?
        switch value {
        case .int(let i): result = isAlpha ? Double(i) : Double(i) / 255
        case .double(let d): result = d
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                result = Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if trimmed.contains(".") || isAlpha {
                result = Double(trimmed)
            } else {
                result = Int(trimmed).map { Double($0) / 255 }
            }
        default: return nil
        }
        guard let result, result.isFinite else { return nil }
        return min(1, max(0, result))
    }
}

extension SourceLoader {
    /// The `Contents.json` of the colour set of that name in the module's asset catalogs
    /// (`Assets.xcassets` beside the widget for a widget file), nil when there is none.
    func colorAsset(named name: String, interpreter: Interpreter) throws -> [UInt8]? {
        guard let set = AssetCatalogIndex.forWidget(interpreter.program.resources, folder: folder.path).colors[name] else { return nil }
        let written = set + "/Contents.json"
        let permits = try assetPermits(interpreter)
        guard let file = try ConfinedFile.find(written, base: folder.path, permits: permits) else { return nil }
        close(file.descriptor)
        return [UInt8](try ConfinedFile.contents(written, base: folder.path, maxBytes: 1 << 20, permits: permits))
    }
}
