import Foundation
import WidgetLanguage

/// `String(format:)`: the printf conversions widget code uses
/// (`%d %i %ld %u %f %.2f %e %g %@ %s %x %X %o %c %02d %5.1f %-8s %%`, `%2$@` by position), each argument formatted by Foundation.
extension Interpreter {
    static let maxFormatWidth = 1_000

    func formatString(_ format: String, _ arguments: [Value], at range: SourceRange) throws -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        var position: Int?
        func next(_ conversion: Character) throws -> Value {
            if let position {
                // `%2$@`: the argument at that position, counted from 1.
                guard position >= 1, position <= arguments.count else {
                    throw error("String(format:) has no argument \(position) for '%\(position)$\(conversion)'", range)
                }
                return arguments[position - 1]
            }
            guard let value = remaining.popFirst() else { throw error("String(format:) has no argument for '%\(conversion)'", range) }
            return value
        }
        while let c = characters.popFirst() {
            guard c == "%" else { result.append(c); continue }
            position = nil
            var lookahead = characters
            var digits = ""
            while let d = lookahead.first, d.isASCII, d.isNumber { digits.append(d); lookahead.removeFirst() }
            if !digits.isEmpty, lookahead.first == "$", let n = Int(digits) {
                position = n
                characters = lookahead.dropFirst()
            }
            var spec = ""
            while let f = characters.first, "-+ #0123456789.".contains(f) { spec.append(f); characters.removeFirst() }
            // Length modifiers change nothing here: every integer is 64 bits.
            while let l = characters.first, "lhqLzjt".contains(l) { characters.removeFirst() }
            guard let conversion = characters.popFirst() else { throw error("String(format:) ends in the middle of a '%'", range) }
            let numbers = spec.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            if numbers.contains(where: { $0 > Interpreter.maxFormatWidth }) {
                throw error("a width or precision over \(Interpreter.maxFormatWidth) in String(format:)", range)
            }
            let piece: String
            switch conversion {
            case "%": piece = "%"
            case "d", "i", "u":
                let value = try next(conversion)
                guard let n = value.number else { throw error("'%\(conversion)' takes an Int, found \(typeName(of: value))", range) }
                guard n.isFinite, abs(n) < 9.2e18 else { throw error("\(describe(value)) does not fit '%\(conversion)'", range) }
                piece = String(format: "%\(spec)lld", Int64(n))
            case "x", "X", "o":
                let value = try next(conversion)
                guard case .int(let n) = value else { throw error("'%\(conversion)' takes an Int, found \(typeName(of: value))", range) }
                piece = String(format: "%\(spec)ll\(conversion)", Int64(n))
            case "f", "F", "e", "E", "g", "G":
                let value = try next(conversion)
                guard let n = value.number else { throw error("'%\(conversion)' takes a Double, found \(typeName(of: value))", range) }
                piece = String(format: "%\(spec)\(conversion)", n)
            case "@":
                // Foundation's own `%@` (its width and precision as Foundation reads them).
                piece = String(format: "%\(spec)@", try describeCharged(try next(conversion), at: range))
            case "s":
                let text = try describeCharged(try next(conversion), at: range)
                let width = spec.hasPrefix(".") ? nil : numbers.first
                let precision = spec.contains(".") ? numbers.last : nil
                var cut = precision.map { String(text.prefix($0)) } ?? text
                if let width, cut.count < width {
                    let padding = String(repeating: " ", count: width - cut.count)
                    cut = spec.hasPrefix("-") ? cut + padding : padding + cut
                }
                piece = cut
            case "c":
                let value = try next(conversion)
                guard case .int(let n) = value, let scalar = Unicode.Scalar(UInt32(clamping: max(0, n))) else {
                    throw error("'%c' takes a character code", range)
                }
                piece = String(Character(scalar))
            default:
                throw error("String(format:) does not know '%\(conversion)'", range)
            }
            try charge(piece.utf8.count, at: range)
            result += piece
        }
        return result
    }
}
