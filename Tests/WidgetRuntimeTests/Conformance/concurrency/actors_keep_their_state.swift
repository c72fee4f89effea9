import Foundation

actor RefreshLedger {
    private var counts: [String: Int] = [:]
    private(set) var total = 0

    func record(_ widget: String) -> Int {
        counts[widget, default: 0] += 1
        total += 1
        return counts[widget] ?? 0
    }

    func report() -> [String] {
        counts.keys.sorted().map { "\($0)×\(counts[$0] ?? 0)" }
    }
}

func run() {
    let ledger = RefreshLedger()
    let done = DispatchSemaphore(value: 0)
    Task {
        for widget in ["weather", "steps", "weather", "calendar", "weather"] {
            _ = await ledger.record(widget)
        }
        let again = await ledger.record("steps")
        print(again, await ledger.total, await ledger.report())
        done.signal()
    }
    done.wait()
}
