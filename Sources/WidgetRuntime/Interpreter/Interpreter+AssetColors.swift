import Foundation
import WidgetLanguage
import WidgetRender

extension Interpreter {
    /// `Color("Name")`: the colour set `Assets.xcassets/Name.colorset` beside the widget, in the
    /// appearance of the colour scheme (`\.colorScheme`). A set that is not there (or cannot be read)
    /// is a located note (unless the checker already warned), and the colour is drawn as the system colour of that name or the primary one.
    /// `Color.widgetBackground`, `.widgetBackground` where a colour goes: the colour set whose symbol Xcode's
    /// generated asset symbols name so (`AssetCatalogIndex.symbolName(ofColorSet:)`); nil when there is none.
    /// The image set whose generated symbol is `name` (`appLogo` for `app-logo.imageset`).
    func assetImageSet(symbol name: String) -> String? {
        guard let folder = ColorAssets.visibleFolder(ofWidgetAt: program.tree.path) else { return nil }
        return AssetCatalogIndex.forWidget(program.resources, folder: folder).imageSet(forSymbol: name)
    }

    /// The custom symbol (`.symbolset`) whose generated symbol is `name` (`fountainFill` for `fountain.fill.symbolset`).
    func assetSymbolSet(symbol name: String) -> String? {
        guard let folder = ColorAssets.visibleFolder(ofWidgetAt: program.tree.path) else { return nil }
        return AssetCatalogIndex.forWidget(program.resources, folder: folder).symbolSet(forSymbol: name)
    }

    func assetColor(symbol name: String, at range: SourceRange) -> Value? {
        guard let folder = ColorAssets.visibleFolder(ofWidgetAt: program.tree.path),
              let set = AssetCatalogIndex.forWidget(program.resources, folder: folder).colorSet(forSymbol: name) else { return nil }
        return assetColor(set, at: range)
    }

    func assetColor(_ name: String, at range: SourceRange) -> Value {
        let fallback = Value.member(name: "asset", arguments: [.string(name)])
        let problem: String
        let drawn = ColorStyle(name: name) == nil ? "it draws in the primary colour" : "it draws as Color.\(name)"
        do {
            guard let loader = sources as? SourceLoader else { return fallback }
            if let contents = try waitingForIO({ try loader.colorAsset(named: name, interpreter: self) }) {
                let dark = memberName(environmentValue("colorScheme")) == "dark"
                if let color = ColorAssets.components(in: contents, dark: dark) {
                    if let system = color.system { return UIKitColors.color(.member(name: system, arguments: [])) }
                    let rgb = Value.member(name: "rgb", arguments: [.double(color.red), .double(color.green), .double(color.blue)])
                    return color.alpha < 1 ? .member(name: "opacity", arguments: [rgb, .double(color.alpha)]) : rgb
                }
                if ColorAssets.isEmptySet(contents) { return .member(name: "clear", arguments: []) }
                problem = "Assets.xcassets/\(name).colorset/Contents.json has no colour this runtime reads; \(drawn)"
            } else {
                // The checker already warned at the name when it could look in the widget's folder.
                if ColorAssets.visibleFolder(ofWidgetAt: program.tree.path) != nil { return fallback }
                problem = "no colour '\(name)': looked for Assets.xcassets/\(name).colorset/Contents.json beside the widget; \(drawn)"
            }
        } catch {
            problem = "colour '\(name)': \(Interpreter.imageMessage(error)); \(drawn)"
        }
        if !notes.contains(where: { $0.message == problem && $0.range == range }), notes.count < 16 {
            notes.append(RuntimeError(problem, at: range))
        }
        return fallback
    }
}
