import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// NaN (and infinity) stops at the intent boundary and at the store boundary, with a
/// located error, and the intent's writes roll back.
@Suite struct NonFiniteNumberTests {
    static let source = """
    model Track {
        var x: Double
        var label: String = ""
    }
    seed { Track(x: 1.5) }
    intent Put {
        @Parameter(title: "X") var x: Double
        perform {
            if let track = Track.all.first { track.x = x }
        }
    }
    intent Divide {
        perform {
            insert(Track(x: 2.0, label: "second"))
            let zero = 0.0
            if let track = Track.all.first {
                track.label = "touched"
                track.x = zero / zero
            }
        }
    }
    intent Grow {
        perform {
            insert(Track(x: 1.0 / 0.0, label: "infinite"))
        }
    }
    entry E { var x: Double }
    provider P {
        placeholder { E(x: 0) }
        timeline { Timeline(entries: [E(x: Track.all.first?.x ?? -1)], policy: .never) }
    }
    widget W {
        families: [.systemSmall]
        provider: P
        body(entry) { Text("x=\\(entry.x)") }
    }
    """

    func session() throws -> WidgetSession {
        let result = WidgetCompiler.compile(SourceFile(path: "nan.widget", text: Self.source))
        guard let program = result.program else { throw SessionError("does not compile: \(result.diagnostics.map(\.message))") }
        let path = PackagePaths.temporaryDirectory("nan").appendingPathComponent("s.sqlite").path
        return try WidgetSession(program: program, options: SessionOptions(storePath: path))
    }

    func failure(_ body: () throws -> Void) -> SessionError? {
        do { try body() } catch let error as SessionError { return error } catch { return SessionError("\(error)") }
        return nil
    }

    /// The source text an error points at.
    func located(_ error: SessionError?) -> String? {
        guard let range = error?.range else { return nil }
        let bytes = Array(Self.source.utf8)
        return String(decoding: bytes[range.start.offset..<range.end.offset], as: UTF8.self)
    }

    @Test(arguments: ["nan", "NaN", "-nan", "inf", "-Infinity"])
    func nanParameterIsAUsageError(_ text: String) throws {
        let session = try session()
        let error = failure { try session.perform(intent: "Put", arguments: ["x": text]) }
        #expect(error?.message == "parameter 'x' of intent 'Put' expects a finite Double (not nan or infinity), not '\(text)'")
        #expect(try session.dump().contains("x: 1.5"))
    }

    @Test func nanComputedInPerformIsLocatedAndRolledBack() throws {
        let session = try session()
        let before = try session.dump()
        let error = failure { try session.perform(intent: "Divide", arguments: [:]) }
        #expect(error?.message.contains("intent 'Divide' failed: Track.x cannot hold nan") == true, "\(String(describing: error))")
        #expect(located(error) == "track.x")
        // The insert and the label change before the failing assignment rolled back too.
        #expect(try session.dump() == before)
        let outcome = try session.render(widget: "W", family: "systemSmall")
        #expect(outcome.problems.isEmpty)
        #expect(outcome.result.text.contains("x=1.5"), "\(outcome.result.text)")
    }

    @Test func infinityInAnInsertIsLocated() throws {
        let session = try session()
        let error = failure { try session.perform(intent: "Grow", arguments: [:]) }
        #expect(error?.message.contains("Track.x cannot hold inf") == true, "\(String(describing: error))")
        #expect(located(error)?.hasPrefix("insert(Track(x: 1.0 / 0.0") == true, "\(String(describing: located(error)))")
        #expect(!(try session.dump().contains("infinite")))
    }
}
