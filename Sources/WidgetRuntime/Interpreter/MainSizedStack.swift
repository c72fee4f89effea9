import Foundation

/// Runs a job on a thread with a stack of a known size: the `widgetry` command itself, each job
/// of the live host's widget workers, and tests that evaluate widgets in process run so. A
/// widget's code may recurse as deep as the interpreter allows (`Interpreter.maxDepth` calls);
/// a thread whose stack is smaller (a dispatch queue's worker, a main thread under a low
/// `ulimit -s`, any thread of a debug build, whose frames are large) would crash the process
/// instead of ending in the interpreter's error.
public enum MainSizedStack {
    /// Bytes of stack: eight times what `ulimit -s` usually gives a main thread, which holds the
    /// deepest recursion the interpreter allows in a debug build. Only the pages a job touches
    /// become resident.
    public static let bytes = 64 << 20

    /// Runs `body` on a new thread with `bytes` of stack and waits for it.
    public static func run(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = bytes
        thread.start()
        done.wait()
    }
}
