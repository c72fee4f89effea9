import Foundation

struct CorruptBox: Decodable {
    let n: Int
}

func errorCaseName(_ error: Error) -> String {
    guard let decoding = error as? DecodingError else { return "notDecodingError" }
    switch decoding {
    case .dataCorrupted: return "dataCorrupted"
    case .keyNotFound: return "keyNotFound"
    case .typeMismatch: return "typeMismatch"
    case .valueNotFound: return "valueNotFound"
    @unknown default: return "unknown"
    }
}

func run() {
    let inputs = ["{\"n\": 1", "", "not json", "{\"n\": 5}", "[1, 2]", "{}"]
    for json in inputs {
        do {
            let box = try JSONDecoder().decode(CorruptBox.self, from: Data(json.utf8))
            print("ok", box.n)
        } catch {
            print(errorCaseName(error))
        }
    }
}
