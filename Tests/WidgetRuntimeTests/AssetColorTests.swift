import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// `Color("Name")` reads `Assets.xcassets/Name.colorset/Contents.json` beside
/// the widget (it was drawn as the primary colour, with a warning that asset
/// catalogs are not read); a name with no set is a warning at the name when
/// the checker sees the widget's folder, a located note from the run otherwise.
@Suite struct AssetColorTests {
    static let brand = """
    {
      "colors" : [
        { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "128", "red" : "0.900" } },
          "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "display-p3", "components" : { "alpha" : "0.500", "blue" : "0.800", "green" : "0.300", "red" : "0.100" } },
          "idiom" : "universal" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """

    static func widget(_ body: String) -> String { BodyWidget.source(body) }

    /// A folder with the widget file and a Brand colour set.
    static func folder(_ body: String) throws -> String {
        let folder = PackagePaths.temporaryDirectory("colors").path
        let set = folder + "/Assets.xcassets/Brand.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try brand.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        try widget(body).write(toFile: folder + "/colors.widget", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func componentsAreFloatsIntegersOrHexAndTheAppearanceChoosesTheEntry() throws {
        let light = ColorAssets.components(in: Array(Self.brand.utf8), dark: false)
        #expect(light == ColorAssets.Components(red: 0.9, green: 128.0 / 255, blue: 64.0 / 255, alpha: 1))
        let dark = ColorAssets.components(in: Array(Self.brand.utf8), dark: true)
        #expect(dark == ColorAssets.Components(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.5))
        let grey = #"{"colors": [{"color": {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "1"}}}]}"#
        #expect(ColorAssets.components(in: Array(grey.utf8), dark: true) == ColorAssets.Components(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(ColorAssets.components(in: Array("not json".utf8), dark: false) == nil)
        // A system colour by reference, as Xcode writes one picked from its list; an unknown reference is no colour.
        let system = #"{"colors": [{"color": {"platform": "ios", "reference": "systemBackgroundColor"}, "idiom": "universal"},"#
            + #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"platform": "ios", "reference": "labelColor"}, "idiom": "universal"}]}"#
        #expect(ColorAssets.components(in: Array(system.utf8), dark: false)?.system == "systemBackground")
        #expect(ColorAssets.components(in: Array(system.utf8), dark: true)?.system == "label")
        #expect(ColorAssets.components(in: Array(#"{"colors": [{"color": {"reference": "noSuchColor"}}]}"#.utf8), dark: false) == nil)
        // A macOS set's AppKit colour, as the UIKit colour drawn for it; a set with no colour at all (Xcode's template).
        let mac = #"{"colors": [{"color": {"platform": "osx", "reference": "textBackgroundColor"}, "idiom": "universal"}]}"#
        #expect(ColorAssets.components(in: Array(mac.utf8), dark: false)?.system == "systemBackground")
        let empty = #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
        #expect(ColorAssets.components(in: Array(empty.utf8), dark: false) == nil && ColorAssets.isEmptySet(Array(empty.utf8)))
        #expect(!ColorAssets.isEmptySet(Array(Self.brand.utf8)))
        #expect(ColorAssets.contentsPath("../x") == nil)
    }

    /// The widget whose body is `body`, beside the Brand set, checks with no diagnostic and draws in Brand's light colour.
    static func expectDrawnInBrand(_ body: String) throws {
        let path = try folder(body) + "/colors.widget"
        let compiled = WidgetCompiler.compile(path: path)
        #expect(compiled.diagnostics.isEmpty, "\(body): \(compiled.diagnostics.map(\.message))")
        let session = try TestSession.open(try String(contentsOfFile: path, encoding: .utf8), path: path)
        let outcome = try session.render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: .trueColor))
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        #expect(outcome.result.text.contains("\u{1B}[0;38;2;229;128;64m██"), "\(body): \(outcome.result.text)")
    }

    /// Xcode's template makes `WidgetBackground` with no colour: drawn clear, with no note.
    @Test func aSetWithNoColourIsClear() throws {
        let folder = try Self.folder("Text(\"x\").padding().background(Color(\"Empty\"))")
        let set = folder + "/Assets.xcassets/Empty.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let path = folder + "/colors.widget"
        let session = try TestSession.open(try String(contentsOfFile: path, encoding: .utf8), path: path)
        let outcome = try session.render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: .trueColor))
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(!outcome.result.text.contains("██"), "\(outcome.result.text)")
    }

    @Test func anAssetColourIsDrawnInItsComponents() throws {
        try Self.expectDrawnInBrand("Color(\"Brand\", bundle: nil).frame(width: 16, height: 16)")
    }

    @Test func aUIColorNamedIsTheSameAssetAndOptional() throws {
        try Self.expectDrawnInBrand("Color(uiColor: UIColor(named: \"Brand\") ?? .systemBlue).frame(width: 16, height: 16)")
    }

    /// Xcode's generated asset symbols: a colour set is also `Color.<symbol>` and `.<symbol>` where a colour goes.
    @Test func aColourSetIsNamedByTheSymbolXcodeGeneratesForIt() throws {
        #expect(AssetCatalogIndex.symbolName(ofColorSet: "WidgetBackground") == "widgetBackground")
        #expect(AssetCatalogIndex.symbolName(ofColorSet: "AccentColor") == "accent")
        #expect(AssetCatalogIndex.symbolName(ofColorSet: "brand-blue") == "brandBlue")
        #expect(AssetCatalogIndex.symbolName(ofColorSet: "URLTint") == "urlTint")
        #expect(AssetCatalogIndex.symbolName(ofColorSet: "text 2") == "text2")
        #expect(AssetCatalogIndex.symbolName(ofColorSet: "Color") == "color")
        for body in ["Color.brand.frame(width: 16, height: 16)", "Rectangle().fill(.brand).frame(width: 16, height: 16)",
                     "Rectangle().foregroundStyle(.brand).frame(width: 16, height: 16)"] {
            try Self.expectDrawnInBrand(body)
        }
        let folder = try Self.folder("Color.brnad.frame(width: 16, height: 16)")
        let located = WidgetCompiler.compile(path: folder + "/colors.widget").diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(located == ["10:15: type 'Color' has no member 'brnad'; did you mean 'brand'?"], "\(located)")
    }

    @Test func anUnknownNameIsAWarningAtTheArgumentWhenTheFolderIsSeen() throws {
        let folder = try Self.folder("Text(\"x\").foregroundStyle(Color(\"Brnad\"))")
        let diagnostics = WidgetCompiler.compile(path: folder + "/colors.widget").diagnostics
        let located = diagnostics.map { "\($0.severity == .warning ? "warning" : "error") \($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(located == ["warning 10:41: no colour 'Brnad': looked for Assets.xcassets/Brnad.colorset/Contents.json beside the widget; "
                            + "it draws in the primary colour; did you mean 'Brand'?"], "\(located)")
    }

    @Test func withoutAFolderTheRunNotesTheMissingSetAtTheCall() throws {
        let source = Self.widget("Text(\"x\").foregroundStyle(Color(\"Nowhere\"))")
        let compiled = WidgetCompiler.compile(SourceFile(path: "memory-only.widget", text: source))
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        let session = try TestSession.open(source, path: "memory-only.widget")
        let outcome = try session.render(widget: "W", family: "systemSmall")
        let notes = outcome.problems.map { "\($0.range.map { "\($0.start.line):\($0.start.column)" } ?? "-"): \($0.message)" }
        #expect(notes.contains("10:35: no colour 'Nowhere': looked for Assets.xcassets/Nowhere.colorset/Contents.json beside the widget; "
                               + "it draws in the primary colour"), "\(notes)")
        #expect(outcome.result.text.contains("x"))
    }
}
