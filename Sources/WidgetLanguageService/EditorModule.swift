import Foundation

/// The files checked together with a file: a folder of `.swift` files (and
/// the `.widget` files beside them) is one module, any other file is its own.
/// `path` is what `widgetry check` would be given for it: the folder, or the file.
public struct EditorModule: Sendable, Hashable {
    public var path: String
    /// Absolute paths, in the order the module's text is made of them.
    public var files: [String]
    public var isFolder: Bool

    public init(path: String, files: [String], isFolder: Bool) {
        self.path = path
        self.files = files
        self.isFolder = isFolder
    }

    public static func single(_ path: String) -> EditorModule { EditorModule(path: path, files: [path], isFolder: false) }
}

/// `file://` URIs and the paths they name.
public enum FileURI {
    /// The path of a `file:` URI (percent-decoded); any other URI is kept as it is.
    public static func path(_ uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.standardizedFileURL.path
    }

    public static func uri(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
