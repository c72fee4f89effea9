// An `inout` argument is written back however the function leaves, a throw included: what it changed before the
// error (a trace appended in a `defer`) stays changed.
enum WbError: Error { case unknown(String) }

func wbLog(_ step: String, into trace: inout [String]) throws {
    trace.append("begin \(step)")
    defer { trace.append("end \(step)") }
    if step == "walk" { throw WbError.unknown(step) }
}

struct WbTracker {
    var done: [String] = []
    mutating func complete(_ step: String, trace: inout [String]) throws {
        trace.append("try \(step)")
        guard step != "fly" else { throw WbError.unknown(step) }
        done.append(step)
    }
    static func count(_ total: inout Int, _ step: String) throws {
        total += 1
        if step.isEmpty { throw WbError.unknown("empty") }
    }
}

func run() {
    var trace: [String] = []
    for step in ["read", "walk", "swim"] {
        do { try wbLog(step, into: &trace) } catch { trace.append("failed \(step)") }
    }
    print(trace)
    var tracker = WbTracker(), other: [String] = []
    for step in ["run", "fly", "sit"] { try? tracker.complete(step, trace: &other) }
    print(tracker.done, other)
    var total = 0
    for step in ["a", "", "b"] { try? WbTracker.count(&total, step) }
    print(total)
}
