import Foundation

struct PlSettings: Codable, Equatable {
    var name: String
    var count: Int
    var ratio: Double
    var enabled: Bool
    var tags: [String?]
    var nested: [String: Int]
}

func run() {
    let settings = PlSettings(name: "home", count: 3, ratio: 0.25, enabled: true, tags: ["a", nil], nested: ["z": 1, "b": 2])
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let xml = try! encoder.encode(settings)
    print(String(data: xml, encoding: .utf8)!)
    let back = try! PropertyListDecoder().decode(PlSettings.self, from: xml)
    print(back == settings, back.tags, back.nested.sorted { $0.key < $1.key })
    let binary = try! PropertyListEncoder().encode(settings)
    print(binary.prefix(6).map { String(UnicodeScalar($0)) }.joined())
    print(try! PropertyListDecoder().decode(PlSettings.self, from: binary).name)
    let list = try! PropertyListDecoder().decode([Int].self, from: Data("<plist version=\"1.0\"><array><integer>4</integer><integer>5</integer></array></plist>".utf8))
    print(list)
    do {
        _ = try PropertyListDecoder().decode(PlSettings.self, from: Data("not a plist".utf8))
        print("decoded")
    } catch {
        print("not a property list")
    }
}
