/// The platform a module is compiled for, as `#if os(…)` names it: a project target's
/// (its `SDKROOT`), iOS for a file alone or a folder without a project.
public enum SwiftPlatform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS, watchOS, visionOS, tvOS

    /// The platform of the module being parsed, set while a target's module is compiled.
    @TaskLocal public static var compiling: SwiftPlatform = .iOS

    /// Whether `#if canImport(module)` is true on this platform: as in Swift, UIKit is
    /// there on all but macOS and AppKit on macOS only (Widgetry provides UIKit's images
    /// and colours and nothing of AppKit: an `import AppKit` is a warning); any other
    /// module when Widgetry provides it (`SwiftModules`).
    public func canImport(_ module: String) -> Bool {
        switch module {
        case "UIKit": return self != .macOS
        case "AppKit": return self == .macOS
        default: return SwiftModules.isProvided(module)
        }
    }
}
