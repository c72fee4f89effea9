import WidgetLanguage
import WidgetTestSupport

/// A widget file to mutate, with the byte ranges of its tokens.
struct MutationSeed: Sendable {
    let name: String
    let bytes: [UInt8]
    let tokens: [Range<Int>]

    init(name: String, text: String) {
        self.name = name
        let file = SourceFile(path: name, text: text)
        var lexer = Lexer(file: file)
        bytes = file.bytes
        tokens = lexer.tokenize().filter { $0.end > $0.start }.map { $0.start..<$0.end }
    }
}

enum MutationKind: String, CaseIterable, Sendable {
    case byteFlip, deletion, insertion, truncation, tokenSwap, tokenDeletion, tokenDuplication
}

/// Makes mutants: one token-level change (sometimes) and then byte-level changes.
enum Mutator {
    /// Text that tends to reach the lexer's and parser's corners.
    static let fragments: [String] = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "\"\"\"\n", "\\(", "\\", "$", "$0", "$99", "@", "@Parameter",
        "/*", "*/", "//", ".", ":", ",", ";", "?", "!", "??", "\n", "`", "0", "1e", "1e+", "99999999999999999999",
        "1.5", "_", "let ", "var ", "if ", "else ", "case ", "default:", "switch ", "func ", " in ", "return ",
        "guard ", "model ", "view ", "widget ", "provider ", ".padding()", "é", "🙂", "\u{301}", "\\u{", "\\u{1F600}",
        "\\u{FFFFFFFFF}", "->", "..<", "...", "=", "==", "&", "|", "#", "\r\n", "\t", "\u{0}", "try? ", "\\.name",
        "{ x in ", "} icon: {", "12.hours", "family", "entry.", "ForEach(", "Text(\"\\(", "\"\\(\"\\(\")\")\"",
    ]

    static func mutate(_ seed: MutationSeed, using random: inout SplitMix64) -> (text: String, kinds: [MutationKind]) {
        var bytes = seed.bytes
        var kinds: [MutationKind] = []
        let total = random.pick([1, 1, 1, 2, 2, 3, 5])
        if random.below(3) == 0, seed.tokens.count > 2 {
            let kind = random.pick([MutationKind.tokenSwap, .tokenDeletion, .tokenDuplication])
            bytes = tokenMutation(kind, seed, using: &random)
            kinds.append(kind)
        }
        while kinds.count < total {
            let kind = random.pick([MutationKind.byteFlip, .byteFlip, .deletion, .deletion, .insertion, .insertion, .insertion, .truncation])
            byteMutation(kind, &bytes, using: &random)
            kinds.append(kind)
        }
        return (String(decoding: bytes, as: UTF8.self), kinds)
    }

    static func tokenMutation(_ kind: MutationKind, _ seed: MutationSeed, using random: inout SplitMix64) -> [UInt8] {
        let bytes = seed.bytes, tokens = seed.tokens
        let i = random.below(tokens.count)
        let a = tokens[i]
        switch kind {
        case .tokenDeletion:
            return Array(bytes[..<a.lowerBound] + bytes[a.upperBound...])
        case .tokenDuplication:
            return Array(bytes[..<a.upperBound] + [0x20] + bytes[a] + bytes[a.upperBound...])
        default:
            // Swap with a nearby token, or with any token in the file.
            let j = random.below(2) == 0 ? min(tokens.count - 1, i + 1 + random.below(8)) : random.below(tokens.count)
            guard j != i else { return bytes }
            let (first, second) = i < j ? (a, tokens[j]) : (tokens[j], a)
            return Array(bytes[..<first.lowerBound] + bytes[second] + bytes[first.upperBound..<second.lowerBound]
                + bytes[first] + bytes[second.upperBound...])
        }
    }

    static func byteMutation(_ kind: MutationKind, _ bytes: inout [UInt8], using random: inout SplitMix64) {
        let position = random.below(bytes.count + 1)
        switch kind {
        case .byteFlip where position < bytes.count:
            switch random.below(3) {
            case 0: bytes[position] ^= UInt8(1) << UInt8(random.below(8))
            case 1: bytes[position] = UInt8(truncatingIfNeeded: random.next())
            default: bytes[position] = random.pick(Array("{}()[]\"\\$@.:,?!=<>-+*/%&|`#;".utf8))
            }
        case .deletion where position < bytes.count:
            let length = 1 + random.below(1 + random.below(40))
            bytes.removeSubrange(position..<min(bytes.count, position + length))
        case .truncation:
            bytes.removeSubrange(position...)
        default:
            let inserted: [UInt8]
            switch random.below(6) {
            case 0: inserted = [UInt8(truncatingIfNeeded: random.next())]
            case 1 where !bytes.isEmpty:
                // A piece of the file itself, pasted elsewhere.
                let from = random.below(bytes.count)
                inserted = Array(bytes[from..<min(bytes.count, from + 1 + random.below(30))])
            default: inserted = Array(random.pick(fragments).utf8)
            }
            bytes.insert(contentsOf: inserted, at: position)
        }
    }
}
