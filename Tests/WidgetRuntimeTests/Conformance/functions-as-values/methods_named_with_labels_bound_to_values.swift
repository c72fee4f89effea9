import Foundation

struct LabelledScorer {
    let weight: Int
    func score(of word: String) -> Int { word.count * weight }
    func combine(_ a: Int, with b: Int) -> Int { a * 10 + b }
}

final class LabelledLog {
    var lines: [String] = []
    func add(line: String) { lines.append(line.uppercased()) }
}

func run() {
    let scorer = LabelledScorer(weight: 3)
    print(["a", "bbb"].map(scorer.score(of:)), zip([1, 2], [3, 4]).map(scorer.combine(_:with:)))
    let log = LabelledLog()
    ["x", "y"].forEach(log.add(line:))
    print(log.lines)
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM"
    formatter.timeZone = TimeZone(identifier: "UTC")
    print([Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 40_000_000)].map(formatter.string(from:)))
    let greeting = "hello"
    print(["he", "lo"].map(greeting.hasPrefix), ["lo", "x"].map(greeting.hasSuffix(_:)))
    let measure = scorer.score(of:)
    print(measure("four"))
}
