import Foundation

func run() {
    let text = "{\"ok\":true}"
    let data = Data(text.utf8)
    print(data.count)
    print(String(data: data, encoding: .utf8)!)
    let fromString = text.data(using: .utf8)!
    print(fromString == data)
    let object = try! JSONSerialization.jsonObject(with: data) as! [String: Bool]
    print(object["ok"]!)
    let invalid = Data([0xFF, 0xFE, 0x00])
    print(String(data: invalid, encoding: .utf8) == nil)
    print(String(decoding: data.prefix(5), as: UTF8.self))
}
