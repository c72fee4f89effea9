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
    var pause: TimeInterval = 0.04
    var attempts = 6

    struct Outcome {
        var result: WidgetCompiler.Result
        /// The bytes that were compiled; nil when the file could not be read.
        var bytes: [UInt8]?
    }

    func compile() -> Outcome {
        var bytes = read()
        var attempt = 1
        while true {
            let outcome = compile(bytes)
            let suspicious = bytes?.isEmpty ?? true
            guard settle, attempt < attempts, suspicious || outcome.result.diagnostics.hasErrors else { return outcome }
            Thread.sleep(forTimeInterval: pause)
            attempt += 1
            let again = read()
            if again == bytes, !suspicious { return outcome }
            bytes = again
        }
    }

    private func read() -> [UInt8]? {
        if let module = SwiftModuleFolder.files(at: path) {
            // A Swift module: its files' bytes, one after another, to compare two reads.
            var bytes: [UInt8] = []
            for file in module {
                guard let data = FileManager.default.contents(atPath: file) else { return nil }
                bytes += data
            }
            return bytes
        }
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    private func compile(_ bytes: [UInt8]?) -> Outcome {
        if SwiftModuleFolder.isModule(path) { return Outcome(result: WidgetCompiler.compile(path: path), bytes: bytes) }
        guard let bytes else { return Outcome(result: WidgetCompiler.compile(path: path), bytes: nil) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return Outcome(result: WidgetCompiler.compile(path: path), bytes: bytes)  // reports "not UTF-8 text"
        }
        return Outcome(result: WidgetCompiler.compile(SourceFile(path: path, text: text)), bytes: bytes)
    }
}
