import Foundation

extension Double {
    static func turns(_ count: Double) -> Double { count * 2 * pi }
    static var halfTurn: Double { pi }
}

extension Int {
    static func headroom(below value: Int) -> Bool { value < max / 2 }
}

extension UserDefaults {
    static func storeLaunches(_ count: Int) { standard.set(count, forKey: "implicit-members-launches") }
    static var launches: Int { standard.integer(forKey: "implicit-members-launches") }
    static func forgetLaunches() { standard.removeObject(forKey: "implicit-members-launches") }
}

func run() {
    print(Double.turns(0.5) == Double.pi, Double.halfTurn)
    print(Int.headroom(below: 10), Int.headroom(below: Int.max))
    UserDefaults.storeLaunches(4)
    print(UserDefaults.launches)
    UserDefaults.forgetLaunches()
    print(UserDefaults.launches)
}
