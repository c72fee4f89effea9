import Foundation
struct PqItem: Codable, Equatable {
    let id: Int
    var title: String
    var tags: [String]
    var price: Double?
    enum CodingKeys: String, CodingKey { case id, title = "name", tags, price }
}
enum PqKind: String, Codable { case small, large }
struct PqBox: Codable {
    var kind: PqKind
    var items: [PqItem]
    var meta: [String: Int]
}
func run() {
    let json = #"{"kind":"large","items":[{"id":1,"name":"a","tags":["x"]},{"id":2,"name":"b","tags":[],"price":2.5}],"meta":{"n":2}}"#
    do {
        let box = try JSONDecoder().decode(PqBox.self, from: Data(json.utf8))
        print(box.kind, box.items.count, box.items[1].price ?? 0, box.items[0].price as Any, box.meta)
        let enc = JSONEncoder()
        enc.outputFormatting = [.sortedKeys]
        let out = try enc.encode(box)
        print(String(data: out, encoding: .utf8)!)
        enc.outputFormatting = [.sortedKeys, .prettyPrinted]
        print(String(decoding: try enc.encode(box.items[0]), as: UTF8.self))
        let back = try JSONDecoder().decode(PqBox.self, from: out)
        print(back.items == box.items)
    } catch {
        print("error", error)
    }
    do {
        _ = try JSONDecoder().decode(PqItem.self, from: Data(#"{"id":"x"}"#.utf8))
    } catch DecodingError.typeMismatch(let type, let context) {
        print("type mismatch", type, context.codingPath.map(\.stringValue))
    } catch {
        print("other", error)
    }
    do {
        _ = try JSONDecoder().decode(PqItem.self, from: Data(#"{"id":1}"#.utf8))
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing", key.stringValue)
    } catch {
        print("other", error)
    }
    let obj = try? JSONSerialization.jsonObject(with: Data(#"{"a":[1,2],"b":"c"}"#.utf8)) as? [String: Any]
    print((obj?["a"] as? [Int]) ?? [], obj?["b"] as? String ?? "")
}
