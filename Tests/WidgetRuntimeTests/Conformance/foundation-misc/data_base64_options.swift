import Foundation

func run() {
    let wrapped = "SGVs\nbG8g\r\nV2lk\nZ2V0"
    print(Data(base64Encoded: wrapped) == nil)
    if let data = Data(base64Encoded: wrapped, options: .ignoreUnknownCharacters) {
        print(String(decoding: data, as: UTF8.self), data.count)
    }
    let spaced = "  aGk=  "
    print(Data(base64Encoded: spaced, options: .ignoreUnknownCharacters).map { String(decoding: $0, as: UTF8.self) } ?? "nil")
    print(Data(base64Encoded: "aGk=", options: []).map(\.count) ?? -1)
}
