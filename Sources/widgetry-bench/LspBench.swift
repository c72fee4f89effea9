import Foundation
import LanguageServer
import WidgetTestSupport

/// `lsp`: a real `widgetry lsp` process on a generated Swift module of 2,000
/// lines in five files (PRODUCT.md §14, issue 31's bars):
/// - `lsp_diagnostics_ms`: from an edit of one file (`didChange`) to that file's
///   `publishDiagnostics` for the new version, the whole module checked again
///   (includes the 20 ms the server waits for edits to pause); bar 50 ms;
/// - `lsp_hover_ms`: a hover on a member use; bar 20 ms;
/// - `lsp_completion_ms`: completion after `item.` on a line being typed (the
///   module is checked again with the word taken out); bar 20 ms.
/// Medians of 31 rounds, after 3 to warm up.
enum LspBench {
    static func run(_ report: BenchReport) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-bench-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let files = try? LargeModule.writeSwiftModule(to: folder, files: 5, lines: 2_000),
              let executable = CommandRunner.executable("widgetry"),
              let client = try? BenchClient(executable.path) else {
            report.note("lsp: could not write the module or start widgetry lsp")
            return
        }
        defer { client.stop() }
        let lineCount = files.reduce(0) { total, path in
            total + ((try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0)
        }
        report.note("lsp: module of \(lineCount) lines in \(files.count) files")
        let path = files[1]
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        let uri = URL(fileURLWithPath: path).absoluteString
        let lines = text.components(separatedBy: "\n")
        guard let labelLine = lines.firstIndex(where: { $0.contains("\"\\(name): \\(count * 2 + 0)\"") }),
              let useLine = lines.firstIndex(where: { $0.contains("Text(item.label())") }),
              let column = lines[useLine].range(of: "item.label")?.lowerBound.utf16Offset(in: lines[useLine]) else {
            report.note("lsp: the generated module changed shape")
            return
        }
        client.request("initialize", .object(["capabilities": .object([:]), "processId": .null]))
        client.notify("initialized")
        client.notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": .string("swift"), "version": .number(1), "text": .string(text)])]))
        guard let opened = client.waitForDiagnostics(uri: uri, version: 1) else {
            report.note("lsp: no diagnostics after opening")
            return
        }
        if opened["params"]?["diagnostics"]?.array?.isEmpty != true { report.note("lsp: the generated module has diagnostics") }
        var version = 1
        var diagnostics: [Double] = [], hovers: [Double] = [], completions: [Double] = []
        let labelColumn = (lines[labelLine].range(of: "+ 0")?.lowerBound.utf16Offset(in: lines[labelLine]) ?? 0) + 2
        for round in 0..<34 {
            // An edit inside a method: `+ 0` becomes `+ 1`, `+ 0`, … (the module stays clean).
            version += 1
            let started = monotonicSeconds()
            client.notify("textDocument/didChange", change(uri, version, labelLine, labelColumn, labelColumn + 1, "\(version % 2)"))
            guard client.waitForDiagnostics(uri: uri, version: version) != nil else { report.note("lsp: no diagnostics for an edit"); return }
            let diagnosed = monotonicSeconds() - started
            let hoverStart = monotonicSeconds()
            client.request("textDocument/hover", at(uri, useLine, column + 6))
            let hovered = monotonicSeconds() - hoverStart
            // Type `item.` over `item.label()` and ask, then put the text back.
            version += 1
            client.notify("textDocument/didChange", change(uri, version, useLine, column, column + "item.label()".utf16.count, "item."))
            let completionStart = monotonicSeconds()
            let answer = client.request("textDocument/completion", at(uri, useLine, column + 5))
            let completed = monotonicSeconds() - completionStart
            if round == 0, answer?["result"]?["items"]?.array?.contains(where: { $0["label"]?.string == "label" }) != true {
                report.note("lsp: completion after item. did not offer label()")
            }
            version += 1
            client.notify("textDocument/didChange", change(uri, version, useLine, column, column + 5, "item.label()"))
            if round >= 3 {
                diagnostics.append(diagnosed * 1000)
                hovers.append(hovered * 1000)
                completions.append(completed * 1000)
            }
        }
        report.record("lsp_diagnostics_ms", median(diagnostics))
        report.record("lsp_hover_ms", median(hovers))
        report.record("lsp_completion_ms", median(completions))
        client.request("shutdown")
        client.notify("exit")
    }

    static func change(_ uri: String, _ version: Int, _ line: Int, _ from: Int, _ to: Int, _ text: String) -> JSON {
        .object(["textDocument": .object(["uri": .string(uri), "version": .number(Double(version))]),
                 "contentChanges": .array([.object([
                    "range": .object(["start": position(line, from), "end": position(line, to)]), "text": .string(text)])])])
    }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        .object(["textDocument": .object(["uri": .string(uri)]), "position": position(line, character)])
    }

    static func position(_ line: Int, _ character: Int) -> JSON {
        .object(["line": .number(Double(line)), "character": .number(Double(character))])
    }
}

/// A minimal client: frames written to the server's input, its messages read in order.
final class BenchClient {
    let process = Process()
    let input = Pipe(), output = Pipe()
    var reader: MessageReader<FileDescriptorSource>
    var nextID = 0

    init(_ executable: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        reader = MessageReader(source: FileDescriptorSource(descriptor: output.fileHandleForReading.fileDescriptor))
    }

    func notify(_ method: String, _ params: JSON = .object([:])) {
        input.fileHandleForWriting.write(MessageWriter.frame(Outgoing.notification(method, params).encoded()))
    }

    /// Sends a request and reads messages until its answer.
    @discardableResult
    func request(_ method: String, _ params: JSON = .object([:])) -> JSON? {
        nextID += 1
        let id = RequestID.number(nextID)
        input.fileHandleForWriting.write(MessageWriter.frame(Outgoing.request(id, method, params).encoded()))
        return next { $0["id"]?.int == self.nextID && $0["method"] == nil }
    }

    func waitForDiagnostics(uri: String, version: Int) -> JSON? {
        next { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri
            && $0["params"]?["version"]?.int == version }
    }

    /// Reads messages until one matches (nil when the server's output ends).
    func next(_ matches: (JSON) -> Bool) -> JSON? {
        while let frame = reader.next() {
            guard case .body(let body) = frame, let message = try? JSON.parse(body) else { continue }
            if matches(message) { return message }
        }
        return nil
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }
}
