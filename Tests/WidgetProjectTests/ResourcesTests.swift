import Foundation
import Testing
@testable import WidgetProject

@Suite("a target's resources")
struct ResourcesTests {
    let fixture = FixtureProject("Resources")

    /// Asset catalogs of any name from the Resources phase and the synchronised folder; strings of
    /// every kind.
    @Test func gathersCatalogsAndStrings() throws {
        let widget = try #require(try fixture.read("Gallery.xcodeproj").widgetTargets.first)
        #expect(fixture.relative(widget.files.assetCatalogs) == ["Shared/Theme.xcassets", "Gallery/Media.xcassets"])
        #expect(fixture.relative(widget.files.strings) == [
            "Gallery/Localizable.xcstrings", "Gallery/de.lproj/Greetings.strings", "Gallery/en.lproj/Greetings.strings",
            "Gallery/en.lproj/Localizable.stringsdict",
        ])
    }

    /// `.strings` (here UTF-16 with a byte-order mark), `.stringsdict` (the `other` form of each
    /// variable), `.xcstrings` (every language; its source language is the development language).
    @Test func readsEveryKindOfStringsFile() throws {
        let widget = try #require(try fixture.read("Gallery.xcodeproj").widgetTargets.first)
        let strings = StringsFiles(widget.files.strings)
        #expect(strings.notes.isEmpty)
        #expect(strings.developmentLanguage == "en")
        #expect(strings.tables == [
            "en": ["Localizable": ["gallery.title": "My Gallery", "photos.count": "%d photos"], "Greetings": ["greeting": "Hello"]],
            "de": ["Localizable": ["gallery.title": "Meine Galerie"], "Greetings": ["greeting": "Hallo"]],
        ])
    }

    @Test func aBrokenStringsFileIsANote() throws {
        let path = fixture.root + "/Gallery/broken.strings"
        try "\"a\" = \"b\"\n\"c\" = \"d\";\n".write(toFile: path, atomically: true, encoding: .utf8)
        let strings = StringsFiles([path])
        #expect(fixture.notes(strings.notes) == ["ROOT/Gallery/broken.strings:2:1: expected ';' after the value of 'a'"])
    }
}
