import Foundation
import WidgetSources

/// The image and colour sets of asset catalogs, by the name `Image("…")` and
/// `Color("…")` use: a set's folder name without its extension. Folders in a
/// catalog are groups (their sets keep their plain names) unless their
/// `Contents.json` says `"provides-namespace": true`: then the folder's name
/// comes first (`Weather/Sun`). The first catalog that has a name wins.
/// Catalogs are walked with limits (depth, number of folders).
public struct AssetCatalogIndex: Sendable, Hashable {
    public static let maxDepth = 12
    public static let maxFolders = 20_000

    /// Name → the set's folder (a path within a catalog).
    public private(set) var images: [String: String] = [:]
    public private(set) var colors: [String: String] = [:]
    /// Custom SF Symbols (`fountain.fill.symbolset`), by name: drawn as a symbol is (`Image(.fountainFill)`).
    public private(set) var symbols: [String: String] = [:]
    /// Data sets (`dictionary.dataset`), by name: `NSDataAsset(name:)`'s bytes.
    public private(set) var dataSets: [String: String] = [:]
    /// The catalogs' real paths (symbolic links resolved), for the read permission.
    public private(set) var realCatalogs: [String] = []

    public init(catalogs: [String]) {
        var visited = 0
        for catalog in catalogs {
            realCatalogs.append(URL(fileURLWithPath: catalog).resolvingSymlinksInPath().path)
            walk(catalog, prefix: "", depth: 0, visited: &visited)
        }
    }

    private mutating func walk(_ folder: String, prefix: String, depth: Int, visited: inout Int) {
        guard depth < Self.maxDepth, visited < Self.maxFolders,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        visited += 1
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if name.hasSuffix(".imageset") {
                let key = prefix + String(name.dropLast(".imageset".count))
                if images[key] == nil { images[key] = path }
            } else if name.hasSuffix(".symbolset") {
                let key = prefix + String(name.dropLast(".symbolset".count))
                if symbols[key] == nil { symbols[key] = path }
            } else if name.hasSuffix(".dataset") {
                let key = prefix + String(name.dropLast(".dataset".count))
                if dataSets[key] == nil { dataSets[key] = path }
            } else if name.hasSuffix(".colorset") {
                let key = prefix + String(name.dropLast(".colorset".count))
                if colors[key] == nil { colors[key] = path }
            } else if !name.contains("."), Self.isFolder(path), !Self.isLink(path) {
                walk(path, prefix: Self.providesNamespace(path) ? prefix + name + "/" : prefix, depth: depth + 1, visited: &visited)
            }
        }
    }

    /// Whether a group folder's `Contents.json` says `"properties": {"provides-namespace": true}`.
    static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"), data.count <= 1 << 20,
              let json = try? JSONParser.parse(data), case .bool(true)? = json["properties"]?["provides-namespace"] else { return false }
        return true
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}

extension AssetCatalogIndex {
    /// The sets a widget's names are looked up in: its module's catalogs when the project (or folder)
    /// names some, else `Assets.xcassets` in the widget's folder.
    /// The colour set Xcode's generated asset symbols name `symbol` (`Color.widgetBackground` for
    /// `WidgetBackground.colorset`); nil when no set of a catalog's top level has that symbol.
    public func colorSet(forSymbol symbol: String) -> String? {
        colors.keys.sorted().first { !$0.contains("/") && AssetCatalogIndex.symbolName(ofColorSet: $0) == symbol }
    }

    /// The name Xcode gives a colour set's symbol: its words in lower camel case, without a last word
    /// `Color` (`WidgetBackground` → `widgetBackground`, `AccentColor` → `accent`, `brand-blue` → `brandBlue`,
    /// `URLTint` → `urlTint`).
    /// The image set Xcode's generated asset symbols name `symbol` (`ImageResource.appLogo` for `app-logo.imageset`,
    /// a last word `Image` dropped as a colour's `Color` is); nil when no set of a catalog's top level has that symbol.
    public func imageSet(forSymbol symbol: String) -> String? {
        images.keys.sorted().first { !$0.contains("/") && AssetCatalogIndex.symbolName(ofColorSet: $0, suffix: "Image") == symbol }
    }

    /// The custom symbol Xcode's generated symbols name `symbol` (`ImageResource.fountainFill` for `fountain.fill.symbolset`).
    public func symbolSet(forSymbol symbol: String) -> String? {
        symbols.keys.sorted().first { !$0.contains("/") && AssetCatalogIndex.symbolName(ofColorSet: $0, suffix: "Image") == symbol }
    }

    public static func symbolName(ofColorSet name: String, suffix: String = "Color") -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previous = nil
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // A capital starts a word after a small letter or digit, or ends a run of capitals before a small letter.
            if character.isUppercase, let previous, !word.isEmpty,
               previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                words.append(word)
                word = ""
            }
            word.append(character)
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        if words.count > 1, words.last == suffix { words.removeLast() }
        guard let first = words.first else { return name }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func forWidget(_ resources: ModuleResources?, folder: String) -> AssetCatalogIndex {
        if let resources, !resources.assetCatalogs.isEmpty { return resources.assets }
        return AssetCatalogIndex(catalogs: [folder + "/Assets.xcassets"])
    }

    /// Where a missing name was looked for, for messages.
    static func looked(_ resources: ModuleResources?, set: String) -> String {
        guard let resources, !resources.assetCatalogs.isEmpty else { return "Assets.xcassets/\(set) beside the widget" }
        let names = resources.assetCatalogs.map { URL(fileURLWithPath: $0).lastPathComponent }
        return "\(set) in the target's asset catalogs (\(names.joined(separator: ", ")))"
    }
}
