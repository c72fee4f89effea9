import Foundation

// Foundation's formatters are classes: every name for one, and a static made once, sees the settings made through any.
enum FSIFormatters {
    static let bytes: ByteCountFormatter = {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        formatter.allowedUnits = [.useMB, .useGB]
        return formatter
    }()
}

func fsiMakeBinary(_ formatter: ByteCountFormatter) {
    formatter.countStyle = .memory
}

func run() {
    print(FSIFormatters.bytes.string(fromByteCount: 1_500_000_000))
    let bytes = ByteCountFormatter()
    let alias = bytes
    alias.countStyle = .memory
    print(bytes.string(fromByteCount: 1_500_000_000))
    let other = ByteCountFormatter()
    fsiMakeBinary(other)
    print(other.string(fromByteCount: 2_000_000))
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US_POSIX")
    dates.timeZone = TimeZone(identifier: "UTC")
    let sameDates = dates
    sameDates.dateFormat = "yyyy-MM-dd"
    print(dates.string(from: Date(timeIntervalSince1970: 86_400 * 365)))
}
