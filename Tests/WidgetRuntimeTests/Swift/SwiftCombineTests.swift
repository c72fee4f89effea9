import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Combine's publishers (`CombinePublishers`): values delivered at once where they are sent, through the chain's
/// operators, to the subscribers there are; an `AnyCancellable` ends a subscription. (Combine is Apple's alone, so
/// these are checked against what Apple's documents, not against swiftc on this machine.)
@Suite struct SwiftCombineTests {
    @Test func subjectsFuturesAndOperatorsDeliverAtOnce() {
        let outcome = SwiftProgram.run(source: """
            import Combine
            import Foundation

            final class Feed {
                let updates = PassthroughSubject<String, Never>()
                let count = CurrentValueSubject<Int, Never>(1)
                private var cancellables = Set<AnyCancellable>()
                var log: [String] = []

                func start() {
                    updates
                        .print()
                        .map { $0.uppercased() }
                        .print("upper")
                        .filter { !$0.isEmpty }
                        .removeDuplicates()
                        .sink { [weak self] value in self?.log.append(value) }
                        .store(in: &cancellables)
                    count.dropFirst().sink { print("count", $0) }.store(in: &cancellables)
                    print(cancellables.count)
                }
            }

            enum Oops: Error { case bad }
            enum Wrapped: Error { case network }

            func load(_ numbers: [Int]) -> Future<[Int], Error> {
                Future { promise in
                    DispatchQueue.global().async { numbers.isEmpty ? promise(.failure(Oops.bad)) : promise(.success(numbers)) }
                }
            }

            func run() {
                let feed = Feed()
                feed.start()
                for word in ["a", "a", "", "b"] { feed.updates.send(word) }
                feed.count.send(2)
                feed.count.value = 5
                print(feed.log, feed.count.value)
                let loaded = load([3, 1, 2]).map { $0.sorted() }.replaceError(with: []).eraseToAnyPublisher().sink { print("loaded", $0) }
                _ = load([]).sink(receiveCompletion: { completion in
                    switch completion {
                    case .finished: print("finished")
                    case .failure(let error): print("failed", error)
                    }
                }, receiveValue: { print($0) })
                _ = load([]).mapError { _ in Wrapped.network }.sink { completion in
                    if case .failure(let error) = completion { print("mapped", error) }
                } receiveValue: { print($0) }
                _ = Just(7).sink { print("just", $0) }
                let subject = PassthroughSubject<Int, Never>()
                let kept = subject.prefix(2).sink(receiveCompletion: { _ in print("done") }, receiveValue: { print("got", $0) })
                subject.send(1)
                subject.send(2)
                subject.send(3)
                kept.cancel()
                loaded.cancel()
                _ = NotificationCenter.default.publisher(for: Notification.Name("refresh")).sink { _ in print("never") }
            }

            """, fileName: "Feed")
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == """
            2
            count 2
            count 5
            ["A", "B"] 5
            loaded [1, 2, 3]
            failed bad
            mapped network
            just 7
            got 1
            got 2
            done

            """, "\(outcome.output)")
    }

    /// A provider that keeps its fetch as a cancellable and gives the timeline from the publisher's value.
    @Test func aProviderGivesItsTimelineThroughAPublisher() throws {
        let source = """
            import Combine
            import SwiftUI
            import WidgetKit

            struct E: TimelineEntry { let date: Date; let total: Int }

            final class P: TimelineProvider {
                private var timelineCancellable: AnyCancellable?
                func placeholder(in context: Context) -> E { E(date: Date(), total: 0) }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    timelineCancellable = Just([4, 5, 6])
                        .map { E(date: Date(), total: $0.reduce(0, +)) }
                        .map { Timeline(entries: [$0], policy: .never) }
                        .receive(on: DispatchQueue.main)
                        .sink(receiveValue: completion)
                }
            }

            struct V: View {
                let entry: E
                var body: some View { Text("total \\(entry.total)") }
            }

            @main struct W: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: P()) { V(entry: $0) } }
            }
            """
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["total 15"])
    }
    /// An `ObservableObject`'s `objectWillChange` and a `@Published` property's `$name`: sent before the property changes,
    /// the publisher giving its value to a new subscriber; a property without `@Published` sends nothing.
    @Test func publishedPropertiesAnnounceTheirChanges() {
        let outcome = SwiftProgram.run(source: """
            import Combine

            final class Model: ObservableObject {
                @Published var name = "a"
                var plain = 0
                var cancellables = Set<AnyCancellable>()
                init() {
                    $name.sink { print("name", $0) }.store(in: &cancellables)
                }
            }

            func run() {
                let model = Model()
                model.objectWillChange.sink { print("will change to", model.name == "b" ? "c" : "b") }.store(in: &model.cancellables)
                model.name = "b"
                model.plain = 1
                model.$name.dropFirst().sink { print("later", $0) }.store(in: &model.cancellables)
                model.name = "c"
                print(model.name, model.plain)
            }

            """, fileName: "Model")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == """
            name a
            will change to b
            name b
            will change to c
            name c
            later c
            c 1

            """, "\(outcome.output)")
    }
}
