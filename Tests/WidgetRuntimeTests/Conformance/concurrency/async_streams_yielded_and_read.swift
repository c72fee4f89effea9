// AsyncStream: values yielded by its closure, by unfolding, and through makeStream's continuation, read with for await;
// a yield after finish() is dropped, and onTermination runs at finish.

import Foundation

func readStreams() async {
    let numbers = AsyncStream<Int> { continuation in
        for n in 1...4 { continuation.yield(n * n) }
        continuation.finish()
        continuation.yield(99)
    }
    var total = 0
    for await n in numbers { total += n }
    print("total", total)
    var left = 3
    let countdown = AsyncStream(unfolding: { () -> Int? in
        guard left > 0 else { return nil }
        left -= 1
        return left
    })
    var seen: [Int] = []
    for await n in countdown { seen.append(n) }
    print(seen)
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    continuation.onTermination = { _ in print("terminated") }
    continuation.yield("a")
    continuation.yield("b")
    continuation.finish()
    var words: [String] = []
    for await word in stream { words.append(word) }
    print(words.joined(separator: ","))
    let labels = AsyncStream(String.self) { c in
        c.yield("x")
        c.finish()
    }
    for await label in labels { print(label) }
}

func run() {
    let done = DispatchSemaphore(value: 0)
    Task {
        await readStreams()
        done.signal()
    }
    done.wait()
}
