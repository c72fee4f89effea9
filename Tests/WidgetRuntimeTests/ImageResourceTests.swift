import Foundation
import Testing
import WidgetImages
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// `Image(.appLogo)`, `ImageResource.appLogo`: the symbols Xcode generates for the image sets of the target's asset
/// catalogs (`app-logo.imageset`), drawn as `Image("app-logo")` is; a symbol no set has is an error where it is written.
@Suite struct ImageResourceTests {
    static func widget(_ views: String) -> String {
        SwiftWidgetSource.withEntryAndProvider("""
        enum Mode {
            case plain, bold
            var icon: ImageResource { self == .plain ? .appLogo : ImageResource.appLogo }
        }
        struct V: View {
            let entry: Entry
            var body: some View {
                VStack { \(views) }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { V(entry: $0) } }
        }
        """)
    }

    /// A folder with the widget and an `app-logo` image set of 4 × 4 red pixels.
    static func folder(_ views: String) throws -> String {
        let folder = PackagePaths.temporaryDirectory("imageresource").path
        let set = folder + "/Assets.xcassets/app-logo.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let red: [UInt8] = (0..<64).map { $0 % 4 == 0 || $0 % 4 == 3 ? 255 : 0 }
        try Data(try #require(PNGEncoding.encode(width: 4, height: 4, rgba: red))).write(to: URL(fileURLWithPath: set + "/logo.png"))
        try #"{"images": [{"filename": "logo.png", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
            .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        try widget(views).write(toFile: folder + "/W.swift", atomically: true, encoding: .utf8)
        return folder + "/W.swift"
    }

    static func drawn(_ path: String) throws -> String {
        let session = try TestSession.open(try String(contentsOfFile: path, encoding: .utf8), path: path)
        let outcome = try session.render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: .trueColor))
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        return outcome.result.text
    }

    @Test func anImageSetsSymbolIsDrawnAsItsNameIs() throws {
        let bySymbol = try Self.folder("Image(.appLogo).resizable().frame(width: 16, height: 32); Image(Mode.bold.icon).resizable().frame(width: 16, height: 32)")
        #expect(WidgetCompiler.compile(path: bySymbol).diagnostics.filter { $0.severity == .error }.isEmpty)
        let symbols = try Self.drawn(bySymbol)
        let byName = try Self.folder("Image(\"app-logo\").resizable().frame(width: 16, height: 32); Image(\"app-logo\").resizable().frame(width: 16, height: 32)")
        let names = try Self.drawn(byName)
        #expect(symbols == names)
        #expect(symbols.contains("\u{1B}[0;38;2;255;0;0"), "\(symbols)")
    }

    @Test func aSymbolNoSetHasIsAnErrorWhereItIsWritten() throws {
        let path = try Self.folder("Image(.appLogoo)")
        let errors = WidgetCompiler.compile(path: path).diagnostics.filter { $0.severity == .error }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(errors == ["21:24: 'ImageResource' has no member '.appLogoo'; did you mean '.appLogo'?"], "\(errors)")
    }

    /// A custom SF Symbol (`fountain.fill.symbolset`): `Image(.fountainFill)` is drawn as a symbol of its name is, as
    /// `Image(systemName:)` draws one it has no glyph for; a misspelt one is an error that suggests it.
    @Test func aCustomSymbolIsDrawnAsASymbol() throws {
        let path = try Self.folder("Image(.fountainFill); Image(systemName: \"fountain.fill\")")
        let set = (path as NSString).deletingLastPathComponent + "/Assets.xcassets/fountain.fill.symbolset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try #"{"info": {"author": "xcode", "version": 1}, "symbols": [{"filename": "fountain.fill.svg", "idiom": "universal"}]}"#
            .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        #expect(WidgetCompiler.compile(path: path).diagnostics.filter { $0.severity == .error }.isEmpty)
        let rows = SwiftWidgetDrawing.rows(try Self.drawn(path)).filter { !$0.isEmpty && !$0.hasPrefix("╭") && !$0.hasPrefix("╰") }
        #expect(rows.count == 2 && rows[0] == rows[1], "\(rows)")
        try Self.widget("Image(.fountainFil)").write(toFile: path, atomically: true, encoding: .utf8)
        let errors = WidgetCompiler.compile(path: path).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors == ["'ImageResource' has no member '.fountainFil'; did you mean '.fountainFill'?"], "\(errors)")
    }
}
