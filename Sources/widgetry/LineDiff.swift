/// A readable line diff, unified style: ` ` unchanged context, `-` expected, `+` actual.
enum LineDiff {
    enum Change: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The changes that turn `expected` into `actual` (longest common subsequence of lines).
    static func changes(expected: [String], actual: [String]) -> [Change] {
        let n = expected.count, m = actual.count
        guard n * m <= 4_000_000 else {
            // Too large for the table: everything after the common start and before the common end.
            let prefix = zip(expected, actual).prefix { $0 == $1 }.count
            let suffix = zip(expected.dropFirst(prefix).reversed(), actual.dropFirst(prefix).reversed()).prefix { $0 == $1 }.count
            return expected.prefix(prefix).map { .same($0) }
                + expected.dropFirst(prefix).dropLast(suffix).map { .removed($0) }
                + actual.dropFirst(prefix).dropLast(suffix).map { .added($0) }
                + expected.suffix(suffix).map { .same($0) }
        }
        // lcs[i][j]: length of the common subsequence of expected[i...] and actual[j...].
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = expected[i] == actual[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var result: [Change] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                result.append(.same(expected[i])); i += 1; j += 1
            } else if j < m, i == n || lcs[i][j + 1] > lcs[i + 1][j] {
                result.append(.added(actual[j])); j += 1
            } else {
                result.append(.removed(expected[i])); i += 1
            }
        }
        return result
    }

    /// The diff as text, with `context` unchanged lines around each change and
    /// `@@ -line +line @@` headers; empty when the texts are equal.
    static func render(expected: String, actual: String, context: Int = 2) -> String {
        let changes = changes(expected: lines(expected), actual: lines(actual))
        let changed = changes.indices.filter { if case .same = changes[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return "" }
        var shown = Set<Int>()
        for index in changed {
            for k in max(0, index - context)...min(changes.count - 1, index + context) { shown.insert(k) }
        }
        var out: [String] = []
        var expectedLine = 1, actualLine = 1
        var previous = -2
        for (index, change) in changes.enumerated() {
            if shown.contains(index) {
                if index != previous + 1 { out.append("@@ -\(expectedLine) +\(actualLine) @@") }
                switch change {
                case .same(let text): out.append(" " + text)
                case .removed(let text): out.append("-" + text)
                case .added(let text): out.append("+" + text)
                }
                previous = index
            }
            switch change {
            case .same: expectedLine += 1; actualLine += 1
            case .removed: expectedLine += 1
            case .added: actualLine += 1
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
