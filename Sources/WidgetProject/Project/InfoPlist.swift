/// What a target's `Info.plist` (or the build settings Xcode would make one
/// from) says about it.
public struct TargetInfo: Sendable, Equatable {
    /// `NSExtension.NSExtensionPointIdentifier` (`com.apple.widgetkit-extension`), or ExtensionKit's
    /// `EXAppExtensionAttributes.EXExtensionPointIdentifier`.
    public var extensionPoint: String?
    /// Where the extension point was found: `Info.plist`, a build setting, or the framework linked.
    public var extensionPointSource: String?
    public var displayName: String?
    /// The Info.plist's text values as the built bundle has them: the keys Xcode writes from the build settings
    /// (`CFBundleIdentifier` from `PRODUCT_BUNDLE_IDENTIFIER`, `CFBundleShortVersionString` from `MARKETING_VERSION`,
    /// each `INFOPLIST_KEY_…`), then the file's own with their `$(…)` expanded. `Bundle.main.infoDictionary` reads them.
    public var bundleKeys: [String: String] = [:]

    public static let widgetKitExtensionPoint = "com.apple.widgetkit-extension"

    /// Reads the plist at `path` when there is one, then the `INFOPLIST_KEY_…` settings.
    static func read(plist path: String?, settings: BuildSettings, notes: inout [String]) -> TargetInfo {
        var info = TargetInfo()
        info.bundleKeys = bundleKeys(settings)
        if let path {
            do {
                let plist = try PropertyListFile.read(path)
                for (key, value) in plist.dictionary ?? [:] {
                    if let text = value.string { info.bundleKeys[key] = settings.expanded(text) }
                }
                if let point = plist["NSExtension"]?["NSExtensionPointIdentifier"]?.string
                    ?? plist["EXAppExtensionAttributes"]?["EXExtensionPointIdentifier"]?.string {
                    info.extensionPoint = point
                    info.extensionPointSource = "Info.plist"
                }
                info.displayName = plist["CFBundleDisplayName"]?.string
            } catch {
                notes.append("\(error)")
            }
        }
        // Xcode has no INFOPLIST_KEY setting for NSExtension, but projects write these spellings
        // meaning it; they are read as the author's intent.
        if info.extensionPoint == nil {
            for key in ["INFOPLIST_KEY_NSExtensionPointIdentifier", "INFOPLIST_KEY_NSExtension_NSExtensionPointIdentifier"] {
                if let point = settings.string(key), !point.isEmpty {
                    info.extensionPoint = point
                    info.extensionPointSource = "build setting \(key)"
                    break
                }
            }
        }
        if info.extensionPoint == nil, let point = settings.values["INFOPLIST_KEY_NSExtension"]?["NSExtensionPointIdentifier"]?.string {
            info.extensionPoint = point
            info.extensionPointSource = "build setting INFOPLIST_KEY_NSExtension"
        }
        if info.displayName == nil || info.displayName?.contains("$(") == true {
            info.displayName = settings.string("INFOPLIST_KEY_CFBundleDisplayName") ?? info.displayName
        }
        return info
    }

    /// The keys Xcode writes into a built bundle's Info.plist from its build settings.
    static func bundleKeys(_ settings: BuildSettings) -> [String: String] {
        var keys: [String: String] = [:]
        let written = ["CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER", "CFBundleShortVersionString": "MARKETING_VERSION",
                       "CFBundleVersion": "CURRENT_PROJECT_VERSION", "CFBundleName": "PRODUCT_NAME", "CFBundleExecutable": "PRODUCT_NAME",
                       "CFBundleDevelopmentRegion": "DEVELOPMENT_LANGUAGE"]
        for (key, setting) in written {
            if let value = settings.string(setting), !value.isEmpty { keys[key] = value }
        }
        let prefix = "INFOPLIST_KEY_"
        for name in settings.values.keys where name.hasPrefix(prefix) && name.count > prefix.count {
            if let value = settings.string(name), settings.values[name]?.string != nil { keys[String(name.dropFirst(prefix.count))] = value }
        }
        return keys
    }
}

extension TargetInfo {
    /// An app extension whose Info.plist and settings name no extension point is a widget extension when it links
    /// WidgetKit, or when its Swift declares widgets (`TargetReader.declaresWidgets`).
    mutating func inferWidgetKit(productType: String, linksWidgetKit: Bool, sources: [String], scope: ReadScope) {
        guard extensionPoint == nil, productType == ProjectTarget.appExtensionType else { return }
        if linksWidgetKit {
            extensionPoint = TargetInfo.widgetKitExtensionPoint
            extensionPointSource = "links WidgetKit.framework"
        } else if sources.contains(where: { scope.allows($0) && TargetReader.declaresWidgets($0) }) {
            extensionPoint = TargetInfo.widgetKitExtensionPoint
            extensionPointSource = "its Swift declares widgets"
        }
    }
}
