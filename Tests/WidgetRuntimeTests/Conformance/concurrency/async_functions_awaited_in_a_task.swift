import Foundation

struct ForecastDay {
    let name: String
    let high: Int
}

func fetchForecast(for city: String) async throws -> [ForecastDay] {
    try await Task.sleep(nanoseconds: 1_000)
    guard city != "Atlantis" else { throw URLError(.badServerResponse) }
    return [ForecastDay(name: "Mon", high: city.count * 3), ForecastDay(name: "Tue", high: city.count * 2)]
}

func summary(for city: String) async -> String {
    do {
        let days = try await fetchForecast(for: city)
        return "\(city): " + days.map { "\($0.name) \($0.high)°" }.joined(separator: ", ")
    } catch {
        return "\(city): unavailable"
    }
}

func run() {
    let done = DispatchSemaphore(value: 0)
    Task {
        for city in ["Oslo", "Atlantis", "Lima"] { print(await summary(for: city)) }
        let warmest = await Task { try? await fetchForecast(for: "Reykjavik").map(\.high).max() }.value
        print("warmest", warmest ?? -1)
        done.signal()
    }
    done.wait()
}
