// Swift's Regex: literals and Regex("…"), matches and their captures by position, name and subscript, replacing,
// splitting and trimming by a regex; a pattern that does not parse throws.
func run() {
    let text = "Order 12-34 shipped on 2024-05-06, order 7-8 pending"
    if let match = text.firstMatch(of: #/(\d+)-(\d+)/#) {
        print(match.0, match.1, match.2, match.output.1)
    }
    print(text.matches(of: #/\d+/#).map { String($0.0) })
    print(text.contains(#/shipped/#), text.contains(#/cancelled/#))
    print(text.replacing(#/\d/#, with: "#"))
    print(text.replacing(#/(\d+)-(\d+)/#) { match in "\(match.2)-\(match.1)" })
    let date = #/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/#
    if let found = text.firstMatch(of: date) {
        print(found.year, found.month, found.day, found.output.year)
    }
    print("2024-05-06".wholeMatch(of: date) != nil, "on 2024-05-06".wholeMatch(of: date) != nil)
    print("  a, b;c".split(separator: #/[,;]\s*/#))
    print("abc123".prefixMatch(of: #/[a-z]+/#)?.0 ?? "none")
    print("HELLO".contains(#/hello/#.ignoresCase()), "HELLO".contains(#/hello/#))
    do {
        let dynamic = try Regex("o(r|n)")
        print(text.matches(of: dynamic).count)
        print(text.replacing(dynamic, with: "_"))
        if let m = text.firstMatch(of: dynamic) { print(m[1].substring ?? "nil", m[0].substring ?? "nil") }
        _ = try Regex("(unclosed")
        print("parsed")
    } catch {
        print("regex error")
    }
    print(text.ranges(of: #/\d+/#).count, "xxab".trimmingPrefix(#/x+/#))
    let optional = #/(a)?b/#
    if let m = "b".firstMatch(of: optional) { print(m.1 == nil) }
    describeRegexMatches()
}

func describeRegexMatches() {
    let line = "temp=21.5C hum=40%"
    if let m = line.firstMatch(of: #/temp=(\d+\.\d+)C/#) {
        print(m.output, line[m.range], m.1)
    }
    let pairs = line.matches(of: #/(?<key>\w+)=(?<value>[\d.]+)/#).map { "\($0.key):\($0.value)" }
    print(pairs)
    print(line.firstRange(of: #/hum/#).map { line[$0] } ?? "none")
}
