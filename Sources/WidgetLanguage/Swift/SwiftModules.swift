/// The modules a Swift widget may import. Widgetry provides the parts of them
/// that widget code uses (see docs/apple-api.md); importing any other module is
/// a warning, and its names are unknown where used.
public enum SwiftModules {
    static let provided: Set<String> = [
        "Foundation", "SwiftUI", "WidgetKit", "AppIntents", "SwiftData", "OSLog", "os", "os.log",
        "Combine", "UIKit", "ActivityKit", "Intents", "CoreGraphics", "Observation", "Swift", "_Concurrency", "Dispatch",
    ]

    public static func isProvided(_ name: String) -> Bool { provided.contains(name) }
}
