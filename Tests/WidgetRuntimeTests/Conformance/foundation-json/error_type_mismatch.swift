import Foundation

struct MismatchItem: Decodable {
    let id: Int
    let price: Double
}

func describeMismatch(_ json: String) -> String {
    do {
        let item = try JSONDecoder().decode(MismatchItem.self, from: Data(json.utf8))
        return "ok \(item.id) \(item.price)"
    } catch DecodingError.typeMismatch(_, let context) {
        return "typeMismatch " + context.codingPath.map(\.stringValue).joined(separator: ".")
    } catch {
        return "other"
    }
}

func run() {
    print(describeMismatch(#"{"id": 1, "price": 2}"#))
    print(describeMismatch(#"{"id": "1", "price": 2.5}"#))
    print(describeMismatch(#"{"id": 3, "price": "cheap"}"#))
    print(describeMismatch(#"{"id": true, "price": 1}"#))
}
