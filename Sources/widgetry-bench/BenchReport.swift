import Foundation

/// Collects the metrics of one benchmark run.
final class BenchReport {
    private(set) var metrics: [String: Double] = [:]
    private(set) var notes: [String] = []

    func record(_ key: String, _ value: Double) { metrics[key] = value }
    func note(_ text: String) {
        notes.append(text)
        FileHandle.standardError.write(Data("bench: \(text)\n".utf8))
    }

    func json() -> String {
        var object: [String: Any] = [:]
        for (key, value) in metrics { object[key] = (value * 1000).rounded() / 1000 }
        if !notes.isEmpty { object["notes"] = notes }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
              let text = String(data: data, encoding: .utf8) else { return "{}" }
        return text
    }
}

/// A named group of measurements.
struct BenchGroup: Sendable {
    let name: String
    let run: @Sendable (BenchReport) -> Void

    static let all: [BenchGroup] = [
        BenchGroup(name: "check", run: CheckBench.run),
        BenchGroup(name: "store", run: StoreBench.run),
        BenchGroup(name: "render", run: RenderBench.run),
        BenchGroup(name: "image", run: ImageBench.run),
        BenchGroup(name: "runtime", run: RuntimeBench.run),
        BenchGroup(name: "host", run: HostBench.run),
        BenchGroup(name: "home", run: HomeScreenBench.run),
        BenchGroup(name: "pg", run: PostgresBench.run),
        BenchGroup(name: "lsp", run: LspBench.run),
    ]
}

/// Median of a list of samples (0 for an empty list).
func median(_ samples: [Double]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Monotonic time in seconds.
func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
