import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// Every member of `Font` checks and draws, written with the type and as an implicit
/// member (`.custom("Avenir", size: 12)` passed check and failed in render); a missing
/// image asset is a warning at its name when the checker sees the widget's folder.
@Suite struct SwiftUIFontAndAssetTests {
    /// `Font.member(…)` and `.member(…)` for each entry of the table, with sample arguments.
    static func fontForms() -> [String] {
        let registry = BuiltinRegistry.standard
        guard let font = registry.types["Font"] else { return [] }
        var forms: [String] = []
        for member in font.allMembers {
            for signature in member.overloads.isEmpty ? [Signature("")] : member.overloads {
                let arguments = BuiltinTableTests.sourceArguments(signature)
                switch member.kind {
                case .staticProperty: forms += ["Font.\(member.name)", ".\(member.name)"]
                case .staticMethod: forms += ["Font.\(member.name)(\(arguments))", ".\(member.name)(\(arguments))"]
                case .method: forms += ["Font.body.\(member.name)(\(arguments))", ".caption.\(member.name)(\(arguments))"]
                case .property: forms += ["Font.body.\(member.name)"]
                case .initializer: forms += ["Font(\(arguments))"]
                }
            }
        }
        return forms
    }

    @Test func everyFontMemberChecksAndDraws() throws {
        let forms = Self.fontForms()
        #expect(forms.count > 40)
        #expect(forms.contains(".custom(\"yyyy-MM-dd\", size: 1.5)"))
        try SwiftUIViewTests.checkAndDraw(forms.map { "            Text(\"x\").font(\($0))" }, naming: forms)
    }

    @Test func aCustomFontIsTheSystemFontOfItsSize() throws {
        #expect(try SwiftUIViewTests.render("        Text(\"Hi\").font(.custom(\"Avenir\", size: 12))")
                == SwiftUIViewTests.render("        Text(\"Hi\").font(.system(size: 12))"))
        #expect(try SwiftUIViewTests.render("        Text(\"Hi\").font(.title.leading(.tight).width(.condensed).bold())")
                == SwiftUIViewTests.render("        Text(\"Hi\").font(.title.bold())"))
    }

    /// The weight of `.system(_:design:weight:)` is drawn wherever it is written (it was lost after a design).
    @Test func aSystemFontKeepsItsWeightInEveryForm() throws {
        let bold = try SwiftUIViewTests.render("        Text(\"Hi\").font(.system(size: 12, weight: .bold))", colorMode: .ansi16)
        #expect(bold.contains("\u{1B}[0;1"), "\(bold)")
        for form in [".system(size: 12, weight: .bold, design: .rounded)", ".system(.title, design: .rounded, weight: .bold)",
                     "Font.system(.body, design: .monospaced, weight: .bold)"] {
            #expect(try SwiftUIViewTests.render("        Text(\"Hi\").font(\(form))", colorMode: .ansi16) == bold, "\(form)")
        }
    }

    @Test func aMissingImageIsAWarningAtItsNameBesideTheWidget() throws {
        let folder = PackagePaths.temporaryDirectory("images").path
        let set = folder + "/Assets.xcassets/logo.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try #"{"images": [{"filename": "logo.png", "scale": "1x"}]}"#.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let body = "        VStack {\n            Image(\"logo\")\n            Image(\"logoo\")\n            Image(decorative: \"banner\")\n        }"
        try SwiftUIViewTests.widget(body).write(toFile: folder + "/images.widget", atomically: true, encoding: .utf8)
        let diagnostics = WidgetCompiler.compile(path: folder + "/images.widget").diagnostics
        #expect(SwiftUIViewTests.located(diagnostics) == [
            "warning 13:19: no image named 'logoo': looked for logoo.png, logoo.jpg, logoo.jpeg and Assets.xcassets/logoo.imageset beside the widget; it draws as a box; did you mean 'logo'?",
            "warning 14:31: no image named 'banner': looked for banner.png, banner.jpg, banner.jpeg and Assets.xcassets/banner.imageset beside the widget; it draws as a box",
        ])
    }
}
