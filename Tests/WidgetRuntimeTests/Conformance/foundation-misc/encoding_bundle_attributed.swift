import Foundation

func run() {
    print(String.Encoding.utf8.rawValue, String.Encoding.ascii.rawValue)
    let encoding = String.Encoding.isoLatin1
    print(encoding.rawValue, [String.Encoding.utf8, .ascii].map { $0.rawValue })
    print(Bundle.main.localizedString(forKey: "greeting", value: "Hello", table: nil))
    print(Bundle.main.localizedString(forKey: "farewell", value: nil, table: "Other"))
    let plain = NSAttributedString(string: "héllo wörld")
    print(plain.string, plain.length, NSAttributedString(string: "👍🏽 ok").length)
    print(NSAttributedString(attributedString: plain).string.uppercased())
}
