import Foundation

func run() {
    let s = "key=value; other=thing"
    if let r = s.range(of: "=") {
        print(s[s.startIndex..<r.lowerBound], s[r.upperBound...])
    }
    if let r = s.range(of: "other") {
        print(s.distance(from: s.startIndex, to: r.lowerBound), s[r])
    }
    print(s.range(of: "missing") == nil)
    let pairs = s.components(separatedBy: "; ").map { $0.components(separatedBy: "=") }
    print(pairs)
}
