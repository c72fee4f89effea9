// An enum without a raw type that conforms to RawRepresentable by hand: `init?(rawValue:)` and `rawValue` are its own.
enum RbQuality: RawRepresentable {
    case low, high, lossless
    init?(rawValue: String) {
        switch rawValue {
        case "128k": self = .low
        case "320k": self = .high
        case "flac": self = .lossless
        default: return nil
        }
    }
    var rawValue: String {
        switch self {
        case .low: return "128k"
        case .high: return "320k"
        case .lossless: return "flac"
        }
    }
}

enum RbLevel: Int { case quiet = 1, loud = 5 }

func run() {
    print(["320k", "flac", "mp3"].map { RbQuality(rawValue: $0)?.rawValue ?? "nil" })
    print(RbQuality(rawValue: "128k") == .low, RbQuality.high.rawValue, RbLevel(rawValue: 5) as Any, RbLevel(rawValue: 2) as Any)
}
