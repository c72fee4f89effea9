import Foundation

func run() {
    let name = "Widget"
    print(String(format: "Hello, %@!", name))
    print(String(format: "%@ has %d items costing %.2f", "Cart", 3, 19.5))
    print(String(format: "%2$@ %1$@", "world", "hello"))
    print(String(format: "%@/%@", "a", "b"))
    print("left".withCString { String(format: "[%-10s]", $0) })
    print("right".withCString { String(format: "[%10s]", $0) })
    print(String(format: "%c%c", 72, 105))
}
