import Foundation
struct SynthItem: Codable {
    let sku: String
    var tags: [String] = []
    let kind = "fixed"
    var note: String? = "n"
    var count: Int?
}
struct SynthKeyed: Codable {
    var a: Int
    var skipped = 7
    enum CodingKeys: String, CodingKey { case a }
}
func run() {
    let d = JSONDecoder()
    for raw in [#"{"sku":"A","tags":["x"],"kind":"other"}"#, #"{"sku":"B"}"#, #"{"sku":"C","tags":[],"note":null,"count":3}"#] {
        do {
            let item = try d.decode(SynthItem.self, from: Data(raw.utf8))
            print(item.sku, item.tags, item.kind, item.note ?? "nil", item.count ?? -1)
        } catch DecodingError.keyNotFound(let key, let context) {
            print("missing", key.stringValue, context.codingPath.count)
        } catch {
            print("other", error)
        }
    }
    let k = try! d.decode(SynthKeyed.self, from: Data(#"{"a":1,"skipped":99}"#.utf8))
    print(k.a, k.skipped)
    let e = JSONEncoder(); e.outputFormatting = .sortedKeys
    print(String(data: try! e.encode(k), encoding: .utf8)!)
    print(String(data: try! e.encode(SynthItem(sku: "Z")), encoding: .utf8)!)
}
