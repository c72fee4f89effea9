import Foundation

enum FeedError: LocalizedError {
    case offline
    case stale(minutes: Int)

    var errorDescription: String? {
        switch self {
        case .offline: return "No connection."
        case .stale(let minutes): return "Data is \(minutes) minutes old."
        }
    }

    var recoverySuggestion: String? {
        if case .stale(let minutes) = self, minutes > 60 { return "Open the app to refresh." }
        return nil
    }
}

func run() {
    for error in [FeedError.offline, .stale(minutes: 90), .stale(minutes: 5)] {
        print(error.errorDescription ?? "-", error.failureReason ?? "no reason", error.recoverySuggestion ?? "no hint", error.helpAnchor ?? "no anchor")
        print(error.localizedDescription)
    }
}
