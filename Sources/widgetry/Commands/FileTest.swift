import Foundation
import WidgetLanguage
import WidgetRuntime

/// `widgetry test` for one widget file (or module): check, previews against snapshots, test blocks.
struct FileTest {
    let path: String
    let now: Date
    let record: Bool
    /// A module's files (a project target's, a folder's), when the widget is one.
    var module: WidgetModule?
    /// The line that names what is tested.
    var title: String
    var snapshots: Snapshots
    /// What records this widget's snapshots, for the hints.
    var recordCommand = "widgetry test --record"

    init(path: String, now: Date, record: Bool) {
        self.path = path
        self.now = now
        self.record = record
        title = path
        snapshots = Snapshots(widgetPath: path)
    }

    /// A project target or a folder module.
    init(_ widget: WidgetPath, now: Date, record: Bool) {
        self.init(path: widget.path, now: now, record: record)
        if case .module(let module, let target) = widget {
            self.module = module
            if let target {
                title = "\(target.name) (\(WidgetPath.shown(target.project)))"
                recordCommand = "widgetry test \(ShellWord.quoted(WidgetPath.shown(target.project))) --target \(ShellWord.quoted(target.name)) --record"
                snapshots = Snapshots(project: target.project, target: target.name)
            }
        }
    }

    func run(into report: inout TestReport) {
        report.begin(title)
        let result = module.map { WidgetCompiler.compile($0) } ?? WidgetCompiler.compile(path: path)
        guard let program = result.program, let file = result.file else {
            let errors = result.diagnostics.filter { $0.severity == .error }
            let text = result.file.map { DiagnosticReporter(file: $0).render(errors) } ?? errors.map(\.message).joined(separator: "\n")
            report.fail("check: \(errors.count) error\(errors.count == 1 ? "" : "s")", [text.trimmingCharacters(in: .newlines)])
            return
        }
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        if !warnings.isEmpty {
            let text = DiagnosticReporter(file: file).render(warnings)
            if report.painted { Terminal.paintedError(Paint.diagnostics(text)) } else { Terminal.writeError(text) }
        }

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let runner = WidgetTestRunner(program: program, options: TestOptions(scratchFolder: scratch.path, now: now))

        checkPreviews(runner.renderPreviews(), file: file, into: &report)
        for outcome in runner.runTests() {
            let title = "test \"\(outcome.name)\""
            if outcome.passed {
                report.pass(title)
            } else {
                report.fail(title, outcome.failures.map { describe($0, file: file) })
            }
        }
        if runner.tests.isEmpty, program.previews.isEmpty { Terminal.output("  (no previews or tests)") }
    }

    func checkPreviews(_ renders: [PreviewRender], file: SourceFile, into report: inout TestReport) {
        var produced: Set<String> = []
        for render in renders {
            let title = "preview \(render.widget) .\(render.family) #\(render.number)"
            let snapshotPath = snapshots.path(family: render.family, number: render.number)
            let shown = Snapshots.display(snapshotPath)
            produced.insert(snapshots.fileName(family: render.family, number: render.number))
            let text: String
            switch render.result {
            case .failure(let error):
                report.fail(title, [describe(TestFailure(message: error.message, range: error.range), file: file)])
                continue
            case .success(let rendered):
                text = Snapshots.normalized(rendered)
            }
            let expected = snapshots.read(family: render.family, number: render.number)
            if expected == text {
                report.pass(title)
            } else if record {
                do {
                    try snapshots.write(text, family: render.family, number: render.number)
                    report.recorded += 1
                    report.pass(title, note: "  (recorded \(shown))")
                } catch {
                    report.fail(title, ["cannot write \(shown): \(error.localizedDescription)"])
                }
            } else if let expected {
                report.fail(title, ["differs from \(shown) (- snapshot, + now):",
                                    LineDiff.render(expected: expected, actual: text).trimmingCharacters(in: .newlines),
                                    "run '\(recordCommand)' to accept the new look"])
            } else {
                report.fail(title, ["no snapshot \(shown); run '\(recordCommand)' to create it"])
            }
        }
        for stale in snapshots.existing() where !produced.contains(stale) {
            if record {
                snapshots.delete(stale)
                Terminal.output("  deleted stale snapshot \(stale)")
            } else {
                Terminal.output("  note: snapshot \(stale) belongs to no preview entry; 'widgetry test --record' deletes it")
            }
        }
    }

    /// `path:line:col: error: message`, the source line with a caret, then the details.
    func describe(_ failure: TestFailure, file: SourceFile) -> String {
        var text = failure.range.map { DiagnosticReporter(file: file).render(.error(failure.message, at: $0)) } ?? failure.message
        text = text.trimmingCharacters(in: .newlines)
        for detail in failure.details { text += "\n" + detail }
        return text
    }

}
