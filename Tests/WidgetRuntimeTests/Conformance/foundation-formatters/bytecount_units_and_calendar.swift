import Foundation

func run() {
    let bytes = ByteCountFormatter()
    bytes.allowedUnits = [.useKB, .useMB]
    bytes.countStyle = .memory
    print(bytes.string(fromByteCount: 5_000_000), bytes.string(fromByteCount: 512))
    bytes.includesUnit = false
    print(bytes.string(fromByteCount: 3_145_728))
    let exact = ByteCountFormatter()
    exact.allowedUnits = .useBytes
    exact.isAdaptive = false
    print(exact.string(fromByteCount: 123_456))
    exact.includesCount = false
    print(exact.string(fromByteCount: 2))

    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    print(formatter.string(from: Date(timeIntervalSince1970: 1_700_000_000)))
    print(formatter.calendar.identifier == .gregorian)
}
