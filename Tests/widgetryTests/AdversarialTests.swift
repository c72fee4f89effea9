import Foundation
import Testing
import WidgetTestSupport

/// Hostile and extreme inputs against the real `widgetry` binary. Each case has
/// a short time limit (a hang fails the case, it does not hang the suite) and
/// asserts what the user sees: the exit status, the output and its size. The
/// cases that also need a memory limit are in `AdversarialMemoryTests`.
@Suite struct AdversarialTests {
    static let limit = 30.0

    func write(_ text: String, _ name: String = "hostile.widget") -> (folder: URL, path: String) {
        let folder = PackagePaths.temporaryDirectory("widgetry-adversarial")
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return (folder, path)
    }

    /// `widgetry ARGUMENTS`, with a store in `folder` for the commands that open one.
    func run(_ arguments: [String], in folder: URL) -> CommandRunner.Output {
        let store = ["check", "test"].contains(arguments.first ?? "") ? [] : ["--store", folder.appendingPathComponent("s.sqlite").path]
        let output = CommandRunner.widgetry(arguments + store, timeout: Self.limit)
        #expect(!output.timedOut, "widgetry \(arguments.joined(separator: " ")) did not finish in \(Self.limit) s")
        return output
    }

    // MARK: Diagnostics are bounded (a few kilobytes, whatever the input)

    @Test func thousandsOfErrorsOnOneLongLinePrintABoundedReport() {
        let names = Array(repeating: "zz", count: 50_000).joined(separator: ", ")
        let (folder, path) = write("let a = [\(names)]\n")
        let output = run(["check", path], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr.utf8.count < 64_000, "\(output.stderr.utf8.count) bytes of diagnostics")
        #expect(output.stderr.contains("error: 49900 more errors not shown (at most 100 are shown, errors first)"))
    }

    @Test func oneErrorOnAFiveMegabyteLinePrintsOneShortReport() {
        let (folder, path) = write("let a = \"" + String(repeating: "x", count: 5_000_000) + "\" + 1\n")
        let output = run(["check", path], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("\(path):1:9: error: cannot apply '+' to String and Int\n"))
        #expect(output.stderr.utf8.count < 2_000, "\(output.stderr.utf8.count) bytes of diagnostics")
    }

    // MARK: Flat code is not nesting; real nesting has a located limit

    @Test func longFlatChainsRender() {
        let sum = Array(repeating: "1", count: 900).joined(separator: " + ")
        var chain = "if x == 0 {\n        r = \"zero\"\n"
        for i in 1..<500 { chain += "    } else if x == \(i) {\n        r = \"b\(i)\"\n" }
        chain += "    }"
        let (folder, path) = write("""
        entry E { var total: Int; var branch: String }
        func pick(_ x: Int) -> String {
            var r = "none"
            \(chain)
            return r
        }
        provider P {
            placeholder { E(total: 0, branch: "") }
            timeline { return Timeline(entries: [E(total: \(sum), branch: pick(498))], policy: .never) }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("\\(entry.total) \\(entry.branch)")\(String(repeating: ".bold()", count: 300)) }
        }
        """)
        let output = run(["render", path, "--plain"], in: folder)
        #expect(output.status == 0, "\(output.stderr.prefix(2_000))")
        #expect(output.stdout.contains("900 b498"), "\(output.stdout)")
    }

    @Test func deepNestingIsALocatedError() {
        let deep = String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400)
        let (folder, path) = write("let a = \(deep)\n")
        let output = run(["check", path], in: folder)
        #expect(output.status == 1)
        // The 151st parenthesis: "let a = " is 8 columns.
        #expect(output.stderr.hasPrefix("\(path):1:\(9 + 150): error: nesting is too deep (more than 150 levels)\n"),
                "\(output.stderr.prefix(500))")
    }

    // MARK: Appending is not quadratic (memory cases: AdversarialMemoryTests)

    @Test func twoHundredThousandAppendsFinishWithinATestsTimeLimit() {
        let (folder, path) = write("""
        test "appending in place" {
            var numbers: [Int] = []
            for i in 0..<200_000 {
                numbers.append(i)
            }
            expect(numbers.count == 200_000)
        }
        """)
        // A test's evaluation may take 60 s of wall time. A quadratic append used
        // a second at about 20,000 items, so 200,000 would take about 100 s; in
        // place they take about one second in a debug build, which leaves room
        // for a machine busy with the rest of the suite (a render's 1 s limit
        // did not).
        let output = run(["test", path], in: folder)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("1 passed, 0 failed"), "\(output.stdout)")
    }

    // MARK: Permissions hold while a link is swapped under the reader

    @Test func aLinkFlippingOutsideTheFolderNeverShowsTheOutsideFile() throws {
        let box = Sandbox(fixtures: ["reader.widget"])
        box.write("data/inside.json", #"{"text": "inside text"}"#)
        // The outside file is next to the widget's folder, which the widget did not declare.
        let outside = box.folder.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).json")
        try #"{"text": "OUTSIDE SECRET"}"#.write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        let link = box.path("data/note.json")
        let flipping = ManagedFlag()
        let flipper = Thread {
            var inside = true
            while flipping.isOn {
                let temporary = link + ".next"
                try? FileManager.default.removeItem(atPath: temporary)
                try? FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: inside ? "inside.json" : outside.path)
                _ = rename(temporary, link)
                inside.toggle()
            }
        }
        flipper.start()
        defer { flipping.turnOff() }
        var shownInside = 0
        var last = ""
        for _ in 0..<30 {
            let output = box.run("render", "reader.widget", ["--plain", "--reload"], timeout: Self.limit)
            #expect(!output.timedOut)
            #expect(!output.stdout.contains("OUTSIDE SECRET") && !output.stderr.contains("OUTSIDE SECRET"))
            if output.stdout.contains("inside text") { shownInside += 1 }
            last = output.stdout + output.stderr
        }
        #expect(shownInside > 0, "the inside file was never read while the link flipped; the last render:\n\(last)")
    }

    // MARK: No terminal control reaches stderr

    @Test func controlCharactersInASourceLineAreShownNotSent() {
        // ESC ] 52 (clipboard write), CSI, C1 0x9B and a right-to-left override, in a line with an error.
        let hostile = "let a = \"\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}[2J\u{9B}31m\u{202E}txt\" + 1\n"
        let (folder, path) = write(hostile)
        let output = run(["check", path], in: folder)
        #expect(output.status == 1)
        let bytes = Array(output.stderr.utf8)
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "\(output.stderr.debugDescription)")
        #expect(!output.stderr.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
        #expect(output.stderr.contains("␛]52;c;SGVsbG8=␇␛[2J\\u{9B}31m⟨U+202E⟩txt"), "\(output.stderr)")
    }
}

/// A flag one thread sets and another reads.
final class ManagedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var on = true
    var isOn: Bool { lock.lock(); defer { lock.unlock() }; return on }
    func turnOff() { lock.lock(); on = false; lock.unlock() }
}
