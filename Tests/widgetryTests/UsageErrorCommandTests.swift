import Foundation
import Testing
import WidgetTestSupport

/// A wrong command line exits 2 with a message that names the option and its
/// value (and a suggestion where one fits); nothing is silently accepted.
@Suite struct UsageErrorCommandTests {
    @Test(arguments: [
        (["--now", "notadate"], "widgetry: --now notadate: not an ISO-8601 date; write e.g. 2026-11-21T09:00:00Z"),
        (["--family", "systemHuge"], "widgetry: --family systemHuge: unknown family 'systemHuge'; did you mean 'systemLarge'?"),
        (["--widget", "ToDoWidgt"], "widgetry: --widget ToDoWidgt: no widget named 'ToDoWidgt' in "),
        (["--config", "hideCompleted=true", "--config", "hideCompleted=false"],
         "widgetry: --config hideCompleted=false: 'hideCompleted' is already set to 'true'; give each name once"),
        (["--source", "a=x.json", "--source", "a=y.json"], "widgetry: --source a=y.json: 'a' is already set to 'x.json'"),
    ])
    func aBadOptionValueExitsTwo(_ options: [String], _ message: String) {
        let box = Sandbox(["todo.widget"])
        let output = CommandRunner.widgetry(["render", box.path("todo.widget"), "--plain", "--store", box.store] + options)
        #expect(output.status == 2, "\(output.stderr)")
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test func aMistypedConfigNameIsLocatedAtTheConfigurationWithASuggestion() {
        let box = Sandbox(["todo.widget"])
        let output = box.widgetry("render", "todo.widget", ["--plain", "--config", "hideComplete=true"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("""
            todo.widget:24:15: error: --config hideComplete=true: TodoOptions has no parameter 'hideComplete'; did you mean 'hideCompleted'? (parameters: hideCompleted)
            configuration TodoOptions {
                          ^~~~~~~~~~~
            """), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test func aConfigValueOfTheWrongTypeIsLocatedAtTheParameter() {
        let box = Sandbox(["todo.widget"])
        let output = box.widgetry("perform", "todo.widget", ["CompleteToDo", "id=x", "--plain", "--config", "hideCompleted=maybe"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("todo.widget:26:45: error: --config hideCompleted=maybe: parameter 'hideCompleted' of TodoOptions expects Bool"),
                "\(output.stderr)")
    }

    @Test func configOnAWidgetWithoutConfigurationIsLocatedAtTheWidget() {
        let box = Sandbox(fixtures: ["typed-intent.widget"])
        let output = box.widgetry("render", "typed-intent.widget", ["--plain", "--config", "x=1"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("typed-intent.widget:25:8: error: --config x=1: widget 'CounterWidget' has no configuration"), "\(output.stderr)")
    }

    @Test func anIntentParameterGivenTwiceExitsTwoAndRunsNothing() {
        let box = Sandbox(fixtures: ["typed-intent.widget"])
        let before = box.dump("typed-intent.widget")
        let output = box.widgetry("perform", "typed-intent.widget", ["Add", "amount=1", "amount=2", "--plain"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("widgetry: parameter amount=2: 'amount' is already given as '1'; give each parameter once"), "\(output.stderr)")
        #expect(box.dump("typed-intent.widget") == before)
    }

    @Test func storeOnAMissingFileExitsTwoWithASuggestion() {
        let box = Sandbox(["todo.widget"])
        let missing = CommandRunner.widgetry(["store", "missing.widget", "path"], directory: box.folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("widgetry: store missing.widget: no such widget file"), "\(missing.stderr)")
        #expect(missing.stdout.isEmpty)
        let typo = CommandRunner.widgetry(["store", "todo.widgt", "path"], directory: box.folder)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("widgetry: store todo.widgt: no such widget file; did you mean 'todo.widget'?"), "\(typo.stderr)")
    }

    /// A path that does not exist is a usage error (2) for every command that takes
    /// one and reads it (watch alone documents 1), and nothing is done.
    @Test func aMissingPathExitsTwoForFmtAsForRenderRunAndStore() throws {
        let box = Sandbox(["todo.widget"])
        let messy = box.path("messy.widget")
        try "let x = [1,2 ,3]\n".write(toFile: messy, atomically: true, encoding: .utf8)
        let fmt = CommandRunner.widgetry(["fmt", messy, "./missing"], directory: box.folder)
        #expect(fmt.status == 2)
        #expect(fmt.stderr == "widgetry: no such file: ./missing\n", "\(fmt.stderr)")
        #expect(try String(contentsOfFile: messy, encoding: .utf8) == "let x = [1,2 ,3]\n", "nothing was formatted")
        #expect(CommandRunner.widgetry(["fmt", "--check", "./missing"], directory: box.folder).status == 2)
        for arguments in [["render", "./missing"], ["run", "./missing"], ["store", "./missing", "path"]] {
            let output = CommandRunner.widgetry(arguments, directory: box.folder, timeout: 20)
            #expect(output.status == 2, "\(arguments): \(output.stderr)")
        }
    }

    @Test func watchTakesTheSameOptionChecks() {
        let box = Sandbox(["todo.widget"])
        let family = CommandRunner.widgetry(["watch", box.path("todo.widget"), "--family", "systemLarg"])
        #expect(family.status == 2)
        #expect(family.stderr.contains("--family systemLarg: unknown family 'systemLarg'; did you mean 'systemLarge'?"), "\(family.stderr)")
        let now = CommandRunner.widgetry(["watch", box.path("todo.widget"), "--now", "soon"])
        #expect(now.status == 2)
        #expect(now.stderr.contains("--now soon: not an ISO-8601 date"), "\(now.stderr)")
        let config = CommandRunner.widgetry(["watch", box.path("todo.widget"), "--config", "hideComplete=true"], timeout: 20)
        #expect(config.status == 2 && !config.timedOut)
        #expect(config.stderr.contains("todo.widget:24:15: error: --config hideComplete=true: TodoOptions has no parameter 'hideComplete'; did you mean 'hideCompleted'?"),
                "\(config.stderr)")
    }
}
