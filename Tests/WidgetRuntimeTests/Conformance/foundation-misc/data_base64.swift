import Foundation

func run() {
    let message = "Widgets are fun!"
    let encoded = Data(message.utf8).base64EncodedString()
    print(encoded)
    let decoded = Data(base64Encoded: encoded)!
    print(String(data: decoded, encoding: .utf8)!)
    for text in ["", "a", "ab", "abc", "abcd"] {
        print("[\(text)]", Data(text.utf8).base64EncodedString())
    }
    print(Data(base64Encoded: "not*base64") == nil)
    print(Data(base64Encoded: "AAEC")!.map { $0 })
}
