import Foundation

extension String {
    func padded(to width: Int) -> String { self + String(repeating: ".", count: max(0, width - count)) }
    func padded(with character: Character, to width: Int) -> String { self + String(repeating: character, count: max(0, width - count)) }
    func age(from stamp: Int) -> String { "\(self)-int-\(stamp)" }
    func age(fromDouble stamp: Double) -> String { "\(self)-double-\(stamp)" }
}

extension Int {
    func scaled(by factor: Int) -> Int { self * factor }
    func scaled(byDouble factor: Double) -> Double { Double(self) * factor }
}

func run() {
    print("ab".padded(to: 4), "ab".padded(with: "*", to: 5))
    print("x".age(from: 3), "x".age(fromDouble: 2.5))
    print(3.scaled(by: 2), 3.scaled(byDouble: 0.5))
}
