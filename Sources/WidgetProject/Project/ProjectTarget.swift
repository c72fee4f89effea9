/// One native target of a project: an app, an extension, a framework, ….
public struct ProjectTarget: Sendable, Equatable {
    public var name: String
    /// `com.apple.product-type.app-extension`, `…application`, `…framework`, ….
    public var productType: String
    public var info: TargetInfo
    /// The module its Swift is compiled as (`PRODUCT_MODULE_NAME`, else the product or target name
    /// with characters other than letters, digits and `_` made `_`).
    public var moduleName: String
    /// The modules whose code `files.sources` holds besides the target's own: the targets of its
    /// local packages and the framework targets it depends on (`import Shared` is one of them).
    public var includedModules: [String]
    public var files: TargetFiles
    /// What could not be read or was left out, one sentence each.
    public var notes: [String]

    public var isWidgetExtension: Bool { info.extensionPoint == TargetInfo.widgetKitExtensionPoint }

    public static let appExtensionType = "com.apple.product-type.app-extension"
}
