import Foundation

struct KeyedItem: Decodable {
    let id: Int
    let title: String
}

func run() {
    let json = #"{"id": 1}"#
    do {
        _ = try JSONDecoder().decode(KeyedItem.self, from: Data(json.utf8))
        print("decoded")
    } catch DecodingError.keyNotFound(let key, _) {
        print("keyNotFound", key.stringValue)
    } catch {
        print("other error")
    }
}
