import Foundation

struct PathKeyInner: Decodable { let value: Int }
struct PathKeyOuter: Decodable {
    let title: String
    let inner: PathKeyInner
    let items: [PathKeyInner]
}
struct PathKeyManual: Decodable {
    let label: String
    enum CodingKeys: String, CodingKey { case label }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        label = try c.decode(String.self, forKey: .label) + "!"
    }
}
struct PathKeyDropped: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

func run() {
    let decoder = JSONDecoder()
    var seen: [String] = []
    decoder.keyDecodingStrategy = .custom { path in
        var parts: [String] = []
        for key in path { parts.append(key.intValue.map { String($0) } ?? key.stringValue) }
        seen.append(parts.joined(separator: "/"))
        return PathKeyDropped(stringValue: String(path.last!.stringValue.dropFirst()))
    }
    let json = #"{"xtitle": "T", "xinner": {"yvalue": 3}, "xitems": [{"zvalue": 1}]}"#
    let value = try! decoder.decode(PathKeyOuter.self, from: Data(json.utf8))
    print(value.title, value.inner.value, value.items.map(\.value))
    print(seen.sorted())
    let manual = try! decoder.decode(PathKeyManual.self, from: Data(#"{"_label": "m"}"#.utf8))
    print(manual.label)
}
