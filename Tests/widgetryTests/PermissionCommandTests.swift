import Foundation
import Testing
import WidgetTestSupport

/// A widget reaches only what it declares (or the command line grants):
/// anything else is refused before any I/O, with an error at the source.
@Suite struct PermissionCommandTests {
    @Test func anUndeclaredHostIsRefusedWithoutARequest() throws {
        let server = try TestHTTPServer(routes: ["/users": .json("[]")])
        let box = Sandbox(["users.widget"])
        let output = box.run("render", "users.widget", ["--plain", "--source", "users=\(server.url("/users"))"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("users.widget:44:16: error: network access to 127.0.0.1 is not permitted (source 'users'); add \"127.0.0.1\" to network: in the widget's permissions, or pass --allow-net 127.0.0.1"), "\(output.stderr)")
        #expect(output.stderr.contains("source users = json(\"data/users.json\", decode: [User])\n               ^~~~"), "a caret under the source")
        #expect(server.requests.isEmpty, "no request may be made: \(server.requests)")
        #expect(Frame.warning(output.stdout)?.contains("network access to 127.0.0.1 is not") == true)
    }

    /// A folder `widget/` with reader.widget and its note, and a secret next to the folder.
    static func reader() -> Sandbox {
        let box = Sandbox()
        box.copy("Tests/widgetryTests/Fixtures/reader.widget", to: "widget/reader.widget")
        box.write("widget/data/note.json", #"{"text": "a note inside the folder"}"#)
        box.write("secret.json", #"{"text": "TOP SECRET"}"#)
        try? FileManager.default.createSymbolicLink(atPath: box.path("widget/data/escape.json"), withDestinationPath: "../../secret.json")
        try? FileManager.default.createSymbolicLink(atPath: box.path("widget/data/outside"), withDestinationPath: box.path("."))
        try? FileManager.default.createSymbolicLink(atPath: box.path("widget/data/alias.json"), withDestinationPath: "note.json")
        return box
    }

    @Test(arguments: ["../secret.json", "data/../../secret.json", "data/escape.json", "data/outside/secret.json"])
    func aFileOutsideTheFolderIsRefused(_ path: String) {
        let box = Self.reader()
        let secret = FileManager.default.destinationOfSymbolicLinkSafe(box.path("secret.json"))
        let output = box.run("render", "widget/reader.widget", ["--plain", "--source", "note=\(path)"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("reader.widget:8:15: error: reading \(secret) is not permitted (source 'note'); it is outside the widget's folder; declare permissions { read: [\"../secret.json\"] } in the widget, or pass --allow-read \(secret)"), "\(output.stderr)")
        #expect(!output.stdout.contains("TOP SECRET"))
        #expect(output.stdout.contains("nothing read"), "the placeholder: \(output.stdout)")
    }

    @Test func anAbsolutePathOutsideTheFolderIsRefused() {
        let box = Self.reader()
        let output = box.run("render", "widget/reader.widget", ["--plain", "--source", "note=/etc/passwd"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("reading /etc/passwd is not permitted"), "\(output.stderr)")
        #expect(output.stderr.contains("--allow-read /etc/passwd"))
    }

    @Test func filesInsideTheFolderNeedNoPermission() {
        let box = Self.reader()
        for path in ["data/note.json", "data/alias.json", "./data/../data/note.json"] {
            let output = box.run("render", "widget/reader.widget", ["--plain", "--source", "note=\(path)"])
            #expect(output.status == 0, "\(path): \(output.stderr)")
            #expect(output.stdout.contains("a note inside the folder"))
        }
    }

    @Test func aGrantOrADeclarationAllowsTheFile() {
        let box = Self.reader()
        let granted = box.run("render", "widget/reader.widget", ["--plain", "--source", "note=../secret.json", "--allow-read", box.path("secret.json")])
        #expect(granted.status == 0, "\(granted.stderr)")
        #expect(granted.stdout.contains("TOP SECRET"))
        let text = (try? String(contentsOfFile: box.path("widget/reader.widget"), encoding: .utf8)) ?? ""
        box.write("widget/reader.widget", text + "\npermissions {\n    read: [\"../secret.json\"]\n}\n")
        let declared = box.run("render", "widget/reader.widget", ["--plain", "--source", "note=data/escape.json"])
        #expect(declared.status == 0, "\(declared.stderr)")
        #expect(declared.stdout.contains("TOP SECRET"))
    }

    @Test func anUndeclaredCommandIsNotRun() {
        let box = Sandbox(fixtures: ["runner.widget"])
        let output = box.run("render", "runner.widget", ["--plain"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("runner.widget:8:14: error: running 'touch' is not permitted (source 'out'); declare permissions { run: [\"touch\"] } in the widget, or pass --allow-run touch"), "\(output.stderr)")
        #expect(!box.exists("marker"), "the command must not have run")
        let granted = box.run("render", "runner.widget", ["--plain", "--allow-run", "touch"])
        #expect(box.exists("marker"), "granted, it runs (in the widget's folder): \(granted.stderr)")
        #expect(granted.stderr.contains("malformed JSON at line 1, column 1: the document ends where a value was expected"), "touch prints nothing: \(granted.stderr)")
    }

    @Test func aCommandsOutputIsDecodedAndItsFailuresExplained() {
        let box = Sandbox(fixtures: ["runner.widget"])
        let printed = box.run("render", "runner.widget", ["--plain", "--source", #"out=echo {"text":"printed"}"#, "--allow-run", "echo"])
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("printed"))
        let failed = box.run("render", "runner.widget", ["--plain", "--source", "out=ls /no-such-folder", "--allow-run", "ls"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("command 'ls' failed with exit status 2: ls: cannot access '/no-such-folder': No such file or directory"), "\(failed.stderr)")
        let slow = box.run("render", "runner.widget", ["--plain", "--source", "out=sleep 30", "--allow-run", "sleep"], timeout: 30)
        #expect(slow.seconds < 5, "killed at its 1 s timeout; took \(slow.seconds) s")
        #expect(slow.stderr.contains("command 'sleep' did not finish within 1 s and was stopped"), "\(slow.stderr)")
        let unknown = box.run("render", "runner.widget", ["--plain", "--source", "out=no-such-program-x", "--allow-run", "no-such-program-x"])
        #expect(unknown.stderr.contains("command 'no-such-program-x' was not found on PATH"), "\(unknown.stderr)")
    }
}

extension FileManager {
    /// The path with symbolic links resolved (the temporary folder may be behind one).
    func destinationOfSymbolicLinkSafe(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
