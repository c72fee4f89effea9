// NSString(data:encoding:) with a String.Encoding's rawValue: the text, nil where the bytes are not of the encoding.

import Foundation
func run() {
    let data = Data("héllo\nworld".utf8)
    let text = NSString(data: data, encoding: String.Encoding.utf8.rawValue)
    print(text ?? "none", text?.length ?? 0)
    let bad = NSString(data: Data([0xff, 0xfe, 0xfd]), encoding: String.Encoding.utf8.rawValue)
    print(bad == nil)
    if let latin = NSString(data: Data([0x63, 0x61, 0x66, 0xe9]), encoding: String.Encoding.isoLatin1.rawValue) {
        print(latin, latin.length)
    }
}
