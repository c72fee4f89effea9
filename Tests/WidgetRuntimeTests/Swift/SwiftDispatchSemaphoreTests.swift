import Testing
@testable import WidgetRuntime

/// `DispatchSemaphore` as code that waits for work it gave a queue writes it: the work has run (and signalled) by
/// the time `wait()` is reached; a `wait()` no signal came before would wait for ever, a located error.
@Suite struct SwiftDispatchSemaphoreTests {
    static func source(_ text: String) -> String {
        SwiftWidgetDrawing.widget(view: """
                var text: String {
            \(text)
                }
                var body: some View { Text(text) }
            """)
    }

    @Test func workGivenToAQueueHasSignalledWhenTheWaitIsReached() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source("""
                    let done = DispatchSemaphore(value: 0)
                    var got = 0
                    DispatchQueue.global().async {
                        got = 5
                        done.signal()
                    }
                    done.wait()
                    return "got \\(got)"
            """))
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["got 5"])
    }

    @Test func aWaitNoSignalCameBeforeIsAnError() throws {
        let source = Self.source("""
                    let never = DispatchSemaphore(value: 0)
                    never.wait()
                    return "unreachable"
            """)
        do {
            _ = try TestSession.open(source, path: "W.swift").render(widget: "W", family: "systemMedium")
            Issue.record("the wait did not fail")
        } catch {
            #expect("\(error)".contains("this wait() would wait for ever: no signal() came before it"), "\(error)")
        }
    }
}
