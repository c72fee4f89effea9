/// One native target of a project: an app, an extension, a framework, ….
public struct ProjectTarget: Sendable, Equatable {
    public var name: String
    /// The `.xcodeproj` the target belongs to, or the spec (`project.yml`) it is generated from.
    public var project: String
    /// `com.apple.product-type.app-extension`, `…application`, `…framework`, ….
    public var productType: String
    public var info: TargetInfo
    /// The module its Swift is compiled as (`PRODUCT_MODULE_NAME`, else the product or target name
    /// with characters other than letters, digits and `_` made `_`).
    public var moduleName: String
    /// The platform it is built for (`SDKROOT`, `SUPPORTED_PLATFORMS`): its Swift's `#if os(…)` is decided for it.
    public var platform: TargetPlatform
    /// The modules whose code `files.sources` holds besides the target's own: the targets of its
    /// local packages and the framework targets it depends on (`import Shared` is one of them).
    public var includedModules: [String]
    public var files: TargetFiles
    /// The target's own folder: its first synchronised folder, else its Info.plist's folder, else its
    /// first source's, else the project's.
    public var folder: String
    /// What could not be read or was left out, one sentence each.
    public var notes: [String]

    /// The file that says which files the target has: its project's `project.pbxproj`, or the spec.
    public var manifest: String { XcodeProject.manifest(of: project) }

    public var isWidgetExtension: Bool { info.extensionPoint == TargetInfo.widgetKitExtensionPoint }

    /// Whether any of the target's files lies in `folder`.
    public func hasFiles(in folder: String) -> Bool {
        files.all.contains { ProjectPath.isInside($0, folder) }
    }

    public static let appExtensionType = "com.apple.product-type.app-extension"
}

extension ProjectTarget {
    /// The target with the files outside the folders it may read left out, each a note.
    func keepingFiles(in scope: ReadScope) -> ProjectTarget {
        var target = self
        var notes = target.notes
        target.files.filter(scope.allows) { notes.append(scope.outside($0)) }
        target.notes = notes
        return target
    }
}
