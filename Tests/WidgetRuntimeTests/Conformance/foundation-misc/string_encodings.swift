import Foundation

// Every String.Encoding Foundation names: bytes made with data(using:), read back with String(data:encoding:),
// counted with lengthOfBytes(using:), and the numbers Foundation gives them.
func run() {
    let text = "Hé!"
    let encodings: [String.Encoding] = [.utf8, .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian, .isoLatin1, .windowsCP1252, .macOSRoman]
    for encoding in encodings {
        let bytes = text.data(using: encoding) ?? Data()
        let back = String(data: bytes, encoding: encoding) ?? "nil"
        print(encoding.rawValue, bytes.count, Array(bytes).map { String($0, radix: 16) }.joined(separator: " "), back, text.lengthOfBytes(using: encoding))
    }
    print(text.data(using: .ascii) == nil, "plain".data(using: .ascii)?.count ?? -1)
    print(String.Encoding.utf16.rawValue, String.Encoding.unicode.rawValue, String.Encoding.shiftJIS.rawValue, String.Encoding.nonLossyASCII.rawValue)
    let latin = Data([0x63, 0x61, 0x66, 0xE9])
    print(String(data: latin, encoding: .isoLatin1) ?? "nil", String(data: latin, encoding: .utf8) ?? "nil")
}
