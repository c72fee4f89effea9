import Foundation

// CGRect's geometry as layout code uses it: insets, offsets, containment.
func describe(_ rect: CGRect) -> String {
    rect.isNull ? "null" : "\(rect.minX),\(rect.minY) \(rect.width)x\(rect.height)"
}

func run() {
    let card = CGRect(x: 10, y: 20, width: 100, height: 50)
    print(describe(card.insetBy(dx: 5, dy: 10)), describe(card.offsetBy(dx: -10, dy: 5)), describe(card.insetBy(dx: -5, dy: -5)))
    print(describe(card.insetBy(dx: 60, dy: 0)), card.insetBy(dx: 60, dy: 0).isEmpty, card.isEmpty, CGRect.zero.isEmpty)
    print(card.contains(CGPoint(x: 50, y: 30)), card.contains(CGPoint(x: 110, y: 70)), card.contains(CGPoint(x: 10, y: 20)))
}
