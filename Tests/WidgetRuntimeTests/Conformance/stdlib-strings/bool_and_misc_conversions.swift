import Foundation

func run() {
    print(Bool("true") ?? false, Bool("false") ?? true, Bool("TRUE") == nil, Bool("yes") == nil)
    print(String(true), String(false))
    print(Int(exactly: 3.0) ?? -1, Int(exactly: 3.5) == nil)
    print(Int(3.99), Int(-3.99), Int("  3".trimmingPrefix(while: { $0 == " " })) ?? 0)
    print(Double(7), Float(2) / 3)
    print(String(Int.max).count, String(UInt8.max), String(Int16.min))
    print(Character("A") < Character("a"), String(Character("x")) + "y")
}
