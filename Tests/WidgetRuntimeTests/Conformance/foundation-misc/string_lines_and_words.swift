import Foundation

func run() {
    let text = """
    First line here
      second  line
    
    last one
    """
    let lines = text.components(separatedBy: .newlines)
    print(lines.count)
    let nonEmpty = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    print(nonEmpty)
    let words = text.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }
    print(words.count, words.last!)
    var enumerated: [String] = []
    text.enumerateLines { line, _ in enumerated.append(line) }
    print(enumerated.count)
}
