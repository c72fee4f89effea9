@main
struct App {
    static func main() {}
}
@discardableResult
func ignored() -> Int { 0 }
@warn_unqualified_access func qualified() {}
@_disfavoredOverload func overload() {}
@preconcurrency func old(_ f: @escaping () -> Void) {}
@Sendable func sendable() {}
@MainActor(unsafe) func unsafeMain() {}
@_cdecl("c_entry") func cEntry() {}
@c func cExport() {}
@export(implementation) public func exported() {}
@implementation extension Foo {}
@derivative(of: sin) func d() {}
@differentiable(reverse) func diff(_ x: Double) -> Double { x }
@attached(member) func notAMacro() {}
@custom(1, "two", three: .four, [5], { 6 }) func customArgs() {}
@Weird(with: .anything(you: ["like": 1]), and: #selector(x)) struct Annotated {}
