import Foundation
import WidgetLanguage
import WidgetStore

/// Which models a widget file's frames can depend on, and which a write
/// touched: the store keeps a change counter per model (`StateTable`), and a
/// store change reloads a widget only when a counter of a model it reads moved.
///
/// A file reads a model when the model's name appears anywhere outside the
/// declarations that only write or set up data (`intent`, `seed`, `test`,
/// `preview`) and the model declarations themselves: in providers, view
/// bodies, functions, entries, configurations and entity queries, including
/// inside string interpolations (found as whole names in the declarations'
/// text, comments and strings too). Every query names its model (`ToDo.all`,
/// `find`, `query`, `count`), so this over-approximates, never misses. Records
/// reached through relationships are covered by closing the set over the
/// schema's relationships, in both directions.
enum ModelReads {
    /// The models named outside intents, seeds, tests, previews and model declarations.
    static func mentioned(in program: Program) -> Set<String> {
        let models = program.modelNames.map { (name: $0, bytes: Array($0.utf8)) }
        guard !models.isEmpty else { return [] }
        var found: Set<String> = []
        let bytes = program.file.bytes
        for range in readingRanges(of: program, count: bytes.count) {
            for model in models where !found.contains(model.name) && contains(word: model.bytes, in: bytes, range) {
                found.insert(model.name)
            }
        }
        return found
    }

    /// The byte ranges of the declarations whose code may read the store: not models,
    /// intents, seeds, tests or previews.
    static func readingRanges(of program: Program, count: Int) -> [Range<Int>] {
        program.tree.declarations.compactMap { decl in
            switch decl.kind {
            case .structure(let body) where body.isModel: return nil
            case .intent, .seed, .test, .preview: return nil
            default: return max(0, decl.range.start.offset)..<min(count, decl.range.end.offset)
            }
        }
    }

    /// `UserDefaults` (with `@AppStorage` and `NSUbiquitousKeyValueStore`) counts as a model:
    /// a write to it bumps this counter, and a file that names it outside intents, seeds,
    /// tests and previews reads it.
    static let defaults = "UserDefaults"

    static func mentionsDefaults(in program: Program) -> Bool {
        let bytes = program.file.bytes
        // This runs at every session's start: each word's first letter is looked for with
        // `memchr`, which skips through the text many bytes at a time, and the word compared there.
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            for range in readingRanges(of: program, count: bytes.count) {
                for word in defaultsWords {
                    var from = range.lowerBound
                    while from < range.upperBound,
                          let found = memchr(base + from, Int32(word[0]), range.upperBound - from) {
                        let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                        if stands(word, in: bytes, at: at, within: range) { return true }
                        from = at + 1
                    }
                }
            }
            return false
        }
    }

    static let defaultsWords = ["UserDefaults", "AppStorage", "NSUbiquitousKeyValueStore"].map { Array($0.utf8) }

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Whether `word` stands at `i` in `bytes[range]` as a whole name (not part of a longer one).
    static func stands(_ word: [UInt8], in bytes: [UInt8], at i: Int, within range: Range<Int>) -> Bool {
        i + word.count <= range.upperBound && bytes[i..<(i + word.count)].elementsEqual(word)
            && (i == range.lowerBound || !isNameByte(bytes[i - 1]))
            && (i + word.count == range.upperBound || !isNameByte(bytes[i + word.count]))
    }

    /// Whether `word` stands in `bytes[range]` as a whole name. Comments and plain
    /// string text count too: a model named only there is taken as read, which costs
    /// a reload, never a missed one.
    static func contains(word: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard let first = word.first, range.count >= word.count else { return false }
        var i = range.lowerBound
        while i <= range.upperBound - word.count {
            if bytes[i] == first, stands(word, in: bytes, at: i, within: range) { return true }
            i += 1
        }
        return false
    }

    /// `names` and every model connected to one of them by a relationship
    /// (either way): reading a record reads what its relationships lead to,
    /// and deleting one may cascade to or nullify its related records.
    static func closure(_ names: Set<String>, schema: Schema) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var neighbours: [String: Set<String>] = [:]
        for model in schema.models {
            for relationship in model.relationships {
                neighbours[model.name, default: []].insert(relationship.target)
                neighbours[relationship.target, default: []].insert(model.name)
            }
        }
        var result = names
        var queue = Array(names)
        while let name = queue.popLast() {
            for next in neighbours[name] ?? [] where result.insert(next).inserted { queue.append(next) }
        }
        return result
    }
}
