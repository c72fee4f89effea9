import Foundation

extension Double {
    var minutesInSeconds: TimeInterval { self * 60 }
    var daysInSeconds: TimeInterval { self * 86_400 }
}

enum ExpiryLimits {
    static let expiry: TimeInterval = 30.daysInSeconds
    static let short = 2.5.minutesInSeconds
}

func run() {
    let n = 3.0
    print(ExpiryLimits.expiry, ExpiryLimits.short, n.daysInSeconds, 1.daysInSeconds + 2.minutesInSeconds)
}
