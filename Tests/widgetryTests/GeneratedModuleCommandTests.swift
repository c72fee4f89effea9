import Foundation
import Testing
import WidgetTestSupport

/// The module widgetry-bench times for `check_module_2000_ms` is real work:
/// about 2,000 lines that `widgetry check` reads with no diagnostic at all.
@Suite struct GeneratedModuleCommandTests {
    @Test func theGeneratedModuleChecksWithNoDiagnostic() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-module").appendingPathComponent("Stations")
        try GeneratedSwiftModule.write(into: folder)
        let lines = GeneratedSwiftModule.files().reduce(0) { $0 + GeneratedSwiftModule.lineCount($1.text) }
        #expect((2000..<2300).contains(lines), "\(lines) lines")
        let check = CommandRunner.widgetry(["check", folder.path])
        #expect(check.status == 0)
        #expect(check.stderr.isEmpty, "\(check.stderr)")
    }

    @Test func theModuleIsTheSameEveryTime() {
        #expect(GeneratedSwiftModule.files().map(\.text) == GeneratedSwiftModule.files().map(\.text))
    }
}
