import Foundation
struct Outer: Encodable {
    let name: String
    func encode(to encoder: Encoder) throws {
        let request = _Request(param: name)
        try request.encode(to: encoder)
    }
}
private struct _Request: Encodable {
    let api = "x"
    let param: String
}
func run() {
    let sorted = JSONEncoder()
    sorted.outputFormatting = [.sortedKeys]
    let data = try! sorted.encode(Outer(name: "n"))
    print(String(decoding: data, as: UTF8.self))
    runKeys()
}
struct Envelope: Encodable {
    let name: String
    let count: Int
    func encode(to encoder: Encoder) throws {
        let body = Body(title: name.uppercased(), total: count * 2, note: nil)
        try body.encode(to: encoder)
    }
}
private struct Body: Encodable {
    let title: String
    let total: Int
    let note: String?
    enum CodingKeys: String, CodingKey { case title = "t", total }
}
func runKeys() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try! encoder.encode([Envelope(name: "a", count: 2), Envelope(name: "b", count: 5)])
    print(String(decoding: data, as: UTF8.self))
}
