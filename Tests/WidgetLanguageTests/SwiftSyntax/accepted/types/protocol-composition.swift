protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
func greet(_ person: Named & Aged) {}
typealias Person = Named & Aged & Sendable
func check<T: Named & Aged>(_ t: T) {}
class Base {}
func subclassOnly(_ x: Base & Named) {}
