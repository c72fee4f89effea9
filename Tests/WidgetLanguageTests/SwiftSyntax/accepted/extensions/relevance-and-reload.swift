import WidgetKit
import Foundation

enum WidgetReloader {
    static func refresh(kind: String? = nil) {
        if let kind {
            WidgetCenter.shared.reloadTimelines(ofKind: kind)
        } else {
            WidgetCenter.shared.reloadAllTimelines()
        }
    }

    static func installed() async throws -> [String] {
        let configurations = try await WidgetCenter.shared.currentConfigurations()
        return configurations.map { "\($0.kind) \($0.family)" }
    }
}

struct RelevantProvider {
    func relevance(for score: Float) -> TimelineEntryRelevance {
        TimelineEntryRelevance(score: score, duration: 60 * 60)
    }
}
