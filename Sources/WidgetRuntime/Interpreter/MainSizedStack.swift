import Foundation

/// Runs a job on a thread with the stack of a process's main thread (the live host runs each
/// widget's jobs so, and tests that evaluate widgets in process do). A widget's code may
/// recurse as deep as the interpreter allows (`Interpreter.maxDepth` calls), which a
/// dispatch queue's worker thread, whose stack is smaller than the main thread's, does not
/// always hold: the job would crash the process instead of ending in the interpreter's error.
public enum MainSizedStack {
    /// Bytes of stack: what `ulimit -s` gives a process's main thread on the systems Widgetry
    /// runs on, twice over. Only the pages a job touches become resident.
    public static let bytes = 16 << 20

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
