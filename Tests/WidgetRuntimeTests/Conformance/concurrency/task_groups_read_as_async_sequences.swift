import Foundation

struct TgWalk { var steps = 0; var meters = 0 }
enum TgSeries { case steps, meters }

func tgMeasure(_ series: TgSeries) async -> (series: TgSeries, value: Int) {
    (series, series == .steps ? 4_200 : 3_100)
}

func tgMain() async {
    let walk = await withTaskGroup(of: (series: TgSeries, value: Int).self) { group -> TgWalk in
        group.addTask { await tgMeasure(.steps) }
        group.addTask { await tgMeasure(.meters) }
        return await group.reduce(into: TgWalk()) { walk, part in
            switch part.series {
            case .steps: walk.steps = part.value
            case .meters: walk.meters = part.value
            }
        }
    }
    print(walk.steps, walk.meters)
    let total = await withTaskGroup(of: Int.self) { group in
        for n in 1...4 { group.addTask { n * n } }
        return await group.reduce(0, +)
    }
    print(total)
    let anyBig = await withTaskGroup(of: Int.self) { group in
        for n in [3, 12, 5] { group.addTask { n } }
        return await group.contains { $0 > 10 }
    }
    print(anyBig)
    let labels = try? await withThrowingTaskGroup(of: String.self) { group in
        group.addTask { "a" }
        let first = try await group.next() ?? "-"
        group.addTask { "b" }
        let rest = try await group.reduce(into: [String]()) { $0.append($1) }
        return [first] + rest
    }
    print(labels ?? [])
}

func run() {
    let done = DispatchSemaphore(value: 0)
    Task {
        await tgMain()
        done.signal()
    }
    done.wait()
}
