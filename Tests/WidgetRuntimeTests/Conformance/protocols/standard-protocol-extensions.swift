extension Comparable {
    func protoClamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
extension BinaryInteger {
    var protoIsEven: Bool { self % 2 == 0 }
}
extension FloatingPoint {
    var protoHalf: Self { self / 2 }
}
extension StringProtocol {
    var protoShouted: String { uppercased() + "!" }
}
extension Equatable {
    func protoIsAny(of values: [Self]) -> Bool { values.contains(self) }
}
extension CaseIterable where Self: Equatable {
    func protoNext() -> Self {
        let all = Array(Self.allCases)
        guard let index = all.firstIndex(of: self) else { return self }
        return all[(index + 1) % all.count]
    }
}

enum ProtoSeason: CaseIterable { case spring, summer, autumn, winter }
struct ProtoGrade: Comparable, CustomStringConvertible {
    var score: Int
    static func < (a: ProtoGrade, b: ProtoGrade) -> Bool { a.score < b.score }
    var description: String { "grade \(score)" }
}

func run() {
    print(15.protoClamped(to: 0...10), 2.5.protoClamped(to: 3...4), "m".protoClamped(to: "a"..."f"))
    print(ProtoGrade(score: 120).protoClamped(to: ProtoGrade(score: 0)...ProtoGrade(score: 100)))
    print(4.protoIsEven, 7.protoIsEven, 7.0.protoHalf, "hi".protoShouted)
    print(3.protoIsAny(of: [1, 2, 3]), "x".protoIsAny(of: ["y"]), ProtoSeason.winter.protoIsAny(of: [.spring]))
    print(ProtoSeason.spring.protoNext(), ProtoSeason.winter.protoNext())
}
