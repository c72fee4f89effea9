import Foundation

enum DecontKeys: String, CodingKey { case name, n, list }
struct DecontList: Decodable {
    let v: Int
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: DecontKeys.self)
        var u = try c.nestedUnkeyedContainer(forKey: .name)
        v = try u.decode(Int.self)
    }
}
struct DecontKeyed: Decodable {
    let n: Int
    let name: String
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: DecontKeys.self)
        n = try c.decode(Int.self, forKey: .n)
        name = try c.decode(String.self, forKey: .name)
    }
}
struct DecontCorrupt: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: DecontKeys.self)
        throw DecodingError.dataCorruptedError(forKey: .n, in: c, debugDescription: "bad n")
    }
}
func decontPrint<T: Decodable>(_ type: T.Type, _ text: String) {
    do { _ = try JSONDecoder().decode(type, from: Data(text.utf8)); print("decoded") } catch { print(error) }
}
func run() {
    decontPrint(DecontList.self, #"{"name": [1, "x"]}"#)
    decontPrint(DecontList.self, #"{"name": {}}"#)
    decontPrint(DecontList.self, #"{"name": []}"#)
    decontPrint(DecontKeyed.self, #"{"n": 1}"#)
    decontPrint(DecontKeyed.self, #"{"n": "1", "name": "x"}"#)
    decontPrint(DecontKeyed.self, #"{"n": null, "name": "x"}"#)
    decontPrint(DecontKeyed.self, #"[]"#)
    decontPrint([DecontKeyed].self, #"[{"n": 1, "name": "a"}, {"n": 2}]"#)
    decontPrint(DecontCorrupt.self, "{}")
    decontPrint(DecontCorrupt.self, "[]")
}
