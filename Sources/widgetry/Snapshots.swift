import Foundation
import WidgetRuntime

/// Preview snapshots: `__snapshots__/NAME.FAMILY.N.txt` next to the widget
/// file NAME.widget, holding the plain-text render of the N-th preview entry
/// of that family.
struct Snapshots {
    let folder: URL
    let name: String

    init(widgetPath: String) {
        let url = URL(fileURLWithPath: widgetPath)
        folder = url.deletingLastPathComponent().appendingPathComponent("__snapshots__")
        name = url.deletingPathExtension().lastPathComponent
    }

    /// A project target's snapshots: `__snapshots__/TARGET.FAMILY.N.txt` beside its `.xcodeproj`
    /// (outside the target's folders, so Xcode does not take them into the target).
    init(project: String, target: String) {
        folder = URL(fileURLWithPath: project).deletingLastPathComponent().appendingPathComponent("__snapshots__")
        name = target
    }

    func fileName(family: String, number: Int) -> String { "\(name).\(family).\(number).txt" }

    func path(family: String, number: Int) -> String {
        folder.appendingPathComponent(fileName(family: family, number: number)).path
    }

    /// A path as the user gave the widget's, for messages: `widgets/__snapshots__/todo.systemSmall.1.txt`.
    static func display(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }

    /// Snapshot text: the render with exactly one final line break.
    static func normalized(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n"
    }

    func read(family: String, number: Int) -> String? {
        try? String(contentsOfFile: path(family: family, number: number), encoding: .utf8)
    }

    func write(_ text: String, family: String, number: Int) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Snapshots.normalized(text).write(toFile: path(family: family, number: number), atomically: true, encoding: .utf8)
    }

    /// This widget's snapshot files (NAME.FAMILY.N.txt with a known family), by file name.
    func existing() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { file in
            guard file.hasSuffix(".txt") else { return false }
            var parts = file.dropLast(4).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 3, let number = parts.popLast(), Int(number) != nil,
                  let family = parts.popLast(), BuiltinRegistry.familyNames.contains(family) else { return false }
            return parts.joined(separator: ".") == name
        }.sorted()
    }

    func delete(_ fileName: String) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(fileName))
    }
}
