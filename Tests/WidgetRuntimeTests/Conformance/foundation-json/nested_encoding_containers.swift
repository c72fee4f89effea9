import Foundation

struct NestedFilter: Encodable {
    let name: String
    let tags: [String]
    let limit: Int?
    enum CodingKeys: String, CodingKey { case name, options }
    enum OptionKeys: String, CodingKey { case tags, limit }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        var options = container.nestedContainer(keyedBy: OptionKeys.self, forKey: .options)
        var list = options.nestedUnkeyedContainer(forKey: .tags)
        for tag in tags { try list.encode(tag.uppercased()) }
        try options.encodeIfPresent(limit, forKey: .limit)
    }
}

func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for filter in [NestedFilter(name: "home", tags: ["a", "b"], limit: 3), NestedFilter(name: "empty", tags: [], limit: nil)] {
        if let data = try? encoder.encode(filter), let text = String(data: data, encoding: .utf8) { print(text) }
    }
}
