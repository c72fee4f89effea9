import Foundation

extension UUID {
    var fvShort: String { String(uuidString.prefix(8)) }
    func fvSame(as other: UUID) -> Bool { uuidString == other.uuidString }
}
extension Data { var fvHex: String { map { String(format: "%02x", $0) }.joined() } }
extension URL {
    func fvWithQuery(_ name: String, _ value: String) -> URL {
        var components = URLComponents(url: self, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: name, value: value)]
        return components?.url ?? self
    }
}
extension DateComponents { var fvMinutes: Int { (hour ?? 0) * 60 + (minute ?? 0) } }
extension Locale { static let fvPosix = Locale(identifier: "en_US_POSIX") }
extension TimeZone { static let fvTokyo = TimeZone(identifier: "Asia/Tokyo") }

func run() {
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    print(id?.fvShort ?? "-", id.map { $0.fvSame(as: $0) } ?? false)
    let ids = ["00000000-0000-0000-0000-000000000001", "not a uuid"].compactMap(UUID.init(uuidString:))
    print(ids.map(\.fvShort), ids.count)
    print(ids, id as Any, "\(ids[0])")
    if let same = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") { print(same, same == id) }
    print(Data([1, 171, 255]).fvHex, Data().fvHex.isEmpty)
    print(URL(string: "https://example.com/feed")?.fvWithQuery("page", "2").absoluteString ?? "-")
    print(DateComponents(hour: 2, minute: 5).fvMinutes, DateComponents(minute: 7).fvMinutes)
    print(Locale.fvPosix.identifier, TimeZone.fvTokyo?.identifier ?? "-")
    guard let none = UUID(uuidString: "E621E1F8") else { print("not a UUID"); return }
    print(none)
}
