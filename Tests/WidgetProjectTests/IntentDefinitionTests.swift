import Foundation
import Testing
import WidgetTestSupport
@testable import WidgetProject

@Suite("SiriKit intent definitions")
struct IntentDefinitionTests {
    let fixture = FixtureProject("Intents")

    /// An intent definition in the Sources phase is gathered with the target.
    @Test func isGathered() throws {
        let widget = try #require(try fixture.read("Stats.xcodeproj").widgetTargets.first)
        #expect(fixture.relative(widget.files.intentDefinitions) == ["StatsWidget/Stats.intentdefinition"])
    }

    /// Intents, enums (`unknown` first, a keyword case in backticks, the default value) and custom
    /// types, as the Swift Xcode generates.
    @Test func readsAndGeneratesSwift() throws {
        let definition = try IntentDefinition(path: fixture.root + "/StatsWidget/Stats.intentdefinition")
        #expect(definition.intents.map(\.name) == ["ConfigurationIntent"])
        #expect(definition.intents.first?.parameters.map(\.name) == ["period", "team", "showGoals"])
        #expect(definition.enumerations.first?.cases.map(\.name) == ["unknown", "today", "default"])
        #expect(definition.types.first?.properties.map(\.name) == ["league"])
        let golden = PackagePaths.path("Tests/WidgetProjectTests/Fixtures/Intents/Stats.generated.txt")
        if let mismatch = Golden.compare(definition.swiftSource, with: golden) { Issue.record("\(mismatch)") }
    }

    /// A date parameter is the `DateComponents?` Xcode generates, read as `configuration.start?.date`.
    @Test(arguments: ["DateComponents", "Date"])
    func aDateParameterIsDateComponents(_ type: String) throws {
        let path = fixture.root + "/StatsWidget/Stats.intentdefinition"
        let parameter = """
            <dict><key>INIntentParameterDisplayName</key><string>Start</string><key>INIntentParameterName</key><string>start</string>
            <key>INIntentParameterType</key><string>\(type)</string></dict>
            </array>
            <key>INIntentTitle</key>
            """
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "</array>\n\t\t\t<key>INIntentTitle</key>", with: parameter)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let definition = try IntentDefinition(path: path)
        #expect(definition.intents.first?.parameters.map(\.name) == ["period", "team", "showGoals", "start"])
        #expect(definition.swiftSource.contains("    @Parameter(title: \"Start\") var start: DateComponents?\n"), "\(definition.swiftSource)")
    }

    /// A custom type with a "Custom Class" (`INTypeClassName`) is generated under that name, which the
    /// parameters of that type use: an app may keep a type of its own with the type's name.
    @Test func aCustomTypeIsNamedByItsCustomClass() throws {
        let path = fixture.root + "/StatsWidget/Stats.intentdefinition"
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "<key>INTypeName</key>", with: "<key>INTypeClassName</key><string>INTeam</string><key>INTypeName</key>")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let definition = try IntentDefinition(path: path)
        #expect(definition.types.map(\.name) == ["INTeam"])
        #expect(definition.intents.first?.parameters.first { $0.name == "team" }?.objectType == "INTeam")
        #expect(definition.swiftSource.contains("class INTeam {") && !definition.swiftSource.contains("class Team"), "\(definition.swiftSource)")
    }

    @Test func aBrokenDefinitionIsALocatedError() throws {
        let path = fixture.root + "/StatsWidget/Stats.intentdefinition"
        try "<plist><dict><key>INIntents</key></dict></plist>".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try IntentDefinition(path: path)
            Issue.record("read a broken definition")
        } catch {
            #expect(error.message == "expected a value, found </dict>")
            #expect(error.line == 1)
        }
    }

    @Test(arguments: [("Select Country", "SelectCountry"), ("9lives", "_9lives"), ("", "_")])
    func identifiers(_ written: String, _ identifier: String) {
        #expect(IntentDefinition.identifier(written) == identifier)
    }

    /// An enum value's case is its name with the first letter lowercased, as Xcode generates it:
    /// code that switches over `.cET4` reads a value named `CET4`.
    @Test(arguments: [("CET4", "cET4"), ("Daily", "daily"), ("today", "today"), ("TOEFL exam", "tOEFLexam")])
    func enumCaseNames(_ written: String, _ caseName: String) {
        #expect(IntentDefinition.enumCaseName(written) == caseName)
    }
}
