/// The platform a target is built for, named as Swift's `#if os(…)` names it.
public enum TargetPlatform: String, Sendable, Equatable, CaseIterable {
    case iOS, macOS, watchOS, visionOS, tvOS

    /// The platform an SDK is for: `iphoneos`/`iphonesimulator`, `macosx`, `watchos`/`watchsimulator`,
    /// `xros`/`xrsimulator`, `appletvos`/`appletvsimulator`, with or without a version, or a path to
    /// one's `.sdk` folder (`…/iPhoneOS17.0.sdk`); nil for any other (`auto`, `driverkit`, nothing).
    public init?(sdk: String) {
        let name = ProjectPath.name(sdk.trimmingSpace).lowercased()
        let prefixes: [(String, TargetPlatform)] = [
            ("iphoneos", .iOS), ("iphonesimulator", .iOS), ("macosx", .macOS), ("watchos", .watchOS), ("watchsimulator", .watchOS),
            ("xros", .visionOS), ("xrsimulator", .visionOS), ("appletvos", .tvOS), ("appletvsimulator", .tvOS),
        ]
        guard let found = prefixes.first(where: { name.hasPrefix($0.0) }) else { return nil }
        self = found.1
    }

    /// The platform of a target whose settings say `SDKROOT` and `SUPPORTED_PLATFORMS` (either may be
    /// unset): the SDK's, unless `SUPPORTED_PLATFORMS` lists platforms without it (`SDKROOT = auto`, a
    /// multiplatform target), then iOS when it lists iOS, else the first it lists; iOS when neither says.
    public static func of(sdkRoot: String?, supportedPlatforms: String?) -> TargetPlatform {
        let sdk = sdkRoot.flatMap(TargetPlatform.init(sdk:))
        var supported: [TargetPlatform] = []
        for word in (supportedPlatforms ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
            if let platform = TargetPlatform(sdk: String(word)), !supported.contains(platform) { supported.append(platform) }
        }
        if let sdk, supported.isEmpty || supported.contains(sdk) { return sdk }
        if supported.contains(.iOS) { return .iOS }
        return supported.first ?? .iOS
    }
}
