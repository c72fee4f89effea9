/// Picks the terminal's answers to the kitty graphics query out of what
/// standard input brings while the host waits for them: the graphics reply
/// `ESC _G i=31 ; OK|ERROR ESC \` and the primary device attributes reply
/// `ESC [ ? 62 ; 22 c` (DA1, which every terminal sends and which ends the
/// wait). Everything else is a key the user typed meanwhile and comes back
/// from `feed`, in order. A reply split across reads is held until the rest
/// arrives; bytes held that turn out not to be a reply are given back as keys.
struct KittyReplyParser {
    /// The id the query uses (`i=31`): only a reply with it counts.
    static let queryID = "31"
    /// Longest reply looked for; longer is not a reply (the bytes are keys).
    static let maxReplyLength = 512

    /// The graphics reply: true for `OK`, false for an error; nil when none came.
    private(set) var graphicsAnswer: Bool?
    /// The DA1 reply came: the terminal has answered everything it will.
    private(set) var isDone = false
    private var pending: [UInt8] = []

    /// Kitty graphics are spoken: an `OK` to the query (before DA1).
    var supportsGraphics: Bool { graphicsAnswer == true }

    /// Takes bytes read from the terminal; gives those that are not part of a reply.
    mutating func feed(_ bytes: [UInt8]) -> [UInt8] {
        var keys: [UInt8] = []
        for byte in bytes {
            if isDone {
                keys.append(byte)  // after DA1 everything is a key (the key decoder reads sequences)
                continue
            }
            pending.append(byte)
            settle(into: &keys)
        }
        return keys
    }

    /// The wait is over: the bytes held as a possible start of a reply go on to the keys.
    mutating func finish() -> [UInt8] {
        defer { pending.removeAll() }
        return pending
    }

    private enum Shape {
        /// Could still become a reply.
        case incomplete
        /// The first byte is not the start of a reply.
        case notReply
        /// A graphics reply of this many bytes (`ok` nil: not ours, ignored).
        case graphics(length: Int, ok: Bool?)
        case deviceAttributes(length: Int)
    }

    private mutating func settle(into keys: inout [UInt8]) {
        while !pending.isEmpty, !isDone {
            switch Self.shape(pending) {
            case .incomplete:
                return
            case .notReply:
                // One byte is a key; the rest is looked at again (it may hold a reply's start).
                keys.append(pending.removeFirst())
            case .graphics(let length, let ok):
                if let ok, graphicsAnswer == nil { graphicsAnswer = ok }
                pending.removeFirst(length)
            case .deviceAttributes(let length):
                pending.removeFirst(length)
                isDone = true
                keys += pending
                pending.removeAll()
            }
        }
    }

    private static let escape: UInt8 = 0x1B

    private static func shape(_ bytes: [UInt8]) -> Shape {
        guard bytes[0] == escape else { return .notReply }
        guard bytes.count > 1 else { return .incomplete }
        switch bytes[1] {
        case UInt8(ascii: "_"): return graphicsShape(bytes)
        case UInt8(ascii: "["): return deviceAttributesShape(bytes)
        default: return .notReply
        }
    }

    /// `ESC _ G control ; message ESC \` (or ended by BEL).
    private static func graphicsShape(_ bytes: [UInt8]) -> Shape {
        guard bytes.count > 2 else { return .incomplete }
        guard bytes[2] == UInt8(ascii: "G") else { return .notReply }
        var index = 3
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x07 { return .graphics(length: index + 1, ok: answer(bytes[3..<index])) }
            if byte == escape {
                guard index + 1 < bytes.count else { return .incomplete }
                guard bytes[index + 1] == UInt8(ascii: "\\") else { return .notReply }
                return .graphics(length: index + 2, ok: answer(bytes[3..<index]))
            }
            index += 1
        }
        return bytes.count > maxReplyLength ? .notReply : .incomplete
    }

    /// The reply's verdict when it answers our query (`i=31`): `OK` or an error such as `ENOTSUPPORTED:…`.
    private static func answer(_ body: ArraySlice<UInt8>) -> Bool? {
        let text = String(decoding: body, as: UTF8.self)
        guard let semicolon = text.firstIndex(of: ";") else { return nil }
        let keys = text[..<semicolon].split(separator: ",")
        guard keys.contains(where: { $0 == "i=\(queryID)" }) else { return nil }
        return text[text.index(after: semicolon)...] == "OK"
    }

    /// `ESC [ ? digits;… c`.
    private static func deviceAttributesShape(_ bytes: [UInt8]) -> Shape {
        guard bytes.count > 2 else { return .incomplete }
        guard bytes[2] == UInt8(ascii: "?") else { return .notReply }
        for index in 3..<max(3, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "c") { return .deviceAttributes(length: index + 1) }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ";") else { return .notReply }
        }
        return bytes.count > 64 ? .notReply : .incomplete
    }
}
