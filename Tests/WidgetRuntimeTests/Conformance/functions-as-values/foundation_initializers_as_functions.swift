import Foundation

func run() {
    let links = ["https://example.com/a", "", "https://example.com/b?x=1"].compactMap(URL.init(string:))
    print(links.map(\.absoluteString), links.compactMap(\.host))
    let stamps = [0, 86_400.0].map(Date.init(timeIntervalSince1970:))
    print(stamps.map { Int($0.timeIntervalSince1970) })
    let counts: [Int?] = [3, nil, 12]
    print(counts.map { $0.map(String.init) ?? "-" }, ["1", "x", "3"].compactMap(Int.init))
    let ids = ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "nope"].compactMap(UUID.init(uuidString:))
    print(ids.count, ids.first?.uuidString ?? "-")
}
