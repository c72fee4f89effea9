import Foundation

struct NestedKeysOuter: Codable {
    let boss: Boss
    struct Boss: Codable {
        let total: Int
        let remain: Int
    }
    enum CodingKeys: String, CodingKey { case boss = "b" }
}

struct NestedKeysOther: Codable {
    let x: Int
    enum CodingKeys: String, CodingKey { case x = "xx" }
}

extension NestedKeysOuter.Boss {
    private enum CodingKeys: String, CodingKey {
        case total = "total_num"
        case remain = "remain_num"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.total = try container.decode(Int.self, forKey: .total)
        self.remain = try container.decode(Int.self, forKey: .remain)
    }
}

extension NestedKeysOuter.Boss {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
        try container.encode(remain, forKey: .remain)
    }
}

func run() {
    let data = Data(#"{"b": {"total_num": 3, "remain_num": 1}}"#.utf8)
    do {
        let outer = try JSONDecoder().decode(NestedKeysOuter.self, from: data)
        print(outer.boss.total, outer.boss.remain)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(String(decoding: try encoder.encode(outer), as: UTF8.self))
        let other = try JSONDecoder().decode(NestedKeysOther.self, from: Data(#"{"xx": 5}"#.utf8))
        print(other.x)
    } catch {
        print(error)
    }
}
