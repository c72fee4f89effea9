import Foundation

func run() {
    print(String(format: "%.2f", 3.14159), String(format: "%5d|", 42), String(format: "%-5d|", 42))
    print(String(format: "%03d", 7), String(format: "%x %X", 255, 255))
    print(String(format: "%@ has %d items", "cart", 3))
    print("abc".padding(toLength: 6, withPad: ".", startingAt: 0))
    print(String(format: "%.0f %.1f", 2.5, 0.05))
    print(String(format: "%e", 12345.678))
}
