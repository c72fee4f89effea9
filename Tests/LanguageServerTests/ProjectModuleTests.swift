import Foundation
import Testing
@testable import LanguageServer
import ProjectModules
@testable import WidgetLanguageService
import WidgetTestSupport

/// A `.swift` file of an Xcode project is checked with the target that holds it,
/// as `widgetry check PROJECT --target NAME` checks it: the fixture `Classic` has
/// a widget extension whose files lie in several folders (`WeatherWidget/`,
/// `WeatherWidget/Views/`, the app's `Weather/Shared/`, the project's `Shared/`).
@Suite(.serialized) struct ProjectModuleTests {
    static let target = "WeatherWidgetExtension"

    /// The published diagnostics of one file, in check's terms.
    static func published(_ service: WidgetLanguageService, _ path: String, _ documents: OpenDocuments = OpenDocuments()) throws -> [CheckedDiagnostic] {
        let uri = FileURI.uri(path)
        let disk = try String(contentsOfFile: path, encoding: .utf8)
        let text = documents[uri]?.text ?? disk
        let published = try #require(service.diagnostics(after: [uri], documents: documents).first { $0.uri == uri })
        return try published.diagnostics.compactMap { CheckedDiagnostic.fromServer(try JSON(encoding: $0), file: path, text: text) }
    }

    @Test func aNameFromAnotherFolderOfTheTargetResolves() throws {
        let fixture = ProjectFixture("Classic")
        defer { try? FileManager.default.removeItem(at: fixture.base) }
        let row = fixture.root + "/WeatherWidget/Views/ForecastRow.swift"
        let modules = EditorModules()
        let module = modules.module(containing: row)
        #expect(module.path == fixture.root + "/WeatherWidget")
        #expect(Set(module.files).isSuperset(of: [row, fixture.root + "/WeatherWidget/WeatherWidget.swift",
                                                  fixture.root + "/Weather/Shared/Forecast.swift", fixture.root + "/Shared/Formatting.swift"]))
        #expect(module.resources?.assetCatalogs == [fixture.root + "/WeatherWidget/WidgetAssets.xcassets"])
        // `Forecast` (the app's shared file) and `degreesText` (the project's Shared/) resolve.
        let service = WidgetLanguageService(moduleOf: modules.module(containing:))
        #expect(try Self.published(service, row) == [])
        // Checked with its folder alone, as before, the same file knows neither.
        let alone = WidgetLanguageService { path in EditorModule(path: (path as NSString).deletingLastPathComponent, files: [path], isFolder: true) }
        #expect(try Self.published(alone, row).contains { $0.message.contains("Forecast") })

        // A file both the app and the widget extension hold is the widget extension's.
        #expect(modules.module(containing: fixture.root + "/Weather/Shared/Forecast.swift").path == fixture.root + "/WeatherWidget")
        // A file only the app holds is the app's; a .widget file keeps the folder rule.
        let app = modules.module(containing: fixture.root + "/Weather/WeatherApp.swift")
        #expect(app.path == fixture.root + "/Weather" && app.files.contains(fixture.root + "/Weather/Shared/Forecast.swift"))
        #expect(modules.module(containing: fixture.root + "/WeatherWidget/Views/Extra.widget") == .single(fixture.root + "/WeatherWidget/Views/Extra.widget"))
    }

    @Test func aLocalPackagesFileIsCheckedWithTheWidgetExtensionThatUsesIt() throws {
        let fixture = ProjectFixture("LocalPackage")
        defer { try? FileManager.default.removeItem(at: fixture.base) }
        let quote = fixture.root + "/Packages/StocksKit/Sources/StocksKit/Quote.swift"
        let modules = EditorModules()
        let module = modules.module(containing: quote)
        #expect(module.path == fixture.root + "/StocksWidget")
        #expect(module.files.contains(fixture.root + "/Packages/StocksKit/Sources/Core/Money.swift"))
        #expect(Set(module.includedModules).isSuperset(of: ["StocksKit", "StocksCore"]))
        // `import StocksCore` is a module compiled into the target, and `Money` is declared there.
        let service = WidgetLanguageService(moduleOf: modules.module(containing:))
        #expect(try Self.published(service, quote) == [])
        let alone = WidgetLanguageService { path in EditorModule(path: (path as NSString).deletingLastPathComponent, files: [path], isFolder: true) }
        #expect(try !Self.published(alone, quote).isEmpty)
        // Every file of the module gets check's diagnostics (none: `check` passes this project).
        #expect(try CheckedDiagnostic.fromCheck(fixture.root, files: []).isEmpty)
        for file in module.files { #expect(try Self.published(service, file) == [], "\(file)") }
    }

    @Test func theSwiftOfAnIntentDefinitionIsCompiledAndShownInNoDocument() throws {
        let fixture = ProjectFixture("Intents")
        defer { try? FileManager.default.removeItem(at: fixture.base) }
        let widget = fixture.root + "/StatsWidget/StatsWidget.swift"
        let modules = EditorModules()
        let module = modules.module(containing: widget)
        #expect(module.files == [widget])
        #expect(module.generated.map(\.path) == [fixture.root + "/StatsWidget/Stats.intentdefinition.swift"])
        // `ConfigurationIntent` is declared by the generated Swift, as for check.
        let service = WidgetLanguageService(moduleOf: modules.module(containing:))
        #expect(try Self.published(service, widget) == [])
        #expect(try CheckedDiagnostic.fromCheck(fixture.root, files: []).isEmpty)
        // Its declaration is in no document: no definition, rather than a place in another file.
        let text = try String(contentsOfFile: widget, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("let configuration: ConfigurationIntent") })
        let column = try #require(lines[row].range(of: "ConfigurationIntent")).lowerBound.utf16Offset(in: lines[row])
        let params = JSON.object(["textDocument": .object(["uri": .string(FileURI.uri(widget))]),
                                  "position": .object(["line": .number(Double(row)), "character": .number(Double(column + 2))])])
        let (analysis, file) = try #require(service.analysis(of: FileURI.uri(widget), OpenDocuments()))
        let declared = try #require(analysis.definition(at: analysis.offset(file: file, Position(line: row, character: column + 2))))
        #expect(!analysis.isInDocument(declared.range.start.offset))
        #expect(try service.respond(to: "textDocument/definition", params: params, documents: OpenDocuments()) == .null)
    }

    @Test func diagnosticsOfAnUnsavedChangeAreChecksForTheTarget() throws {
        let fixture = ProjectFixture("Classic")
        defer { try? FileManager.default.removeItem(at: fixture.base) }
        let row = fixture.root + "/WeatherWidget/Views/ForecastRow.swift"
        let formatting = fixture.root + "/Shared/Formatting.swift"
        let service = WidgetLanguageService(moduleOf: EditorModules().module(containing:))
        // The editor's text of two files of the target, unsaved: the disk copies do not count.
        let rowText = try String(contentsOfFile: row, encoding: .utf8).replacingOccurrences(of: "forecast.city", with: "forecast.cty")
        let formattingText = try String(contentsOfFile: formatting, encoding: .utf8).replacingOccurrences(of: "func degreesText", with: "func degreeText")
        var documents = OpenDocuments()
        documents.byURI[FileURI.uri(row)] = TextDocument(uri: FileURI.uri(row), version: 2, text: rowText)
        documents.byURI[FileURI.uri(formatting)] = TextDocument(uri: FileURI.uri(formatting), version: 2, text: formattingText)
        let fromServer = try Self.published(service, row, documents)
        #expect(fromServer.count == 2, "\(fromServer)")

        // Saved, `check PROJECT --target NAME` says the same of that file.
        try rowText.write(toFile: row, atomically: true, encoding: .utf8)
        try formattingText.write(toFile: formatting, atomically: true, encoding: .utf8)
        let fromCheck = try CheckedDiagnostic.fromCheck(fixture.root, files: [], target: Self.target)
        #expect(!fromCheck.isEmpty)
        #expect(fromServer == fromCheck.filter { $0.file == row })
        #expect(try Self.published(service, formatting, documents) == fromCheck.filter { $0.file == formatting })
    }

    @Test func aBrokenProjectFallsBackToTheFolderAndIsReadAgainWhenFixed() throws {
        let fixture = ProjectFixture("Classic")
        defer { try? FileManager.default.removeItem(at: fixture.base) }
        let row = fixture.root + "/WeatherWidget/Views/ForecastRow.swift"
        let projectFile = fixture.root + "/Weather.xcodeproj/project.pbxproj"
        let original = try String(contentsOfFile: projectFile, encoding: .utf8)
        let reports = Reports()
        let modules = EditorModules(targets: ProjectTargetFinder(report: reports.add))
        let service = WidgetLanguageService(moduleOf: modules.module(containing:))
        #expect(modules.module(containing: row).path == fixture.root + "/WeatherWidget")

        for broken in [String(original.prefix(original.count / 2)), "{ objects = (", "", "\u{0}\u{FF}garbage", "a folder"] {
            try? FileManager.default.removeItem(atPath: projectFile)
            if broken == "a folder" {
                try FileManager.default.createDirectory(atPath: projectFile, withIntermediateDirectories: false)
            } else {
                try broken.write(toFile: projectFile, atomically: true, encoding: .utf8)
            }
            let module = modules.module(containing: row)
            #expect(module == EditorModule(path: fixture.root + "/WeatherWidget/Views", files: [row], isFolder: true), "\(broken.prefix(20))")
            // Checked with its folder: what the folder does not declare is unknown, and nothing crashes.
            #expect(try Self.published(service, row).contains { $0.message.contains("Forecast") })
        }
        #expect(reports.messages.contains { $0.contains("project.pbxproj") && $0.contains("checked with their folder") })

        // Fixed (the project file changes again): the target is read again.
        try FileManager.default.removeItem(atPath: projectFile)
        try original.write(toFile: projectFile, atomically: true, encoding: .utf8)
        #expect(modules.module(containing: row).path == fixture.root + "/WeatherWidget")
        #expect(try Self.published(service, row) == [])
    }

    /// A target's platform comes with its module: `Shared/Clock.swift` of the fixture `Platforms`
    /// calls `macCaption()` under `#if os(macOS)` (only the macOS target has it) and `phoneCaption()`
    /// under `#elseif os(iOS) || os(watchOS)` (only the iOS one has it); the editor checks each
    /// target's files as `check --target` does.
    @Test func aTargetsPlatformDecidesItsIfBranches() throws {
        let fixture = ProjectFixture("Platforms")
        defer { try? FileManager.default.removeItem(at: fixture.base) }
        let mac = fixture.root + "/MacClock/MacFace.swift", phone = fixture.root + "/ClockWidget/PhoneFace.swift"
        let clock = fixture.root + "/Shared/Clock.swift"
        let modules = EditorModules()
        let macModule = modules.module(containing: mac)
        #expect(macModule.platform == .macOS && macModule.files == [mac, clock])
        #expect(modules.module(containing: phone).platform == .iOS)
        let service = WidgetLanguageService(moduleOf: modules.module(containing:))
        for file in [mac, phone] {
            let published = service.diagnostics(after: [FileURI.uri(file)], documents: OpenDocuments())
            #expect(published.map(\.uri) == [FileURI.uri(file), FileURI.uri(clock)])
            #expect(published.allSatisfy { $0.diagnostics.isEmpty }, "\(file): \(published)")
            #expect(try CheckedDiagnostic.fromCheck(fixture.root, files: [], target: file == mac ? "MacClockWidget" : "ClockWidget").isEmpty)
        }
        // The macOS target's module read as iOS calls what it lacks.
        var asIOS = macModule
        asIOS.platform = .iOS
        let wrong = WidgetLanguageService { _ in asIOS }
        let clockDiagnostics = try Self.published(wrong, clock)
        #expect(clockDiagnostics.map(\.message) == ["unknown function 'phoneCaption'"], "\(clockDiagnostics)")
    }

    final class Reports: @unchecked Sendable {
        var messages: [String] = []
        func add(_ message: String) { messages.append(message) }
    }
}
