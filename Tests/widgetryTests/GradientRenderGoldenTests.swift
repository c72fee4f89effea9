import Foundation
import Testing
import WidgetTestSupport

/// `widgets/gradients.widget` with its `Assets.xcassets` beside it, rendered in
/// every family it declares, plain and in colour (24-bit: each cell its
/// gradient colour; 256 colours: each gradient its middle colour), against
/// `widgets/__renders__/gradients.FAMILY[.MODE].txt`.
@Suite struct GradientRenderGoldenTests {
    static let families = ["systemMedium", "systemLarge"]

    func render(_ family: String, _ arguments: [String], environment: [String: String] = [:]) -> CommandRunner.Output {
        let box = Sandbox(["gradients.widget", "Assets.xcassets"])
        return CommandRunner.widgetry(["render", box.path("gradients.widget"), "--family", family, "--store", box.store, "--now", Sandbox.now]
                                      + arguments, environment: environment)
    }

    @Test(arguments: families)
    func plain(_ family: String) {
        let output = render(family, ["--plain"])
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        if let mismatch = Golden.compare(output.stdout, with: PackagePaths.path("widgets/__renders__/gradients.\(family).txt")) {
            Issue.record("\(mismatch)")
        }
    }

    @Test(arguments: families)
    func trueColor(_ family: String) {
        let output = render(family, ["--color"], environment: ["COLORTERM": "truecolor"])
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        // The linear gradient's first cell (red, a little towards orange) and the Brand asset colour.
        #expect(output.stdout.contains("38;2;255;66;44"))
        #expect(output.stdout.contains("38;2;242;107;51"), "Color(\"Brand\") from Assets.xcassets")
        if let mismatch = Golden.compare(output.stdout, with: PackagePaths.path("widgets/__renders__/gradients.\(family).truecolor.txt")) {
            Issue.record("\(mismatch)")
        }
    }

    /// `--appearance dark`: the colour sets' dark entries (Brand is 1.0/0.6/0.35 there),
    /// and a Swift view's `@Environment(\.colorScheme)` says `.dark`.
    @Test func darkAppearanceDrawsTheDarkAssetColours() throws {
        let dark = render("systemMedium", ["--color", "--appearance", "dark"], environment: ["COLORTERM": "truecolor"])
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(dark.stdout.contains("38;2;255;153;89") && !dark.stdout.contains("38;2;242;107;51"), "\(dark.stdout)")
        let typo = render("systemMedium", ["--appearance", "drak"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("--appearance drak: unknown appearance 'drak'; did you mean 'dark'?"), "\(typo.stderr)")

        let folder = PackagePaths.temporaryDirectory("appearance")
        let path = folder.appendingPathComponent("Scheme.swift").path
        try SwiftWidgetSource.withEntryAndProvider("""
        struct SchemeView: View {
            @Environment(\\.colorScheme) var scheme
            var entry: Entry
            var body: some View { Text(scheme == .dark ? "in the dark" : "in the light") }
        }

        struct SchemeWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Scheme", provider: Provider()) { entry in SchemeView(entry: entry) }
                    .supportedFamilies([.systemSmall])
            }
        }
        """).write(toFile: path, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("s.sqlite").path
        let light = CommandRunner.widgetry(["render", path, "--plain", "--store", store])
        #expect(light.stdout.contains("in the light"), "\(light.stdout)\(light.stderr)")
        let night = CommandRunner.widgetry(["render", path, "--plain", "--store", store, "--appearance", "dark"])
        #expect(night.stdout.contains("in the dark"), "\(night.stdout)\(night.stderr)")
    }

    @Test(arguments: families)
    func twoHundredFiftySixColours(_ family: String) {
        let output = render(family, ["--color"], environment: ["TERM": "xterm-256color", "COLORTERM": ""])
        #expect(output.status == 0 && output.stderr.isEmpty, "\(output.stderr)")
        #expect(!output.stdout.contains("38;2;"))
        if let mismatch = Golden.compare(output.stdout, with: PackagePaths.path("widgets/__renders__/gradients.\(family).256.txt")) {
            Issue.record("\(mismatch)")
        }
    }
}
