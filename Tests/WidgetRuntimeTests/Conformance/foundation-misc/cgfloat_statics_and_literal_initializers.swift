import Foundation

func run() {
    print(CGFloat.greatestFiniteMagnitude > 1e300, CGFloat.pi, CGFloat.infinity > 0, CGFloat.leastNonzeroMagnitude > 0)
    print(CGFloat.zero, CGFloat.ulpOfOne < 1e-10, CGFloat(2.5) * 2)
    print(Double(integerLiteral: 4), Int(integerLiteral: 5), Double(floatLiteral: 2.5))
    let total: Double = Double(integerLiteral: 3) + 0.5
    print(total)
    print(UserDefaults().object(forKey: "widgetry.conformance.never.set") == nil)
}
