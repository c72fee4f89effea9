import Foundation

func restBriefly(_ label: String) async throws -> String {
    try await Task.sleep(for: .milliseconds(2), tolerance: .milliseconds(1))
    try await Task.sleep(for: .microseconds(500), tolerance: .zero, clock: .continuous)
    return "\(label) rested"
}

func run() {
    let done = DispatchSemaphore(value: 0)
    Task {
        for label in ["first", "second"] { print(try await restBriefly(label)) }
        done.signal()
    }
    done.wait()
}
