import Foundation
import Testing
import WidgetTestSupport

/// `widgetry watch` as a child process whose output is a pipe: every new
/// frame comes after a `--- time cause · file · widget · family` line. The
/// tests wait (with generous timeouts) for what they expect instead of
/// sleeping, so a loaded machine makes them slower, not flaky.
@Suite(.serialized) struct WatchCommandTests {
    static let todoTitle = "Text(\"ToDo Items\")"

    /// Waits for the first real (not placeholder) frame that shows `text`.
    func firstFrame(_ watch: LiveProcess, showing text: String) -> Bool {
        watch.waitFor { WatchFrames.parse($0).contains { !$0.isPlaceholder && $0.contains(text) } }
    }

    /// Waits for a frame after the first `count` that satisfies `matches`.
    func frame(after count: Int, in watch: LiveProcess, _ matches: @escaping (WatchFrame) -> Bool) -> WatchFrame? {
        var found: WatchFrame?
        watch.waitFor { output in
            found = WatchFrames.parse(output).dropFirst(count).first(where: matches)
            return found != nil
        }
        return found
    }

    @Test func overwritingTheFileInPlaceDrawsTheChange() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget")
        #expect(firstFrame(watch, showing: "Go to the gym"), "\(watch.output)\(watch.errors)")
        let inode = box.inode("todo.widget")
        let seen = WatchFrames.parse(watch.output).count
        box.overwrite("todo.widget", with: box.text("todo.widget").replacingOccurrences(of: Self.todoTitle, with: "Text(\"Errands\")"))
        #expect(box.inode("todo.widget") == inode, "an in-place save keeps the file")
        let changed = frame(after: seen, in: watch) { $0.contains("Errands") }
        #expect(changed?.header.contains("file changed") == true, "\(watch.output)")
        #expect(changed?.hasErrors == false)
        #expect(changed?.contains("Go to the gym") == true)
    }

    @Test func savingByRenameDrawsTheChange() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget")
        #expect(firstFrame(watch, showing: "Go to the gym"), "\(watch.output)\(watch.errors)")
        let inode = box.inode("todo.widget")
        let seen = WatchFrames.parse(watch.output).count
        box.saveByRename("todo.widget", with: box.text("todo.widget").replacingOccurrences(of: Self.todoTitle, with: "Text(\"Renamed\")"))
        #expect(box.inode("todo.widget") != inode, "a save by rename replaces the file")
        let changed = frame(after: seen, in: watch) { $0.contains("Renamed") }
        #expect(changed?.header.contains("file changed") == true, "\(watch.output)")
        // A second save by rename is seen too (the folder is watched, not the old inode).
        box.saveByRename("todo.widget", with: box.text("todo.widget").replacingOccurrences(of: "Text(\"Renamed\")", with: "Text(\"Again\")"))
        #expect(frame(after: seen, in: watch) { $0.contains("Again") } != nil, "\(watch.output)")
    }

    @Test func aSyntaxErrorKeepsTheLastGoodFrameUntilItIsFixed() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget")
        #expect(firstFrame(watch, showing: "Go to the gym"), "\(watch.output)\(watch.errors)")
        let good = box.text("todo.widget")
        var seen = WatchFrames.parse(watch.output).count
        box.overwrite("todo.widget", with: good.replacingOccurrences(of: "VStack(alignment: .leading) {", with: "VStack(alignment: .leading {"))
        let broken = frame(after: seen, in: watch) { $0.hasErrors }
        #expect(broken != nil, "\(watch.output)")
        if let broken {
            #expect(broken.contains("Go to the gym"), "the last good frame stays: \(broken.body)")
            #expect(broken.contains("╭"), "the frame is drawn above the diagnostics")
            #expect(broken.body.contains("todo.widget:"), "file:line:col: \(broken.body)")
            #expect(broken.body.contains("^"), "a caret line: \(broken.body)")
        }
        seen = WatchFrames.parse(watch.output).count
        box.overwrite("todo.widget", with: good.replacingOccurrences(of: Self.todoTitle, with: "Text(\"Fixed\")"))
        let fixed = frame(after: seen, in: watch) { $0.contains("Fixed") }
        #expect(fixed != nil, "\(watch.output)")
        #expect(fixed?.hasErrors == false, "\(fixed?.body ?? "")")
    }

    @Test func anotherProcessChangingTheStoreDrawsANewFrame() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget")
        #expect(firstFrame(watch, showing: "Go to the gym"), "\(watch.output)\(watch.errors)")
        #expect(!watch.output.contains("●"))
        let seen = WatchFrames.parse(watch.output).count
        let tap = box.widgetry("tap", "todo.widget", ["1", "--plain"])
        #expect(tap.status == 0, "\(tap.stderr)")
        let changed = frame(after: seen, in: watch) { $0.contains("● Go to the gym") }
        #expect(changed?.header.contains("store changed") == true, "\(watch.output)")
        // And `widgetry perform` by intent name, as in another shell.
        let dump = CommandRunner.widgetry(["store", box.path("todo.widget"), "dump", "--store", box.store]).stdout
        let id = dump.split(separator: "\n").first { $0.contains("Walk the dog") }?
            .trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
        let perform = box.widgetry("perform", "todo.widget", ["CompleteToDo", "id=\(id)", "--plain"])
        #expect(perform.status == 0, "\(perform.stderr)")
        #expect(frame(after: seen, in: watch) { $0.contains("● Walk the dog") } != nil, "\(watch.output)")
    }

    @Test func keysOnStandardInputPressButtons() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget")
        #expect(firstFrame(watch, showing: "Go to the gym"), "\(watch.output)\(watch.errors)")
        let seen = WatchFrames.parse(watch.output).count
        watch.send("2")
        let pressed = frame(after: seen, in: watch) { $0.header.contains("button 2 pressed") }
        #expect(pressed?.contains("● Join the meeting") == true, "\(watch.output)")
        watch.send("t")
        let timeline = frame(after: seen, in: watch) { $0.header.contains("timeline (t)") }
        #expect(timeline?.contains("Timeline of ToDoWidget: 1 entry, policy .atEnd") == true, "\(watch.output)")
        watch.send("q")
        #expect(watch.waitForExit() == 0, "q quits with status 0")
    }

    @Test func dataAndConfigurationSurviveSavesAndTheStoreIsMigrated() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget")
        #expect(firstFrame(watch, showing: "Go to the gym"), "\(watch.output)\(watch.errors)")
        var seen = WatchFrames.parse(watch.output).count
        watch.send("1")
        #expect(frame(after: seen, in: watch) { $0.contains("● Go to the gym") } != nil, "\(watch.output)")

        // A field with a default: existing rows get it, and keep what they had.
        let original = box.text("todo.widget")
        let withPriority = original
            .replacingOccurrences(of: "var isDone: Bool = false", with: "var isDone: Bool = false\n    var priority: Int = 3")
            .replacingOccurrences(of: "Text(todo.name)", with: "Text(\"\\(todo.priority) \\(todo.name)\")")
        seen = WatchFrames.parse(watch.output).count
        box.overwrite("todo.widget", with: withPriority)
        let migrated = frame(after: seen, in: watch) { $0.contains("3 Go to the gym") }
        #expect(migrated?.contains("● 3 Go to the gym") == true, "\(watch.output)")
        #expect(migrated?.hasErrors == false)

        // An incompatible change is refused with what to do; the last good frame stays.
        seen = WatchFrames.parse(watch.output).count
        box.overwrite("todo.widget", with: withPriority.replacingOccurrences(of: "var priority: Int = 3", with: "var priority: String = \"x\""))
        let refused = frame(after: seen, in: watch) { $0.hasErrors }
        #expect(refused?.contains("ToDo.priority is stored as Int") == true, "\(watch.output)")
        #expect(refused?.contains("● 3 Go to the gym") == true)

        // Configuration set from another shell applies, and stays across saves.
        box.overwrite("todo.widget", with: withPriority)
        #expect(watch.waitFor { WatchFrames.parse($0).last.map { !$0.hasErrors && $0.contains("3 Walk") } ?? false }, "\(watch.output)")
        seen = WatchFrames.parse(watch.output).count
        let configure = box.widgetry("configure", "todo.widget", ["hideCompleted=true"])
        #expect(configure.status == 0, "\(configure.stderr)")
        #expect(frame(after: seen, in: watch) { !$0.contains("Go to the gym") && $0.contains("3 Walk the dog") } != nil, "\(watch.output)")
        seen = WatchFrames.parse(watch.output).count
        box.overwrite("todo.widget", with: withPriority.replacingOccurrences(of: Self.todoTitle, with: "Text(\"Still hidden\")"))
        let saved = frame(after: seen, in: watch) { $0.contains("Still hidden") }
        #expect(saved != nil && saved?.contains("Go to the gym") == false, "\(watch.output)")
    }

    @Test func aSlowTimelineShowsThePlaceholderFirst() throws {
        let box = HostSandbox(fixtures: ["slow.widget"])
        let watch = try box.watch("slow.widget")
        #expect(watch.waitFor { $0.contains("Loaded") }, "\(watch.output)\(watch.errors)")
        let frames = WatchFrames.parse(watch.output)
        let placeholder = frames.firstIndex { $0.isPlaceholder && $0.contains("Loading…") }
        let loaded = frames.firstIndex { $0.contains("Loaded") }
        #expect(placeholder != nil, "the placeholder shows while the timeline loads: \(watch.output)")
        if let placeholder, let loaded { #expect(placeholder < loaded) }
    }

    @Test func theNextEntryIsDrawnWhenItsDateComes() throws {
        let box = HostSandbox(fixtures: ["ticking.widget"])
        let watch = try box.watch("ticking.widget")
        #expect(firstFrame(watch, showing: "First entry"), "\(watch.output)\(watch.errors)")
        let second = frame(after: 0, in: watch) { $0.contains("Second entry") }
        #expect(second?.header.contains("next timeline entry") == true, "\(watch.output)")
    }

    @Test func familyByNameThenCycledWithF() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget", ["--family", "systemLarge"])
        #expect(firstFrame(watch, showing: "Go to the gym"), "\(watch.output)\(watch.errors)")
        #expect(WatchFrames.parse(watch.output).last?.header.hasSuffix("ToDoWidget · systemLarge") == true, "\(watch.output)")
        let seen = WatchFrames.parse(watch.output).count
        watch.send("f")
        let small = frame(after: seen, in: watch) { $0.header.contains("family systemSmall (f)") }
        #expect(small?.header.hasSuffix("systemSmall") == true, "\(watch.output)")
    }

    @Test func aChangedDataFileReloadsTheTimeline() throws {
        let box = HostSandbox(["users.widget"])
        try FileManager.default.createDirectory(at: box.folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        box.copy(PackagePaths.path("widgets/data/users.json"), as: "data/users.json")
        let watch = try box.watch("users.widget")
        #expect(watch.waitFor { WatchFrames.parse($0).contains { $0.header.contains("started") } }, "\(watch.output)\(watch.errors)")
        let seen = WatchFrames.parse(watch.output).count
        box.overwrite("data/users.json", with: box.text("data/users.json").replacingOccurrences(of: "Leanne Graham", with: "Leanne Grahame"))
        let reloaded = frame(after: seen, in: watch) { $0.header.contains("data changed: users.json") }
        #expect(reloaded != nil, "\(watch.output)")
    }

    /// CPU seconds (user + system) a process has used, from /proc/PID/stat.
    static func cpuSeconds(_ pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[12]), let system = Double(fields[13]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    @Test func anIdleWatchSleeps() throws {
        let box = HostSandbox(["todo.widget"])
        let watch = try box.watch("todo.widget")
        #expect(firstFrame(watch, showing: "Go to the gym"), "\(watch.output)\(watch.errors)")
        let before = try #require(Self.cpuSeconds(watch.pid))
        Thread.sleep(forTimeInterval: 3)
        let used = try #require(Self.cpuSeconds(watch.pid)) - before
        #expect(used < 0.3, "an idle watch used \(used) s of CPU in 3 s")
    }

    /// A widget that recurses without end is stopped by the interpreter's depth limit and its error
    /// shown; the process keeps running (a widget's job runs on a stack as deep as the main thread's).
    @Test func endlessRecursionIsAnErrorNotACrash() throws {
        let box = HostSandbox([], fixtures: ["recursing.widget"])
        let watch = try box.watch("recursing.widget")
        #expect(watch.waitFor(timeout: 60) { $0.contains("calls nest deeper than 200 levels") }, "\(watch.output)\(watch.errors)")
        #expect(watch.isRunning, "\(watch.errors)")
    }

    @Test func usageErrors() {
        let missing = CommandRunner.widgetry(["watch", "/no/such/file.widget"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no such file or folder"))
        let noArgument = CommandRunner.widgetry(["watch"])
        #expect(noArgument.status == 2)
        let badFamily = CommandRunner.widgetry(["watch", PackagePaths.path("widgets/todo.widget"), "--family", "huge"])
        #expect(badFamily.status == 2)
        #expect(badFamily.stderr.contains("unknown family 'huge'"))
        let help = CommandRunner.widgetry(["watch", "--help"])
        #expect(help.status == 0 && help.stdout.contains("1-9"))
    }
}

/// Text a widget stored reaches the plain output of `watch` (frames and the
/// intent's message) with its controls shown visibly, never raw.
@Suite struct WatchTerminalControlTests {
    @Test func storedControlsShowVisiblyInFramesAndMessages() throws {
        let box = HostSandbox(fixtures: ["hostile-note.widget"])
        let watch = try box.watch("hostile-note.widget", ["--plain"])
        #expect(watch.waitFor { WatchFrames.parse($0).contains { !$0.isPlaceholder && $0.contains("osc␛]52;c;") } },
                "\(watch.output)\(watch.errors)")
        watch.send("1")
        #expect(watch.waitFor { $0.contains("echo: osc␛]52;c;ZXZpbA==␇csi␛[2Jc1\\u{9B}31mbidi⟨U+202E⟩end") }, "\(watch.output)")
        _ = watch.stop()
        let output = watch.output + watch.errors
        #expect(!output.utf8.contains(0x1B) && !output.utf8.contains(0x07), "\(output.debugDescription)")
        #expect(!output.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E }, "\(output.debugDescription)")
    }
}
