import Foundation

/// One fenced code block of `Grammar.md`.
public struct GrammarExample: Sendable {
    /// The fence's tag: `widget` (complete file) or `widget-fragment` (parses only).
    public var tag: String
    /// The nearest heading above the block, with a counter when a heading has several blocks.
    public var name: String
    /// 1-based line of the block's first line of code in `Grammar.md`.
    public var line: Int
    public var code: String

    public var label: String { "\(name) (Grammar.md:\(line))" }

    /// Every block tagged with one of `tags`, in file order.
    public static func load(tags: Set<String>) -> [GrammarExample] {
        guard let text = try? String(contentsOfFile: PackagePaths.path("Grammar.md"), encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        var examples: [GrammarExample] = []
        var heading = "(top)"
        var perHeading: [String: Int] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("#") {
                heading = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("```") {
                let tag = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                var body: [String] = []
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("```") {
                    body.append(lines[end])
                    end += 1
                }
                if tags.contains(tag) {
                    let count = perHeading[heading, default: 0] + 1
                    perHeading[heading] = count
                    let name = count == 1 ? heading : "\(heading) #\(count)"
                    examples.append(GrammarExample(tag: tag, name: name, line: index + 2,
                                                   code: body.joined(separator: "\n") + "\n"))
                }
                index = end
            }
            index += 1
        }
        return examples
    }
}

