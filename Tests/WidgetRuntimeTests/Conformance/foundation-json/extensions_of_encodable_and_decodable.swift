import Foundation
extension Encodable {
    var codingExtJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(self) else { return "?" }
        return String(decoding: data, as: UTF8.self)
    }
}
extension Decodable {
    static func codingExtDecoded(from text: String) -> Self? { try? JSONDecoder().decode(Self.self, from: Data(text.utf8)) }
}
struct CodingExtPoint: Codable { var x: Int; var y: Int }
struct CodingExtTag: Encodable { var name: String }
func run() {
    print(CodingExtPoint(x: 1, y: 2).codingExtJSON, CodingExtTag(name: "a").codingExtJSON)
    print(CodingExtPoint.codingExtDecoded(from: #"{"x": 5, "y": 6}"#).map { "\($0.x) \($0.y)" } ?? "nil")
    print([1, 2].codingExtJSON, "hi".codingExtJSON)
}
