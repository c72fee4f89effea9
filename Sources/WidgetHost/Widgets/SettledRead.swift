import Foundation
import WidgetLanguage
import WidgetRuntime

/// Reads and compiles a widget file that may be in the middle of being saved.
///
/// An editor that truncates and rewrites a file in place, or renames a new
/// one over it, can be caught between two steps: the file is missing, empty,
/// or cut off half-way. When `settle` is set (the read follows a change
/// event), such a read is retried a few times, `pause` apart, and an error is
/// believed only once two reads in a row give the same bytes.
struct SettledRead {
    let path: String
    let settle: Bool
    /// A module whose files lie in many folders; nil for a widget file (or a folder module).
    var module: WidgetModule?
    var pause: TimeInterval = 0.04
    var attempts = 6

    struct Outcome {
        var result: WidgetCompiler.Result
        /// The bytes that were compiled; nil when the file could not be read.
        var bytes: [UInt8]?
    }

    func compile() -> Outcome {
        var (bytes, isModule) = read()
        var attempt = 1
        while true {
            let outcome = compile(bytes, isModule: isModule)
            let suspicious = bytes?.isEmpty ?? true
            guard settle, attempt < attempts, suspicious || outcome.result.diagnostics.hasErrors else { return outcome }
            Thread.sleep(forTimeInterval: pause)
            attempt += 1
            let again = read()
            if again.bytes == bytes, !suspicious { return outcome }
            (bytes, isModule) = again
        }
    }

    /// The file's bytes; for a Swift module (a folder, looked for only when the path
    /// is not a readable file), its files' bytes one after another, to compare two reads.
    private func read() -> (bytes: [UInt8]?, isModule: Bool) {
        if module == nil, let data = FileManager.default.contents(atPath: path) { return ([UInt8](data), false) }
        guard let module = module?.files ?? SwiftModuleFolder.files(at: path) else { return (nil, false) }
        var bytes: [UInt8] = []
        for file in module {
            guard let data = FileManager.default.contents(atPath: file) else { return (nil, true) }
            bytes += data
        }
        return (bytes, true)
    }

    private func compile(_ bytes: [UInt8]?, isModule: Bool) -> Outcome {
        if let module { return Outcome(result: WidgetCompiler.compile(module), bytes: bytes) }
        guard let bytes, !isModule else { return Outcome(result: WidgetCompiler.compile(path: path), bytes: bytes) }
        guard let file = SourceFile(path: path, utf8: bytes) else {
            return Outcome(result: WidgetCompiler.compile(path: path), bytes: bytes)  // reports "not UTF-8 text"
        }
        return Outcome(result: WidgetCompiler.compile(file), bytes: bytes)
    }
}
