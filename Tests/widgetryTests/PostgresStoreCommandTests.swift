import Foundation
import Testing
import WidgetTestSupport

/// `--store postgresql://…` and `widgetry store FILE copy --to …` with a real server.
@Suite struct PostgresStoreCommandTests {
    @Test func aConfiguredStoreMovesToPostgreSQLAndBack() throws {
        let server = try PostgresServer.shared()
        let url = server.storeURL()
        let box = Sandbox(["team.widget"])
        let set = box.widgetry("configure", "team.widget", ["showingUpcomingOnly=true", "sortOrder=joinDate"])
        #expect(set.status == 0, "\(set.stderr)")
        let local = box.widgetry("render", "team.widget", ["--plain"])

        let copy = CommandRunner.widgetry(["store", box.path("team.widget"), "copy", "--to", url, "--store", box.store])
        #expect(copy.status == 0, "\(copy.stderr)")
        #expect(copy.stdout.hasPrefix("copied "), "\(copy.stdout)")
        // The configuration came along: the same render from the shared store.
        let shared = CommandRunner.widgetry(["render", box.path("team.widget"), "--plain", "--store", url, "--now", Sandbox.now])
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(shared.stdout == local.stdout)
        #expect(shared.stdout.contains("Roy Kent"))
        #expect(!shared.stdout.contains("Ed Sheeran"))

        let added = CommandRunner.widgetry(["perform", box.path("team.widget"), "AddSample", "--plain", "--store", url])
        #expect(added.status == 0, "\(added.stderr)")
        let back = box.path("back.sqlite")
        let copyBack = CommandRunner.widgetry(["store", box.path("team.widget"), "copy", "--to", back, "--store", url])
        #expect(copyBack.status == 0, "\(copyBack.stderr)")
        let dump = CommandRunner.widgetry(["store", box.path("team.widget"), "dump", "--store", back]).stdout
        #expect(dump.contains("Piper Chapman"), "\(dump)")
        #expect(dump.contains("Job (2)"), "\(dump)")
    }

    @Test func aPasswordInTheStoreURLIsNeverPrinted() throws {
        let server = try PostgresServer.shared()
        let url = "postgresql://nobody:hunter2@127.0.0.1:\(server.port)/postgres?schema=x"
        let box = Sandbox(["team.widget"])
        let render = CommandRunner.widgetry(["render", box.path("team.widget"), "--plain", "--store", url])
        #expect(render.status != 0)
        #expect(render.stderr.contains("postgresql://nobody:***@127.0.0.1"), "\(render.stderr)")
        #expect(!(render.stdout + render.stderr).contains("hunter2"))
        let path = CommandRunner.widgetry(["store", box.path("team.widget"), "path", "--store", url])
        #expect(path.stdout.contains("nobody:***@") && !path.stdout.contains("hunter2"), "\(path.stdout)")
    }
}
