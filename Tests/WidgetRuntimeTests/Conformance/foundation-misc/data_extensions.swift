import Foundation

extension Data {
    var deTwice: Int { count * 2 }
    var deIsProbablyJSON: Bool { deStarts(with: "{") }
    var deMentionsFeed: Bool {
        guard deIsProbablyJSON else { return false }
        return deContains("feed")
    }
    static func deFrom(_ text: String) -> Data { Data(text.utf8) }
}

private extension Data {
    func deStarts(with text: String) -> Bool { first == text.utf8.first }
    func deContains(_ needle: String) -> Bool { String(decoding: self, as: UTF8.self).contains(needle) }
}

func run() {
    let json = Data.deFrom("{\"feed\": 1}")
    print(json.deTwice, json.deIsProbablyJSON, json.deMentionsFeed)
    print(Data("plain".utf8).deIsProbablyJSON, Data().deTwice)
}
