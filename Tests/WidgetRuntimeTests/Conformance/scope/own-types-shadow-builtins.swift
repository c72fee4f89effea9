import Foundation

public enum Duration: Int, CaseIterable {
    case short = 60, long = 3600
    public static func mutingDurations() -> [Duration] { [.short, .long] }
    var label: String { self == .short ? "1m" : "1h" }
}

enum SpacingConstants { static let space = "_" }

public extension String {
    func spacedOut() -> String { replacingOccurrences(of: SpacingConstants.space, with: "+") }
    private enum SpacingConstants { static let space = " " }
}

func run() {
    print(Duration.mutingDurations().map(\.label), Duration.allCases.count, Duration(rawValue: 60) == .short)
    print("a b c".spacedOut(), SpacingConstants.space)
}
