import Dispatch

/// Runs independent pieces of work on the processors the caller allows.
///
/// The language module decides nothing about the machine: callers pass how many
/// pieces to run at once (`WidgetCompiler` uses the active processor count for
/// large files, 1 otherwise). Each piece writes only its own result slot; the
/// results come back in piece order, so the outcome never depends on timing.
public enum Parallel {
    /// `body(0) … body(count - 1)`, run concurrently when `count > 1`, in order.
    public static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        return withoutActuallyEscaping(body) { body in
            let slots = Slots<T>(count: count)
            let work = Unchecked(value: body)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.store(work.value(index), at: index)
            }
            return slots.take()
        }
    }

    /// Destroys `elements` in contiguous parts at once, part `i` from `partStarts[i]`
    /// (starts that do not increase, or lie outside the array, are passed over).
    /// What only these elements hold is freed on the thread that destroys its
    /// part; elements held elsewhere too are only released.
    ///
    /// Cut the parts where the elements were made on different threads: each
    /// thread's allocations come from a heap arena of its own, and two threads
    /// freeing into the same arenas at once wait on each other (a 1 MB syntax tree
    /// in eight interleaved parts took four times as long to free as in two).
    public static func destroy<T>(_ elements: consuming [T], partStarts: [Int]) {
        var all = elements
        var starts = [0]
        for start in partStarts where start > starts[starts.count - 1] && start < all.count { starts.append(start) }
        let count = starts.count
        guard count > 1 else { return }
        let bounds = starts + [all.count]
        let slots = UnsafeMutablePointer<[T]>.allocate(capacity: count)
        defer { slots.deallocate() }
        // Each later part is copied out (its elements retained once more), then
        // dropped from `all`, which keeps the first part.
        for part in 1..<count { (slots + part).initialize(to: Array(all[bounds[part]..<bounds[part + 1]])) }
        all.removeSubrange(bounds[1]...)
        slots.initialize(to: all)
        all = []
        let work = Unchecked(value: slots)
        DispatchQueue.concurrentPerform(iterations: count) { part in
            (work.value + part).deinitialize(count: 1)
        }
    }

    /// One value per piece; piece `i` writes slot `i` and nothing else.
    private final class Slots<T>: @unchecked Sendable {
        let values: UnsafeMutablePointer<T>
        let count: Int

        init(count: Int) {
            self.count = count
            values = UnsafeMutablePointer<T>.allocate(capacity: count)
        }

        func store(_ value: T, at index: Int) { (values + index).initialize(to: value) }

        /// Called once, after every piece has stored its value (`concurrentPerform` returns after all).
        func take() -> [T] {
            let result = Array(UnsafeBufferPointer(start: values, count: count))
            values.deinitialize(count: count)
            return result
        }

        deinit { values.deallocate() }
    }

    /// A closure handed to other threads. Safe here: `concurrentPerform` returns
    /// only after every call, and each call touches its own piece of the input.
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
    }
}
