import Foundation
import Testing
import WidgetTestSupport

/// `widgetry watch` asks the terminal whether it speaks the kitty graphics
/// protocol; the test is the terminal (a pseudo-terminal's other side) and
/// answers yes, no, or nothing.
@Suite struct KittyQueryTerminalTests {
    static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"
    static let ok = "\u{1B}_Gi=31;OK\u{1B}\\"
    static let deviceAttributes = "\u{1B}[?62;22c"
    /// An image sent with the kitty graphics protocol (PNG), and one placed.
    static let transmitted = "\u{1B}_Ga=t,f=100,"
    static let placed = "\u{1B}_Ga=p,"

    static let widget = """
        entry PictureEntry {
        }

        provider Pictures {
            placeholder { PictureEntry() }
            timeline { Timeline(entries: [PictureEntry()], policy: .never) }
        }

        widget Picture {
            displayName: "Picture"
            families: [.systemSmall]
            provider: Pictures
            body(entry) {
                VStack {
                    Image("gradient").resizable().frame(width: 48, height: 48)
                    Text("pixels")
                }
            }
        }

        """

    /// A folder with the widget and its image.
    static func sandbox() -> HostSandbox {
        let box = HostSandbox()
        box.copy(PackagePaths.path("Tests/widgetryTests/Fixtures/images/gradient.png"), as: "gradient.png")
        _ = FileManager.default.createFile(atPath: box.path("picture.widget"), contents: Data(widget.utf8))
        return box
    }

    /// `widgetry watch picture.widget` on a 24-bit colour terminal that is not kitty by its environment.
    static func watch(_ box: HostSandbox, _ environment: [String: String] = [:], options: [String] = [],
                      stdinIsTerminal: Bool = true) throws -> PlayedTerminal {
        let base = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        return try PlayedTerminal(["watch", "picture.widget", "--store", box.store] + options, environment: base.merging(environment) { $1 },
                                  directory: box.folder, stdinIsTerminal: stdinIsTerminal)
    }

    /// The frame is on screen: the half-block picture and the text under it.
    static func frameDrawn(_ output: String) -> Bool { output.contains("▀") && output.contains("pixels") }

    /// Quits with `q` and gives everything the process wrote.
    static func quit(_ terminal: PlayedTerminal) -> String {
        terminal.type("q")
        #expect(terminal.waitForExit() == 0, "q quits: \(terminal.output.debugDescription)")
        return terminal.output
    }

    @Test func aTerminalThatAnswersOKGetsTheImageAtFullResolution() throws {
        let box = Self.sandbox()
        // A long wait, so a busy machine answers in time; the DA1 reply ends it.
        let terminal = try Self.watch(box, ["WIDGETRY_KITTY_WAIT_MS": "10000"])
        #expect(terminal.waitFor { $0.contains(Self.query) }, "the query: \(terminal.output.debugDescription)")
        terminal.type(Self.ok)
        terminal.type(Self.deviceAttributes)
        #expect(terminal.waitFor { $0.contains(Self.placed) && Self.frameDrawn($0) }, "\(terminal.output.debugDescription)")
        let output = Self.quit(terminal)
        #expect(output.contains(Self.transmitted + "i=1,q=2,m=0;iVBORw0KGgo"), "the picture as PNG")
        #expect(output.components(separatedBy: Self.query).count == 2, "asked once")
    }

    @Test func aTerminalThatAnswersOnlyDeviceAttributesGetsHalfBlocks() throws {
        let box = Self.sandbox()
        let terminal = try Self.watch(box, ["WIDGETRY_KITTY_WAIT_MS": "10000"])
        #expect(terminal.waitFor { $0.contains(Self.query) }, "the query: \(terminal.output.debugDescription)")
        terminal.type(Self.deviceAttributes)
        #expect(terminal.waitFor(Self.frameDrawn), "\(terminal.output.debugDescription)")
        let output = Self.quit(terminal)
        #expect(!output.contains("\u{1B}_Ga="), "no kitty graphics: \(output.debugDescription)")
    }

    @Test func anErrorReplyMeansHalfBlocks() throws {
        let box = Self.sandbox()
        let terminal = try Self.watch(box, ["WIDGETRY_KITTY_WAIT_MS": "10000"])
        #expect(terminal.waitFor { $0.contains(Self.query) }, "the query: \(terminal.output.debugDescription)")
        terminal.type("\u{1B}_Gi=31;ENOTSUPPORTED:no such format\u{1B}\\" + Self.deviceAttributes)
        #expect(terminal.waitFor(Self.frameDrawn), "\(terminal.output.debugDescription)")
        #expect(!Self.quit(terminal).contains("\u{1B}_Ga="))
    }

    @Test func aTerminalThatAnswersNothingGetsHalfBlocksAfterTheWait() throws {
        let box = Self.sandbox()
        let terminal = try Self.watch(box)  // the default wait, 300 ms
        #expect(terminal.waitFor { $0.contains(Self.query) }, "the query: \(terminal.output.debugDescription)")
        #expect(terminal.waitFor(Self.frameDrawn), "\(terminal.output.debugDescription)")
        #expect(!Self.quit(terminal).contains("\u{1B}_Ga="))
    }

    /// Keys typed while the host waits for an answer are not lost: with a
    /// terminal that never answers and a 3 s wait, `q` typed at once quits
    /// when the wait is over (the bug this guards against would leave it running).
    @Test func keysTypedWhileWaitingForAnAnswerStillWork() throws {
        let box = Self.sandbox()
        let terminal = try Self.watch(box, ["WIDGETRY_KITTY_WAIT_MS": "3000"])
        #expect(terminal.waitFor { $0.contains(Self.query) }, "the query: \(terminal.output.debugDescription)")
        terminal.type("q")
        #expect(terminal.waitForExit() == 0, "\(terminal.output.debugDescription)")
        #expect(!terminal.output.contains("\u{1B}_Ga="))
    }

    @Test func noQueryWithoutARealTerminalOrWhenTheEnvironmentDecides() throws {
        let box = Self.sandbox()
        // TERM=dumb: frames printed one after another, nothing asked.
        let dumb = try Self.watch(box, ["TERM": "dumb"])
        #expect(dumb.waitFor(Self.frameDrawn), "\(dumb.output.debugDescription)")
        dumb.type("q\n")
        #expect(dumb.waitForExit() == 0)
        #expect(!dumb.output.contains("\u{1B}_G") && !dumb.output.contains("\u{1B}[c"), "\(dumb.output.debugDescription)")

        // Standard input not a terminal: no answer could be read, so nothing is asked.
        let noInput = try Self.watch(box, stdinIsTerminal: false)
        #expect(noInput.waitFor(Self.frameDrawn), "\(noInput.output.debugDescription)")
        noInput.stop()
        #expect(!noInput.output.contains("\u{1B}_G") && !noInput.output.contains("\u{1B}[c"), "\(noInput.output.debugDescription)")

        // `--plain`: no pictures to send (the image is the `░` box).
        let plain = try Self.watch(box, options: ["--plain"])
        #expect(plain.waitFor { $0.contains("░") && $0.contains("pixels") }, "\(plain.output.debugDescription)")
        let plainOutput = Self.quit(plain)
        #expect(!plainOutput.contains("\u{1B}_G") && !plainOutput.contains("\u{1B}[c"), "\(plainOutput.debugDescription)")

        // WIDGETRY_KITTY=1: images at full resolution without asking.
        let forced = try Self.watch(box, ["WIDGETRY_KITTY": "1"])
        #expect(forced.waitFor { $0.contains(Self.placed) && Self.frameDrawn($0) }, "\(forced.output.debugDescription)")
        let forcedOutput = Self.quit(forced)
        #expect(!forcedOutput.contains(Self.query))

        // WIDGETRY_KITTY=0 beats TERM=xterm-kitty: neither asked nor sent.
        let off = try Self.watch(box, ["WIDGETRY_KITTY": "0", "TERM": "xterm-kitty"])
        #expect(off.waitFor(Self.frameDrawn), "\(off.output.debugDescription)")
        let offOutput = Self.quit(off)
        #expect(!offOutput.contains("\u{1B}_G") && !offOutput.contains("\u{1B}[c"), "\(offOutput.debugDescription)")
    }

    @Test func noQueryIntoAPipe() throws {
        let box = Self.sandbox()
        let process = try LiveProcess("widgetry", ["watch", box.path("picture.widget"), "--store", box.store, "--color"],
                                      environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(process.waitFor(Self.frameDrawn), "\(process.output.debugDescription)")
        process.send("q")
        #expect(process.waitForExit() == 0)
        #expect(!process.output.contains("\u{1B}_G") && !process.output.contains("\u{1B}[c"))
    }

    @Test func theHelpSaysHowToTurnItOffAndOn() {
        let watch = CommandRunner.widgetry(["watch", "--help"]).stdout
        for words in ["kitty", "asked at start", "300 ms", "WIDGETRY_KITTY_WAIT_MS", "WIDGETRY_KITTY=0", "WIDGETRY_KITTY=1"] {
            #expect(watch.contains(words), "\(words) in: \(watch)")
        }
        #expect(CommandRunner.widgetry(["run", "--help"]).stdout.contains("WIDGETRY_KITTY=0|1"))
    }
}
