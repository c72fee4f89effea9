import LanguageServer

/// What the text right before the cursor asks to complete.
enum CompletionContext: Equatable {
    /// Inside `Image(systemName: "…` (or `systemImage:`): an SF Symbol name; `start` is where the name starts.
    case symbolName(prefix: String, start: Int)
    /// After `receiver.`: a member; `receiverEnd` is where the receiver's text ends, `dot` where the dot is.
    case member(dot: Int, receiverEnd: Int)
    /// After a `.` with no receiver: an implicit member of the type the context expects.
    case implicitMember(dot: Int)
    /// A name, or nothing typed yet.
    case name
    /// Inside a string or a comment, or after a number's dot: nothing to offer.
    case none

    /// The context at byte `offset` of a file's text; `wordStart` is where the word being typed starts.
    static func at(_ bytes: [UInt8], offset: Int, wordStart: Int) -> CompletionContext {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let before = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        // An unclosed string on this line: the cursor is inside it.
        let quotes = before.filter { $0 == "\"" }.count
        if quotes % 2 == 1, let quote = before.lastIndex(of: "\"") {
            // `systemName: "…` or `systemName: done ? "…" : "…`: a symbol name.
            let head = before[..<quote]
            guard head.contains("systemName:") || head.contains("systemImage:") else { return .none }
            let prefix = String(before[before.index(after: quote)...])
            return .symbolName(prefix: prefix, start: offset - prefix.utf8.count)
        }
        if let comment = before.range(of: "//"), before[..<comment.lowerBound].filter({ $0 == "\"" }).count % 2 == 0 { return .none }
        guard wordStart > 0, bytes[wordStart - 1] == UInt8(ascii: ".") else { return .name }
        let dot = wordStart - 1
        var end = dot
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        guard end > 0 else { return .implicitMember(dot: dot) }
        let last = bytes[end - 1]
        if isDigit(last), end == dot {
            // `1.`: a number, unless the digits end a name (`item2.`).
            var start = end - 1
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            if bytes[start..<end].allSatisfy(isDigit) { return .none }
        }
        if isNameByte(last) || [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\""),
                                UInt8(ascii: "?"), UInt8(ascii: "!")].contains(last) {
            // A keyword before the dot (`return .x`, `case .x`) makes it an implicit member.
            var start = end
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            let word = String(decoding: bytes[start..<end], as: UTF8.self)
            if ["return", "case", "in", "else", "throw", "try", "await"].contains(word) { return .implicitMember(dot: dot) }
            return .member(dot: dot, receiverEnd: end)
        }
        return .implicitMember(dot: dot)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Where the word around `offset` starts and ends.
    static func word(in bytes: [UInt8], at offset: Int) -> (start: Int, end: Int) {
        var start = offset, end = offset
        while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        return (start, end)
    }
}
