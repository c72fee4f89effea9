import Foundation

extension Set where Element == URL {
    func sortedHostNames() -> [String] { map { $0.host ?? "" }.sorted() }
}

nonisolated extension Array where Element == Int {
    func sumOfAllValues() -> Int { reduce(0, +) }
}

typealias FetchCallback = (String) -> Void

final class CallbackFetcher {
    private var callbacks = [URL: [(label: String, callback: FetchCallback?, cached: Bool)]]()
    var data = Data()
    func add(_ url: URL, _ label: String) { callbacks[url, default: []].append((label: label, callback: nil, cached: false)) }
    func addData(_ d: Data) { data.append(d) }
    var count: Int { callbacks.values.map(\.count).reduce(0, +) }
}

func run() {
    let urls: Set<URL> = [URL(string: "https://b.example")!, URL(string: "https://a.example")!]
    print(urls.sortedHostNames(), [1, 2, 3].sumOfAllValues())
    let fetcher = CallbackFetcher()
    fetcher.add(URL(string: "https://a.example")!, "one")
    fetcher.add(URL(string: "https://a.example")!, "two")
    fetcher.addData(Data([1, 2]))
    fetcher.addData(Data([3]))
    print(fetcher.count, fetcher.data.count, Array(fetcher.data))
}
