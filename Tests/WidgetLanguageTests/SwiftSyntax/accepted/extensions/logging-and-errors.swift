import Foundation
import OSLog

extension Logger {
    private static let subsystem = Bundle.main.bundleIdentifier ?? "widget"
    static let timeline = Logger(subsystem: subsystem, category: "timeline")
    static let network = Logger(subsystem: subsystem, category: "network")
}

enum WidgetError: LocalizedError {
    case noData
    case decoding(underlying: any Error)
    var errorDescription: String? {
        switch self {
        case .noData: "No data yet"
        case .decoding(let e): "Could not read data: \(e.localizedDescription)"
        }
    }
}

func logStart(_ count: Int) {
    Logger.timeline.info("Building \(count, privacy: .public) entries")
    Logger.network.error("Failed: \(WidgetError.noData.localizedDescription, privacy: .private(mask: .hash))")
}
