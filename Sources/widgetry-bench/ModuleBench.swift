import Foundation
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// `check_module_2000_ms`: parse and check one generated Swift module of about
/// 2,000 lines (`GeneratedSwiftModule`: a widget extension of several stations,
/// each with its types, functions, provider, intent, views and widget), in
/// process, as `widgetry check FOLDER` does after reading the files.
enum ModuleBench {
    static let runs = 21

    static func run(_ report: BenchReport) {
        let files = GeneratedSwiftModule.files(lines: 2000)
        let lines = files.reduce(0) { $0 + GeneratedSwiftModule.lineCount($1.text) }
        let module = SourceFile.module(path: "Stations", files: files.map { ("Stations/\($0.name)", $0.text) })
        var diagnostics = 0
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = monotonicSeconds()
            let result = WidgetCompiler.compile(module)
            samples.append((monotonicSeconds() - start) * 1000)
            diagnostics = result.diagnostics.count
        }
        if diagnostics > 0 { report.note("module: the generated module has \(diagnostics) diagnostics") }
        report.note("module: \(files.count) files, \(lines) lines, \(module.bytes.count) bytes, median of \(runs) runs")
        report.record("check_module_2000_ms", median(samples))
    }
}
