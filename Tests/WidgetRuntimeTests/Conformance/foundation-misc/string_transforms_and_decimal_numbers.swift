import Foundation

struct TransformedTag {
    var label: String
    var aliases = [String]?.some([])
    var parent = [String]?.none

    var searchKey: String {
        label.applyingTransform(.stripDiacritics, reverse: false)?.lowercased() ?? label
    }
}

func run() {
    let tags = [TransformedTag(label: "Crème Brûlée"), TransformedTag(label: "Ñandú"), TransformedTag(label: "ひらがな")]
    print(tags.map(\.searchKey))
    print("Привет мир".applyingTransform(.toLatin, reverse: false) ?? "nil")
    print("ひらがな".applyingTransform(.hiraganaToKatakana, reverse: false) ?? "nil", "ｗｉｄｇｅｔ".applyingTransform(.fullwidthToHalfwidth, reverse: false) ?? "nil")
    print(tags[0].aliases as Any, tags[0].parent as Any, tags[0].aliases?.isEmpty == true)

    let price = NSDecimalNumber(string: "19.99"), count = NSDecimalNumber(value: 3)
    let total = price.multiplying(by: count)
    print(total, total.subtracting(NSDecimalNumber(string: "0.97")), total.dividing(by: NSDecimalNumber(value: 4)), price.adding(price))
    print([total, price], total.doubleValue)
}
