import Foundation
import WidgetProject
import WidgetTestSupport

/// A repository written for a test in a new temporary folder: a project spec
/// and the files it names, with a `.git` folder so the repository's root is
/// the folder.
struct SpecFolder {
    let root: String

    init(_ files: [String: String]) {
        root = PackagePaths.temporaryDirectory("widgetry-spec").path
        try? FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        for (path, text) in files { write(path, text) }
    }

    func write(_ path: String, _ text: String) {
        let full = root + "/" + path
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    func read(_ spec: String = "project.yml") throws -> XcodeProject {
        try XcodeProject.read(root + "/" + spec, readableRoots: [root])
    }

    /// Paths relative to the folder.
    func relative(_ paths: [String]) -> [String] {
        paths.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
    }

    /// Notes with the folder written as `ROOT`.
    func notes(_ notes: [String]) -> [String] {
        notes.map { $0.replacingOccurrences(of: root, with: "ROOT") }
    }

    static func infoPlist(extensionPoint: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>NSExtension</key>
            <dict>
                <key>NSExtensionPointIdentifier</key>
                <string>\(extensionPoint)</string>
            </dict>
        </dict>
        </plist>
        """
    }
}
