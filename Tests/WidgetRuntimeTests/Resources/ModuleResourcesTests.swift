import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetRuntime

@Suite struct ModuleResourcesTests {
    /// Sets in groups keep their names; a folder that provides a namespace puts its name first.
    @Test func assetCatalogGroupsAndNamespaces() {
        let fixture = ProjectFixture("Resources")
        let index = AssetCatalogIndex(catalogs: [fixture.root + "/Gallery/Media.xcassets", fixture.root + "/Shared/Theme.xcassets"])
        #expect(index.images.keys.sorted() == ["Star"])
        #expect(index.colors.keys.sorted() == ["Brand/Accent", "Paper", "Tint"])
        #expect(index.colors["Tint"] == fixture.root + "/Shared/Theme.xcassets/Tint.colorset")
    }

    /// The asked locale, its language, `Base`, the development language, then the unnamed one.
    @Test(arguments: [
        ("de_DE", "title", "Titel (de_DE)"), ("de_AT", "title", "Titel"), ("fr_FR", "title", "Title (Base)"),
        ("fr_FR", "only.en", "English"), ("fr_FR", "loose", "Loose"), ("de_DE", "missing", nil),
    ] as [(String, String, String?)])
    func lookupOrder(_ locale: String, _ key: String, _ expected: String?) {
        let strings = LocalizedStrings(tables: [
            "de_DE": ["Localizable": ["title": "Titel (de_DE)"]],
            "de": ["Localizable": ["title": "Titel"]],
            "Base": ["Localizable": ["title": "Title (Base)"]],
            "en": ["Localizable": ["only.en": "English"]],
            "": ["Localizable": ["loose": "Loose"]],
        ], developmentLanguage: "en")
        #expect(strings.text(key, locale: locale) == expected)
    }

    /// `Bundle.localizations` and `preferredLocalizations`: the module's languages, and the one a locale reads.
    @Test(arguments: [("de_DE", "de"), ("de_AT", "de"), ("fr_FR", "en"), ("en_GB", "en")])
    func languages(_ locale: String, _ preferred: String) {
        let strings = LocalizedStrings(tables: [
            "de": ["Localizable": ["title": "Titel"]], "Base": ["Localizable": ["title": "Title"]], "": ["Localizable": ["loose": "Loose"]],
        ], developmentLanguage: "en")
        #expect(strings.languages == ["Base", "de"])
        #expect(strings.preferredLanguage(for: locale) == preferred)
        #expect(LocalizedStrings().languages == ["en"])
    }

    @Test func anotherTable() {
        let strings = LocalizedStrings(tables: ["en": ["Widget": ["k": "v"]]])
        #expect(strings.text("k", locale: "en_US") == nil)
        #expect(strings.text("k", table: "Widget", locale: "en_US") == "v")
    }
}
