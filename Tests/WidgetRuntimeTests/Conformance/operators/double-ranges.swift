struct OpGrade: Comparable {
    var score: Int
    static func < (a: OpGrade, b: OpGrade) -> Bool { a.score < b.score }
}

func opBand(_ level: Double) -> String {
    let comfortable = 18.0...24.0
    switch level {
    case ..<0: return "freezing"
    case comfortable: return "comfortable"
    case 24.0..<30.0: return "warm"
    default: return "hot"
    }
}

func run() {
    let unit: ClosedRange<Double> = 0...1
    print(unit, unit.contains(0.5), unit.contains(1.5), unit.lowerBound + unit.upperBound)
    let open = 0.5..<2.5
    print(open, open.contains(2.5), open.isEmpty, (1.0..<1.0).isEmpty, [open])
    print(open.clamped(to: 1..<2), unit.overlaps(1.0...3.0), (0.0..<1.0).overlaps(1.0..<2.0))
    print([-3.0, 20.5, 25.0, 31.0].map(opBand))
    print(unit ~= 0.25, (2.0...) ~= 1.5, (..<0.0) ~= -1)
    let pass = OpGrade(score: 50)...OpGrade(score: 100)
    print(pass.contains(OpGrade(score: 75)), pass ~= OpGrade(score: 20), pass.upperBound.score)
    debugPrint("a"..<"m", 1.5...2.0)
}
