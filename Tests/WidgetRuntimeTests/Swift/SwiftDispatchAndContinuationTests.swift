import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Completion-handler code as widget providers write it: work given to `DispatchQueue.main`,
/// `DispatchQueue.global(qos:)` or a queue of its own runs at once, in order; `DispatchGroup`'s
/// `notify` runs when it is called; `withCheckedContinuation` and `withCheckedThrowingContinuation`
/// give what the continuation is resumed with, or throw its error.
@Suite struct SwiftDispatchAndContinuationTests {
    static let source = """
    import SwiftUI
    import WidgetKit

    enum LoadError: Error { case empty }

    func load(_ n: Int, completion: @escaping (Result<Int, Error>) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            if n > 0 { completion(.success(n * 10)) } else { completion(.failure(LoadError.empty)) }
        }
    }

    func loaded(_ n: Int) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            load(n) { result in continuation.resume(with: result) }
        }
    }

    func greeting() async -> String {
        await withCheckedContinuation { c in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { c.resume(returning: "hello") }
        }
    }

    struct E: TimelineEntry { let date: Date; let lines: [String] }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), lines: []) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            Task {
                let queue = DispatchQueue(label: "work")
                var log: [String] = []
                let group = DispatchGroup()
                for i in 1...2 {
                    group.enter()
                    queue.async { log.append("job\\(i)"); group.leave() }
                }
                group.notify(queue: .main) { log.append("notified") }
                let answer = queue.sync { 6 * 7 }
                let word = await greeting()
                var outcome = ""
                do { outcome = "\\(try await loaded(4))"; _ = try await loaded(0) } catch { outcome += " failed" }
                let lines = [log.joined(separator: " "), "\\(queue.label) \\(answer) \\(word)", outcome]
                DispatchQueue.main.async { completion(Timeline(entries: [E(date: Date(), lines: lines)], policy: .never)) }
            }
        }
    }
    struct V: View {
        let entry: E
        var body: some View { VStack { ForEach(entry.lines, id: \\.self) { Text($0) } } }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "d", provider: P()) { V(entry: $0) } }
    }
    """

    @Test func queuedWorkRunsAtOnceAndContinuationsGiveTheirValue() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "D.swift")
        #expect(errors.isEmpty, "\(errors)")
        let outcome = try TestSession.open(Self.source, path: "D.swift").render(widget: "W", family: "systemMedium")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text)
        for expected in ["job1 job2 notified", "work 42 hello", "40 failed"] {
            #expect(lines.contains(expected), "\(expected): \(outcome.result.text)")
        }
    }

    @Test func aContinuationNeverResumedIsALocatedError() throws {
        let source = Self.source.replacingOccurrences(of: "{ c.resume(returning: \"hello\") }", with: "{ _ = c }")
        let outcome = try TestSession.open(source, path: "D.swift").render(widget: "W", family: "systemMedium")
        let messages = outcome.problems.map(\.message)
        #expect(messages.contains { $0.contains("'withCheckedContinuation' ends without its continuation being resumed") }, "\(messages)")
    }

    @Test func workIsAClosure() {
        let source = Self.source.replacingOccurrences(of: "queue.sync { 6 * 7 }", with: "queue.sync()")
        let messages = WidgetCompiler.compile(SourceFile(path: "D.swift", text: source)).diagnostics.map(\.message)
        #expect(messages.contains("'sync' takes the work as one closure, as in DispatchQueue.main.sync { … }"), "\(messages)")
    }
}
