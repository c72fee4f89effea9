import Foundation
import WidgetLanguage
import WidgetRuntime

/// `check_widgets_ms`: `widgetry check` of every widget in `widgets/`, in
/// process — read, parse and check each file, as a hot reload of all of them
/// would. Widget files are kilobytes; this is the front end's figure.
enum CheckBench {
    static let runs = 51

    static func run(_ report: BenchReport) {
        let paths = widgetPaths()
        guard !paths.isEmpty else {
            report.note("check: no widgets/*.widget found (run from the package root)")
            return
        }
        var errors = 0
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = monotonicSeconds()
            for path in paths {
                let result = WidgetCompiler.compile(path: path)
                errors += result.diagnostics.filter { $0.severity == .error }.count
            }
            samples.append((monotonicSeconds() - start) * 1000)
        }
        if errors > 0 { report.note("check: the widgets have \(errors / runs) errors") }
        let bytes = paths.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        report.note("check: \(paths.count) files, \(bytes) bytes, median of \(runs) runs")
        report.record("check_widgets_ms", median(samples))

        // The Swift seeds: each folder of widgets/swift is one module.
        let modules = swiftModules()
        guard !modules.isEmpty else { return }
        var swiftSamples: [Double] = []
        for _ in 0..<runs {
            let start = monotonicSeconds()
            for module in modules {
                if WidgetCompiler.compile(path: module).diagnostics.contains(where: { $0.severity == .error }) { errors += 1 }
            }
            swiftSamples.append((monotonicSeconds() - start) * 1000)
        }
        report.note("check: \(modules.count) Swift modules in widgets/swift")
        report.record("check_swift_widgets_ms", median(swiftSamples))
    }

    /// The module folders of `widgets/swift`.
    static func swiftModules() -> [String] {
        guard let first = widgetPaths().first else { return [] }
        let folder = URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("swift").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { folder + "/" + $0 }.filter { SwiftModuleFolder.isModule($0) }
    }

    /// `widgets/*.widget`, from the current folder or beside the package.
    static func widgetPaths() -> [String] {
        let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("widgets")
        let fromCurrent = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("widgets")
        for folder in [fromCurrent, fromSource] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            let paths = names.filter { $0.hasSuffix(".widget") }.sorted().map { folder.appendingPathComponent($0).path }
            if !paths.isEmpty { return paths }
        }
        return []
    }
}
