import Foundation

func run() {
    let text = "Order 12 shipped 2026-11-30, order 7 on 2026-12-01 ✓ done"
    guard let dates = try? NSRegularExpression(pattern: #"(?<year>\d{4})-(\d{2})-(\d{2})"#) else { print("no regex"); return }
    let whole = NSRange(text.startIndex..<text.endIndex, in: text)
    print(whole.location, whole.length, (text as NSString).length)
    let found = dates.matches(in: text, range: whole)
    print(found.count, dates.numberOfMatches(in: text, range: whole), dates.numberOfCaptureGroups)
    for match in found {
        let r = match.range
        print(r.location, r.length, match.numberOfRanges)
        if let day = Range(match.range(at: 3), in: text), let year = Range(match.range(withName: "year"), in: text) {
            print(String(text[year]), String(text[day]))
        }
    }
    let numbers = try? NSRegularExpression(pattern: "order (\\d+)", options: [.caseInsensitive])
    if let first = numbers?.firstMatch(in: text, options: [], range: NSRange(location: 0, length: (text as NSString).length)),
       let number = Range(first.range(at: 1), in: text) {
        print("first order", text[number])
    }
    print(numbers?.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "#$1") ?? "nil")
    let first = dates.rangeOfFirstMatch(in: text, options: .anchored, range: whole)
    print(first.location == NSNotFound, first.length)
    let optional = try! NSRegularExpression(pattern: "a(x)?b")
    if let m = optional.firstMatch(in: "ab", range: NSMakeRange(0, 2)) {
        print(m.range(at: 1).location == NSNotFound, m.range(at: 1).length, Range(m.range(at: 1), in: "ab") == nil)
    }
    do {
        _ = try NSRegularExpression(pattern: "([a-z")
        print("parsed")
    } catch {
        print("invalid pattern")
    }
    print(NSRegularExpression.escapedPattern(for: "a.b*c"))
    let part = NSRange(location: 6, length: 2)
    print(part.lowerBound, part.upperBound, text[Range(part, in: text)!])
    let ns = text as NSString
    if let match = dates.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) {
        print(ns.substring(with: match.range), ns.substring(with: match.range(at: 2)))
    }
    let tick = ns.range(of: "✓")
    print(tick.location, tick.length, ns.range(of: "absent").location == NSNotFound)
}
