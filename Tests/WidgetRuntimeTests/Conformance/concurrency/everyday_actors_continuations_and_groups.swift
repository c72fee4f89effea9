import Foundation
actor RrCounter {
    private var value = 0
    func increment(by n: Int = 1) -> Int { value += n; return value }
    var current: Int { value }
}
struct RrService {
    func fetch(_ id: Int) async throws -> String {
        if id < 0 { throw RrFailure.bad(id) }
        return "item\(id)"
    }
}
enum RrFailure: Error { case bad(Int) }
func rrSlowDouble(_ x: Int) async -> Int { x * 2 }
func rrContinuation(_ x: Int) async -> Int {
    await withCheckedContinuation { continuation in
        continuation.resume(returning: x + 100)
    }
}
func rrThrowingContinuation(_ ok: Bool) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        if ok { continuation.resume(returning: "fine") } else { continuation.resume(throwing: RrFailure.bad(0)) }
    }
}
func rrMain() async {
    let counter = RrCounter()
    _ = await counter.increment()
    _ = await counter.increment(by: 5)
    print(await counter.current)
    let service = RrService()
    async let a = service.fetch(1)
    async let b = service.fetch(2)
    do {
        let both = try await [a, b]
        print(both)
        _ = try await service.fetch(-3)
    } catch RrFailure.bad(let n) {
        print("bad", n)
    } catch {
        print("other")
    }
    let doubled = await withTaskGroup(of: Int.self) { group -> [Int] in
        for i in 1...4 { group.addTask { await rrSlowDouble(i) } }
        var out: [Int] = []
        for await v in group { out.append(v) }
        return out.sorted()
    }
    print(doubled)
    print(await rrContinuation(1))
    print((try? await rrThrowingContinuation(true)) ?? "nil", (try? await rrThrowingContinuation(false)) ?? "nil")
    let task = Task { await rrSlowDouble(21) }
    print(await task.value)
    let values = await Task.detached { [1, 2, 3].map { $0 * 3 } }.value
    print(values)
}
func run() {
    let semaphore = DispatchSemaphore(value: 0)
    Task {
        await rrMain()
        semaphore.signal()
    }
    semaphore.wait()
}
