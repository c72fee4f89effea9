import Foundation
// A key strategy's closure written `keys -> CodingKey in`: it returns the program's key type where the protocol is its result.
struct KdPhoto: Decodable { let uid: String; let takenAt: String }
struct KdKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; self.intValue = nil }
    init(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .custom { keys -> CodingKey in
        guard let key = keys.last else { return KdKey(stringValue: "") }
        if key.stringValue == "UID" { return KdKey(stringValue: "uid") }
        return KdKey(stringValue: key.stringValue.prefix(1).lowercased() + key.stringValue.dropFirst())
    }
    let photo = try? decoder.decode(KdPhoto.self, from: Data(#"{"UID": "a1", "TakenAt": "today"}"#.utf8))
    print(photo?.uid ?? "-", photo?.takenAt ?? "-")
    let pick = { (n: Int) -> Int? in n > 1 ? n : nil }
    print(pick(2) ?? 0, pick(0) ?? 0)
}
