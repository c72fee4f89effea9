import Foundation
import Testing
import WidgetTestSupport

/// Out-of-process plugins: `widgetry-plugin-NAME` speaking JSON on stdin/stdout.
@Suite struct PluginCommandTests {
    @Test func theExamplePluginAnswersTheDemoWidget() {
        let box = Sandbox(["plugin-demo.widget"])
        box.copy("widgets/plugins/widgetry-plugin-moon", to: "plugins/widgetry-plugin-moon", executable: true)
        let output = box.run("render", "plugin-demo.widget", ["--plain"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Waxing Gibbous"), "\(output.stdout)")
        #expect(output.stdout.contains("88% lit"))
        #expect(output.stdout.contains("full in 3 d"))
        // Another day, another phase: the plugin is asked with the widget's clock.
        let later = box.run("render", "plugin-demo.widget", ["--plain"], now: "2026-12-01T09:00:00Z")
        #expect(later.stdout.contains("Last Quarter"), "\(later.stdout)")
    }

    static func plugged() -> Sandbox {
        let box = Sandbox(fixtures: ["plugged.widget"])
        for name in ["echo", "hang", "garbage", "fails", "reports"] {
            box.copy("Tests/widgetryTests/Fixtures/plugins/widgetry-plugin-\(name)", to: "plugins/widgetry-plugin-\(name)", executable: true)
        }
        return box
    }

    @Test func theRequestCarriesTheProtocolVersionSourceNowAndArguments() {
        let box = Self.plugged()
        let output = box.run("render", "plugged.widget", ["--plain"])
        #expect(output.status == 0, "\(output.stderr)")
        for word in ["v1", "echo", "answer", "load", "2026-11-21T09:00:00Z", "city=Oslo", "days=3"] {
            #expect(output.stdout.contains(word), "\(word): \(output.stdout)")
        }
    }

    @Test func aPluginThatHangsIsKilledAtItsTimeout() {
        let box = Self.plugged()
        let output = box.run("render", "plugged.widget", ["--plain", "--source", "answer=hang"], timeout: 30)
        #expect(!output.timedOut)
        #expect(output.status == 1)
        #expect(output.seconds < 5, "the plugin's timeout is 1 s; took \(output.seconds) s")
        #expect(output.stderr.contains("plugin 'hang' did not finish within 1 s and was stopped"), "\(output.stderr)")
        #expect(Frame.warning(output.stdout)?.contains("plugin 'hang' did not finish") == true, "\(output.stdout)")
    }

    @Test(arguments: [
        ("garbage", "plugin 'garbage' answered something that is not JSON (line 1, column 1: expected a value, found 'h'): \"hello from a plugin"),
        ("fails", "plugin 'fails' failed with exit status 3: weather service key is missing"),
        ("reports", "plugin 'reports' reported an error: city not found: Atlantis"),
        ("missing", "plugin 'missing' was not found"),
    ])
    func aPluginThatMisbehavesGivesAClearError(_ name: String, _ message: String) {
        let box = Self.plugged()
        let output = box.run("render", "plugged.widget", ["--plain", "--source", "answer=\(name)", "--allow-run", "widgetry-plugin-missing"])
        #expect(output.status == 1)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(output.stderr.contains("plugged.widget:21:"), "located at the load: \(output.stderr)")
        #expect(output.stdout.contains("waiting for the plugin"), "the placeholder: \(output.stdout)")
    }

    @Test func anUndeclaredPluginIsNotRun() {
        let box = Self.plugged()
        box.write("plugins/widgetry-plugin-sneaky", "#!/bin/sh\ntouch ran\necho '{\"data\": {\"text\": \"ran\"}}'\n")
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: box.path("plugins/widgetry-plugin-sneaky"))
        let output = box.run("render", "plugged.widget", ["--plain", "--source", "answer=sneaky"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("plugged.widget:7:17: error: running 'widgetry-plugin-sneaky' is not permitted (source 'answer'); add \"widgetry-plugin-sneaky\" to run: in the widget's permissions, or pass --allow-run widgetry-plugin-sneaky"), "\(output.stderr)")
        #expect(!box.exists("ran"), "the plugin must not have run")
    }
}
