// libFuzzer target for the widget front end: lexer, parser and checker
// (`WidgetCompiler.compile`), plus the syntax printer and the diagnostic
// reporter. Built and run by fuzz/run.sh, twice: each input is read as the
// file `fuzzInputPath` names, `fuzz.widget` (WidgetInput.swift, the `parser`
// target) or `fuzz.swift` (SwiftInput.swift, the `swift` target).
//
// Besides crashes (traps, ASan reports, stack overflows) it aborts on:
// a diagnostic or declaration located outside the input, a diagnostic the
// reporter renders without its caret, an input that takes longer than
// `slowLimit` seconds (libFuzzer's -timeout catches real hangs).
import Glibc
import WidgetLanguage
import WidgetRuntime

let slowLimit = 0.5

/// The table of built-ins and the front end's other process-long values, made before the first input with
/// LeakSanitizer disabled (FuzzSupport.swift), so leak checks see only what an input leaves behind.
let warmedUp: Bool = {
    lsanDisable()
    defer { lsanEnable() }
    _ = WidgetCompiler.compile(SourceFile(path: fuzzInputPath, text: ""))
    return true
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = warmedUp
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let file = SourceFile(path: fuzzInputPath, text: text)
    let start = seconds()
    let result = WidgetCompiler.compile(file)
    let elapsed = seconds() - start
    if elapsed > slowLimit { fail("compiling took \(elapsed) s") }

    let reporter = DiagnosticReporter(file: file)
    for diagnostic in result.diagnostics {
        for range in [diagnostic.range] + diagnostic.notes.compactMap(\.range) {
            if let problem = locationProblem(range, in: file) {
                fail("diagnostic '\(diagnostic.message)' at \(diagnostic.range): \(problem)")
            }
        }
        let rendered = reporter.render(diagnostic)
        if !rendered.hasPrefix("\(fuzzInputPath):\(diagnostic.range.start.line):\(diagnostic.range.start.column): ")
            || !rendered.contains("^") {
            fail("diagnostic renders without header or caret:\n\(rendered)")
        }
    }
    if let tree = result.tree {
        for decl in tree.declarations {
            if let problem = locationProblem(decl.range, in: file) ?? locationProblem(decl.nameRange, in: file) {
                fail("declaration '\(decl.name)' at \(decl.range): \(problem)")
            }
        }
        _ = SyntaxPrinter.print(tree)
    }
    checkParsed(file)
    return 0
}

/// A file that parses without errors must check without crashing.
func checkParsed(_ file: SourceFile) {
    let (tree, diagnostics) = Parser.parse(file)
    guard !diagnostics.hasErrors else { return }
    _ = Checker(tree: tree, registry: .standard).check()
}

/// Nil if both ends are real places in the file, in order, with line and
/// column agreeing with the offset (the same rule as the mutation tests).
func locationProblem(_ range: SourceRange, in file: SourceFile) -> String? {
    if range.start.offset > range.end.offset { return "starts after it ends" }
    let bytes = file.bytes, lineStarts = file.lineStarts
    for location in [range.start, range.end] {
        guard location.offset >= 0, location.offset <= bytes.count else { return "offset \(location.offset) outside the file" }
        guard location.line >= 1, location.line <= lineStarts.count else { return "line \(location.line) outside the file" }
        let lineStart = lineStarts[location.line - 1]
        let lineEnd = location.line < lineStarts.count ? lineStarts[location.line] - 1 : bytes.count
        guard location.offset >= lineStart, location.offset <= lineEnd else { return "offset not on line \(location.line)" }
        var characters = 0
        for byte in bytes[lineStart..<lineEnd] where byte & 0xC0 != 0x80 { characters += 1 }
        guard location.column >= 1, location.column <= characters + 1 else { return "column \(location.column) outside the line" }
        guard file.location(ofOffset: location.offset) == location else { return "\(location) does not match its offset" }
    }
    return nil
}

/// Stops the fuzzer with a finding.
func fail(_ message: String) -> Never { fuzzFailure("\(fuzzInputPath) fuzzer", message) }
