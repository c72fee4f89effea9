// libFuzzer target for JSON decoding: the input bytes are a document (a
// response body or a data file) for `JSONParser`, `JSONWriter` and the
// source loader's decoding into a widget's declared types. Built and run by
// `fuzz/run.sh --target json`, together with
// Tests/WidgetRuntimeTests/JSONDecodingCheck.swift, which holds the checks
// (`JSONFuzzRegressionTests` runs saved inputs through the same ones).
//
// Besides crashes (traps, ASan reports, stack overflows) it aborts when
// `JSONDecodingCheck.run` reports a problem — a syntax error without a
// message or outside the document, a document that does not survive being
// written and read back, a decoding failure that is not a catchable error
// with its message, a control character in a message or a decoded string —
// and when one input takes longer than `slowLimit` seconds (libFuzzer's
// -timeout catches real hangs).
import Foundation
import Glibc

let slowLimit = 0.5

/// The widget's store: a file in fuzz/out (ignored by git), one per process
/// so parallel jobs do not share it; removed when the process exits normally.
let storePath = FileManager.default.currentDirectoryPath + "/fuzz/out/json-store/store-\(getpid()).sqlite"

/// Compiled and opened once, on the first input.
let check: JSONDecodingCheck = {
    // What is set up here lives as long as the process, but LeakSanitizer
    // reported it as leaked at exit (it does not follow every pointer Swift
    // stores, such as ones with an enum's tag in their spare bits). It ignores
    // allocations made while it is disabled; the warm-up fills the caches
    // (the loader's permissions, Foundation's date formatters) the same way,
    // so leak checks during the run see only what an input leaves behind.
    lsanDisable()
    defer { lsanEnable() }
    do {
        // The store makes no folder but its default `.widgetry`.
        try FileManager.default.createDirectory(atPath: (storePath as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        let check = try JSONDecodingCheck(storePath: storePath)
        atexit { for suffix in ["", "-wal", "-shm"] { unlink(storePath + suffix) } }
        _ = check.run(Array(#"[{"at": "2026-11-22T08:30:00Z", "value": 1, "status": "open"}]"#.utf8))
        return check
    } catch {
        fail("cannot set up the check: \(error)")
    }
}()


@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let checker = check
    let start = seconds()
    let problem = checker.run(bytes)
    let elapsed = seconds() - start
    if let problem { fail(problem) }
    if elapsed > slowLimit { fail("decoding took \(elapsed) s") }
    return 0
}

/// Stops the fuzzer with a finding.
func fail(_ message: String) -> Never { fuzzFailure("json fuzzer", message) }
