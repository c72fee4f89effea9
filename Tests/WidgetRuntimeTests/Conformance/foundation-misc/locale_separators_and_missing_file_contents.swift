import Foundation

func run() {
    let german = Locale(identifier: "de_DE")
    print(german.decimalSeparator ?? "-", german.groupingSeparator ?? "-")
    let american = Locale(identifier: "en_US")
    print(american.decimalSeparator ?? "-", american.groupingSeparator ?? "-")
    let french = Locale(identifier: "fr_FR")
    print(french.decimalSeparator ?? "-", (french.groupingSeparator ?? "-").unicodeScalars.map(\.value))
    print(FileManager.default.contents(atPath: "/nonexistent-widgetry-folder/missing.txt") == nil)
}
