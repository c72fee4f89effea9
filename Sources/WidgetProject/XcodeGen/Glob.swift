/// A glob pattern of a project spec's `excludes:` and `includes:`, matched
/// against paths relative to a source folder: `*` and `?` within one name,
/// `[abc]`, `[a-z]` and `[!a]` for one character, `**` for any number of
/// folders, `{a,b}` for either. A pattern that matches a folder matches
/// everything in it. Matching is by tables over the pattern and the path, so
/// its cost is their lengths multiplied, whatever the pattern.
struct Glob {
    /// Alternatives a pattern's braces may give at most.
    static let maxAlternatives = 64
    static let maxBraceDepth = 8
    /// Longer patterns match nothing (a name is far shorter).
    static let maxLength = 1_000

    /// Each alternative's names.
    let alternatives: [[String]]

    init(_ pattern: String) {
        var text = pattern.count > Self.maxLength ? "" : pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        alternatives = Self.expandBraces(text).map { $0.split(separator: "/").map(String.init) }
    }

    /// Whether `path` (names joined by `/`) or a folder it lies in matches.
    func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        return alternatives.contains { Self.matchesPrefix($0, names) }
    }

    /// Whether the pattern's names match the path's first `k` names for some `k` ≥ 1.
    private static func matchesPrefix(_ pattern: [String], _ names: [String]) -> Bool {
        guard !pattern.isEmpty, !names.isEmpty else { return false }
        // table[i][j]: the first i pattern names match the first j path names.
        var previous = [Bool](repeating: false, count: names.count + 1)
        previous[0] = true
        for part in pattern {
            var row = [Bool](repeating: false, count: names.count + 1)
            for j in 0...names.count {
                if part == "**" {
                    row[j] = previous[j] || (j > 0 && row[j - 1])
                } else if j > 0 {
                    row[j] = previous[j - 1] && matchesName(Array(part), Array(names[j - 1]))
                }
            }
            previous = row
        }
        return previous.dropFirst().contains(true)
    }

    /// Whether one name matches one pattern name (`*`, `?`, `[…]`).
    static func matchesName(_ pattern: [Character], _ name: [Character]) -> Bool {
        // row[j]: the pattern so far matches the first j characters.
        var row = [Bool](repeating: false, count: name.count + 1)
        row[0] = true
        var index = 0
        while index < pattern.count {
            var next = [Bool](repeating: false, count: name.count + 1)
            let character = pattern[index]
            if character == "*" {
                for j in 0...name.count { next[j] = row[j] || (j > 0 && next[j - 1]) }
                index += 1
            } else if character == "[", let (set, end) = characterSet(pattern, from: index) {
                for j in 1...max(name.count, 1) where j <= name.count { next[j] = row[j - 1] && set(name[j - 1]) }
                index = end
            } else {
                for j in 1...max(name.count, 1) where j <= name.count {
                    next[j] = row[j - 1] && (character == "?" || character == name[j - 1])
                }
                index += 1
            }
            row = next
        }
        return row[name.count]
    }

    /// `[abc]`, `[a-z]`, `[!x]` or `[^x]` starting at `start`: the test and the index after `]`;
    /// nil when there is no closing `]` (the `[` is then itself).
    private static func characterSet(_ pattern: [Character], from start: Int) -> ((Character) -> Bool, Int)? {
        var index = start + 1
        let negated = index < pattern.count && (pattern[index] == "!" || pattern[index] == "^")
        if negated { index += 1 }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < pattern.count, pattern[index] != "]" || first {
            first = false
            let low = pattern[index]
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]", low <= pattern[index + 2] {
                ranges.append(low...pattern[index + 2])
                index += 3
            } else {
                ranges.append(low...low)
                index += 1
            }
        }
        guard index < pattern.count else { return nil }
        return ({ character in ranges.contains { $0.contains(character) } != negated }, index + 1)
    }

    /// `a/{b,c}/*.swift` as `a/b/*.swift` and `a/c/*.swift`; at most `maxAlternatives`, braces
    /// nested at most `maxBraceDepth` deep (deeper ones are read as written).
    static func expandBraces(_ pattern: String, depth: Int = 0) -> [String] {
        let characters = Array(pattern)
        guard depth < maxBraceDepth, let open = characters.firstIndex(of: "{") else { return [pattern] }
        var level = 0
        var close: Int?
        var commas: [Int] = []
        for index in open..<characters.count {
            switch characters[index] {
            case "{": level += 1
            case "}":
                level -= 1
                if level == 0 { close = index }
            case "," where level == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close, !commas.isEmpty else { return [pattern] }
        let head = String(characters[..<open]), tail = String(characters[(close + 1)...])
        var bounds = [open] + commas + [close]
        var result: [String] = []
        while bounds.count > 1 {
            let choice = String(characters[(bounds[0] + 1)..<bounds[1]])
            for expanded in expandBraces(head + choice + tail, depth: depth + 1) {
                guard result.count < maxAlternatives else { return result }
                result.append(expanded)
            }
            bounds.removeFirst()
        }
        return result
    }
}
