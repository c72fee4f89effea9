import Foundation
import WidgetLanguage
import WidgetProject
import WidgetRuntime

/// What `widgetry targets` prints: per project, each widget extension with its
/// widgets and files; paths as seen from the current folder.
struct TargetsListing {
    private(set) var text = ""
    private(set) var json: [[String: Any]] = []
    private(set) var widgetTargetCount = 0

    /// `application`, `widget extension`, `share-services extension`, `framework`, ….
    static func kind(of target: ProjectTarget) -> String {
        if target.isWidgetExtension { return "widget extension" }
        if let point = target.info.extensionPoint { return "app extension: \(point)" }
        let type = target.productType.split(separator: ".").last.map(String.init) ?? target.productType
        return type.replacingOccurrences(of: "-", with: " ")
    }

    mutating func add(_ project: XcodeProject, within: String?) {
        var targets = project.widgetTargets
        if let within {
            let inside = targets.filter { $0.hasFiles(in: within) }
            if !inside.isEmpty { targets = inside }
        }
        let others = project.targets.filter { !$0.isWidgetExtension }.map { "\($0.name) (\(Self.kind(of: $0)))" }
        text += "\(WidgetPath.shown(project.path)): \(count(targets.count, "widget extension")) of \(count(project.targets.count, "target"))\n"
        if targets.isEmpty {
            text += "  other targets: \(others.isEmpty ? "none" : others.joined(separator: ", "))\n"
            text += "  a widget extension is an app extension whose Info.plist names com.apple.widgetkit-extension\n"
        }
        for target in targets {
            widgetTargetCount += 1
            guard case .module(let module, _) = WidgetPath.module(for: target) else { continue }
            let result = WidgetCompiler.compile(module)
            var lines: [(String, [String])] = []
            lines.append(("widgets", widgets(result)))
            lines.append(("platform", [target.platform.rawValue]))
            lines.append(("sources", target.files.sources.map(WidgetPath.shown)))
            lines.append(("assets", target.files.assetCatalogs.map(WidgetPath.shown)))
            lines.append(("strings", target.files.strings.map(WidgetPath.shown)))
            lines.append(("intents", target.files.intentDefinitions.map(WidgetPath.shown)))
            lines.append(("fonts", target.files.fonts.map(WidgetPath.shown)))
            lines.append(("info", target.files.infoPlist.map { [WidgetPath.shown($0)] } ?? []))
            lines.append(("headers", target.files.headers.map(WidgetPath.shown)))
            lines.append(("modules", target.includedModules))
            lines.append(("note", target.notes.map(shownPaths)))
            text += "\n\(target.name)  (\(Self.kind(of: target)): \(target.info.extensionPointSource ?? "")"
            text += target.info.displayName.map { "; \"\($0)\"" } ?? ""
            text += ")\n"
            append(lines)
            var object: [String: Any] = [
                "project": WidgetPath.shown(project.path), "target": target.name, "platform": target.platform.rawValue, "folder": module.path,
                "widgets": widgetNames(result), "errors": result.diagnostics.filter { $0.severity == .error }.count,
                "sources": target.files.sources.map(WidgetPath.shown), "assetCatalogs": target.files.assetCatalogs.map(WidgetPath.shown),
                "strings": target.files.strings.map(WidgetPath.shown), "intentDefinitions": target.files.intentDefinitions.map(WidgetPath.shown),
                "includedModules": target.includedModules, "notes": target.notes.map(shownPaths),
                "headers": target.files.headers.map(WidgetPath.shown),
            ]
            if let plist = target.files.infoPlist { object["infoPlist"] = WidgetPath.shown(plist) }
            json.append(object)
        }
        if !targets.isEmpty, !others.isEmpty { text += "\nother targets: \(others.joined(separator: ", "))\n" }
    }

    /// A folder without a project: the module its files make.
    mutating func addFolder(_ module: WidgetModule) {
        widgetTargetCount += 1
        let result = WidgetCompiler.compile(module)
        text += "\(module.path): no Xcode project; its .swift files and its subfolders' are one module\n\n"
        append([("widgets", widgets(result)), ("sources", module.files)])
        json.append(["folder": module.path, "widgets": widgetNames(result), "sources": module.files,
                     "errors": result.diagnostics.filter { $0.severity == .error }.count])
    }

    private mutating func append(_ lines: [(String, [String])]) {
        for (label, values) in lines where !values.isEmpty {
            for (index, value) in values.enumerated() {
                text += "  " + (index == 0 ? label : "").padding(toLength: 9, withPad: " ", startingAt: 0) + " " + value + "\n"
            }
        }
    }

    /// The module's widgets, the default first and marked, each with its families; or why there are none.
    private func widgets(_ result: WidgetCompiler.Result) -> [String] {
        let names = widgetNames(result)
        let defaultName = result.program?.defaultWidgetName ?? names.first
        var lines: [String] = names.map { name in
            if result.program?.notDrawn(name) != nil { return name + "  not drawn (widgetry render says why)" }
            let families = result.program?.families(ofWidget: name).joined(separator: ", ")
            return name + (name == defaultName ? " (default)" : "") + (families.map { "  \($0)" } ?? "")
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 { lines.append("\(count(errors, "error")) when checked (widgetry check shows them)") }
        if names.isEmpty, errors == 0 { lines.append("none declared") }
        return lines
    }

    private func widgetNames(_ result: WidgetCompiler.Result) -> [String] {
        if let program = result.program { return program.widgetNames }
        return result.tree?.declarations.compactMap { if case .widget = $0.kind { return $0.name } else { return nil } } ?? []
    }

    /// A note with the absolute paths in it shown from the current folder.
    private func shownPaths(_ note: String) -> String {
        let folder = WidgetPath.currentFolder
        return note.replacingOccurrences(of: folder == "/" ? "/" : folder + "/", with: "")
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
