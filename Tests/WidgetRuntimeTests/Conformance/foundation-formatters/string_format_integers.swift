import Foundation

func run() {
    print(String(format: "%d", 42))
    print(String(format: "[%5d]", 42))
    print(String(format: "[%-5d]", 42))
    print(String(format: "[%05d]", 42))
    print(String(format: "%+d %+d", 7, -7))
    print(String(format: "%x %X %o", 255, 255, 8))
    print(String(format: "%08x", 48_879))
    print(String(format: "%ld items", 1_234_567_890_123))
    print(String(format: "%d%%", 75))
    print(String(format: "%u", UInt32(4_000_000_000)))
}
