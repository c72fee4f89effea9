import Foundation

final class LegacyWeatherClient {
    private let queue = DispatchQueue(label: "weather.client")
    private(set) var calls = 0

    func temperature(for city: String, completion: @escaping (Double?) -> Void) {
        calls += 1
        queue.async {
            completion(city == "Oslo" ? -3.5 : city == "Lima" ? 19 : nil)
        }
    }

    func humidity(completion: @escaping (Int) -> Void) {
        self.queue.async { completion(64) }
    }

    func syncRead() -> String {
        queue.sync { "read \(calls)" }
    }
}

func run() {
    let client = LegacyWeatherClient()
    var results: [String] = []
    let group = DispatchGroup()
    for city in ["Oslo", "Lima", "Atlantis"] {
        group.enter()
        client.temperature(for: city) { value in
            results.append("\(city)=\(value.map { String($0) } ?? "none")")
            group.leave()
        }
    }
    group.wait()
    client.humidity { print("humidity", $0) }
    print(results.sorted(), client.calls, client.syncRead())
}
