import Foundation

func hexString(_ data: Data) -> String {
    data.map { String(format: "%02x", $0) }.joined()
}

func run() {
    print(hexString(Data([0, 1, 15, 16, 255])))
    print(hexString(Data("Hi!".utf8)))
    let hex = "deadbeef"
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        bytes.append(UInt8(hex[index..<next], radix: 16)!)
        index = next
    }
    print(bytes, hexString(Data(bytes)))
}
