import Foundation

/// The `json` source's file, without the language: a path relative to the
/// widget's folder (or absolute), read through `ConfinedFile`.
public enum JSONFileFetch {
    /// What reading `path` reaches: the file, every symbolic link resolved.
    public static func access(_ path: String, in context: SourceContext) -> SourceAccess {
        .read(path: FilePaths.resolve(path, relativeTo: context.folder.path))
    }

    /// The file's bytes, at most `context.maxBytes`.
    public static func read(_ path: String, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        // Opened once, checked by the real path of what was opened, read from that descriptor.
        let data = try ConfinedFile.contents(path, base: context.folder.path, maxBytes: context.maxBytes, permits: context.permits)
        return SourcePayload(bytes: data, origin: path)
    }
}
