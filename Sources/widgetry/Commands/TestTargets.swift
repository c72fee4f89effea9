import Foundation
import WidgetProject
import WidgetRuntime

/// What `widgetry test PATH...` tests: widget files as given; a folder of
/// `.widget` files, each; an Xcode project, each widget extension target (or
/// `--target`'s); a folder of `.swift` files, the module it makes.
enum TestTargets {
    static func collect(_ paths: [String], _ arguments: ParsedArguments, now: Date) throws -> [FileTest] {
        let record = arguments.has("--record"), target = arguments.value("--target")
        var tests: [FileTest] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw WidgetFiles.Missing(path: path, problem: PathStatus(of: path).problem) }
            let widgetFiles = try WidgetFiles.collect([path])
            if target == nil, !isDirectory.boolValue || !widgetFiles.isEmpty && WidgetPath.isFolderOfWidgetFiles(path) {
                tests += widgetFiles.map { FileTest(path: $0, now: now, record: record) }
                continue
            }
            let resolved: [WidgetPath]
            do { resolved = try WidgetPath.resolveAll(path, target: target, readable: arguments.all("--allow-read")) } catch {
                // `widgetry test` in a folder with nothing to test: "no widget files" follows.
                if error.status == 2, target == nil, arguments.positionals.isEmpty { continue }
                throw error
            }
            tests += resolved.map { FileTest($0, now: now, record: record) }
        }
        return tests
    }
}
