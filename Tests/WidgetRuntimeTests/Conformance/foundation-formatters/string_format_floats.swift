import Foundation

func run() {
    let value = 3.14159265
    print(String(format: "%f", value))
    print(String(format: "%.2f", value))
    print(String(format: "[%5.2f]", value))
    print(String(format: "[%-8.1f]", value))
    print(String(format: "%08.3f", value))
    print(String(format: "%08.3f", -value))
    print(String(format: "%.0f %.0f %.0f", 0.5, 1.5, 2.5))
    print(String(format: "%e", 12_345.678))
    print(String(format: "%g %g", 0.0001, 1_000_000.0))
    print(String(format: "%.3f", 1.0 / 3.0))
}
