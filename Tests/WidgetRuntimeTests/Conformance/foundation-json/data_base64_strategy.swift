import Foundation

struct BlobHolder: Codable {
    let name: String
    let payload: Data
}

func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let holder = BlobHolder(name: "key", payload: Data("secret!".utf8))
    let data = try! encoder.encode(holder)
    print(String(data: data, encoding: .utf8)!)
    let back = try! JSONDecoder().decode(BlobHolder.self, from: data)
    print(back.payload.count, String(data: back.payload, encoding: .utf8)!)
    encoder.dataEncodingStrategy = .base64
    print(String(data: try! encoder.encode(BlobHolder(name: "bytes", payload: Data([0, 255, 16]))), encoding: .utf8)!)
}
