import Foundation
import Testing
import WidgetTestSupport

/// `widgetry fmt`: rewrites, checks, refuses files with syntax errors.
@Suite struct FmtCommandTests {
    @Test func theSeedWidgetsAreFormatted() {
        let output = CommandRunner.widgetry(["fmt", "--check"] + PackagePaths.files(in: "widgets", withExtension: "widget"))
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test func checkShowsADiffThenFmtRewrites() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-fmt")
        let path = folder.appendingPathComponent("messy.widget").path
        try "model ToDo { var name: String; var isDone: Bool=false }\nlet x = [1,2 ,3]   // numbers\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let check = CommandRunner.widgetry(["fmt", "--check", path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("messy.widget is not formatted:"))
        #expect(check.stdout.contains("-model ToDo { var name: String; var isDone: Bool=false }"))
        #expect(check.stdout.contains("+    var isDone: Bool = false"))
        #expect(check.stdout.contains("1 of 1 file not formatted"))

        let stdout = CommandRunner.widgetry(["fmt", "--stdout", path])
        #expect(stdout.status == 0)
        let expected = "model ToDo {\n    var name: String\n    var isDone: Bool = false\n}\n\nlet x = [1, 2, 3] // numbers\n"
        #expect(stdout.stdout == expected)

        let rewrite = CommandRunner.widgetry(["fmt", folder.path])
        #expect(rewrite.status == 0)
        #expect(rewrite.stdout.contains("formatted"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        let again = CommandRunner.widgetry(["fmt", path])
        #expect(again.status == 0 && again.stdout.isEmpty, "nothing left to do")
    }

    @Test func aFileWithErrorsIsLeftAlone() throws {
        let folder = PackagePaths.temporaryDirectory("widgetry-fmt-bad")
        let path = folder.appendingPathComponent("bad.widget").path
        try "model ToDo {\n  var name String\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let output = CommandRunner.widgetry(["fmt", path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("bad.widget:2:"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "model ToDo {\n  var name String\n}\n")
        #expect(CommandRunner.widgetry(["fmt"]).status == 2)
        #expect(CommandRunner.widgetry(["fmt", "--stdout", path, path]).status == 2)
    }
}
