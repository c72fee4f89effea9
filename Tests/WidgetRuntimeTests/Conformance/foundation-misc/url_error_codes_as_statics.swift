import Foundation

func urlErrorCodeStaticsReason(_ error: Error) -> String {
    guard let failure = error as? URLError else { return "other" }
    switch failure.code {
    case URLError.notConnectedToInternet: return "offline"
    case URLError.timedOut: return "slow"
    default: return "failed"
    }
}

func run() {
    print(urlErrorCodeStaticsReason(URLError(.notConnectedToInternet)), urlErrorCodeStaticsReason(URLError(.timedOut)),
          urlErrorCodeStaticsReason(URLError(.badURL)))
    print(URLError.notConnectedToInternet == URLError.Code.notConnectedToInternet, URLError.cancelled.rawValue)
}
