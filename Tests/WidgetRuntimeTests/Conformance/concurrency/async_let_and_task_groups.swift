import Foundation

func stepCount(day: Int) async -> Int {
    await Task.yield()
    return 4_000 + day * 1_250
}

func heartRate() async throws -> Int { 64 }

func run() {
    let done = DispatchSemaphore(value: 0)
    Task {
        async let monday = stepCount(day: 1)
        async let tuesday = stepCount(day: 2)
        async let pulse = heartRate()
        let (a, b) = await (monday, tuesday)
        let rate = (try? await pulse) ?? 0
        print("steps", a + b, "pulse", rate)
        let week = await withTaskGroup(of: (Int, Int).self) { group in
            for day in 0..<5 { group.addTask { (day, await stepCount(day: day)) } }
            var collected: [(Int, Int)] = []
            for await pair in group { collected.append(pair) }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
        print(week, week.reduce(0, +))
        done.signal()
    }
    done.wait()
}
