import Foundation
import Testing

/// SwiftData's many-to-many relationships (two to-many properties, one naming the other with
/// `@Relationship(inverse:)`), read from either side; a `Task` a global's initializer starts runs once
/// the global has its value, so it may read the global, as in Swift.
@Suite struct SwiftDataManyToManyTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import SwiftData

    @Model final class Trick {
        var name: String
        @Relationship(inverse: \\Session.tricks) var sessions: [Session]? = []
        init(name: String) { self.name = name }
    }

    @Model final class Session {
        var day: Int
        var tricks: [Trick]? = []
        init(day: Int, tricks: [Trick] = []) {
            self.day = day
            self.tricks = tricks
        }
    }

    var started: [String] = []

    @MainActor
    var sharedContainer: ModelContainer = {
        let container = try! ModelContainer(for: Trick.self, Session.self)
        let context = container.mainContext
        let ollie = Trick(name: "ollie"), kickflip = Trick(name: "kickflip"), shuvit = Trick(name: "shuvit")
        context.insert(Session(day: 1, tricks: [ollie, kickflip]))
        context.insert(Session(day: 2, tricks: [ollie]))
        context.insert(shuvit)
        Task { @MainActor in
            started.append("cleanup saw \\((try? sharedContainer.mainContext.fetch(FetchDescriptor<Trick>()))?.count ?? -1) tricks")
        }
        return container
    }()

    struct E: TimelineEntry { let date: Date; let lines: [String] }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), lines: []) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
        @MainActor func lines() -> [String] {
            let tricks = (try? sharedContainer.mainContext.fetch(FetchDescriptor<Trick>(sortBy: [SortDescriptor(\\.name)]))) ?? []
            let sessions = (try? sharedContainer.mainContext.fetch(FetchDescriptor<Session>(sortBy: [SortDescriptor(\\.day)]))) ?? []
            return tricks.map { t in "\\(t.name): days \\((t.sessions ?? []).map(\\.day).sorted())" }
                + sessions.map { s in "day \\(s.day): \\((s.tricks ?? []).map(\\.name).sorted().joined(separator: ","))" }
                + started
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            Task { @MainActor in completion(Timeline(entries: [E(date: Date(), lines: lines())], policy: .never)) }
        }
    }
    struct V: View {
        let entry: E
        var body: some View { VStack(alignment: .leading) { ForEach(entry.lines, id: \\.self) { Text($0) } } }
    }
    struct W: Widget {
        var body: some WidgetConfiguration { StaticConfiguration(kind: "tricks", provider: P()) { V(entry: $0) } }
    }
    """

    @Test func eachSideReadsTheLinksTheOtherMade() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "Tricks.swift", widget: "W", family: "systemLarge")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let lines = SwiftWidgetDrawing.rows(drawn.text ?? "").dropFirst().dropLast().filter { !$0.isEmpty }
        #expect(lines == ["kickflip: days [1]", "ollie: days [1, 2]", "shuvit: days []",
                          "day 1: kickflip,ollie", "day 2: ollie", "cleanup saw 3 tricks"], "\(lines)")
    }
}
