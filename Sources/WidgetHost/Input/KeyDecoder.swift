/// A key press or a mouse click, decoded from the bytes a terminal sends.
enum KeyEvent: Sendable, Hashable {
    case character(Character)
    case tab
    case escape
    /// Ctrl-C when the terminal delivers it as a byte instead of a signal.
    case interrupt
    /// Ctrl-Z as a byte (raw mode): suspend, as the shell's job control would.
    case suspend
    /// xterm SGR mouse report: button (0 left, 1 middle, 2 right), the cell
    /// (0-based column and row), and whether it was a press or a release.
    case mouse(button: Int, column: Int, row: Int, isPress: Bool)
}

/// Turns terminal input into key events: printable characters, Tab, Escape,
/// and xterm SGR mouse reports (`ESC [ < b ; x ; y M|m`). Other escape
/// sequences (arrows, function keys, a terminal's late replies) are read
/// whole and dropped. A sequence split across reads is kept until the rest
/// arrives.
struct KeyDecoder {
    private var pending: [UInt8] = []

    mutating func feed(_ bytes: [UInt8]) -> [KeyEvent] {
        pending += bytes
        var events: [KeyEvent] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                switch escapeSequence(at: index) {
                case .incomplete:
                    if index + 1 == pending.count, bytes.count == 1 {
                        // A lone Escape typed by itself.
                        events.append(.escape)
                        index += 1
                        continue
                    }
                    pending.removeFirst(index)
                    return events
                case .complete(let length, let event):
                    if let event { events.append(event) }
                    index += length
                }
                continue
            }
            switch byte {
            case 0x03: events.append(.interrupt)
            case 0x09: events.append(.tab)
            case 0x1A: events.append(.suspend)
            case 0x20..<0x7F: events.append(.character(Character(Unicode.Scalar(byte))))
            default: break  // Enter, other controls, UTF-8 of characters the host has no key for
            }
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
        return events
    }

    private enum Sequence {
        case incomplete
        case complete(length: Int, event: KeyEvent?)
    }

    /// `ESC _ G … ESC \`: a kitty graphics reply that came after the host
    /// stopped waiting for it (see `KittyQuery`), read whole and dropped, so
    /// that its digits do not press buttons. `ESC _` and another key is Alt-_.
    private func graphicsReply(at start: Int) -> Sequence {
        guard start + 2 < pending.count else { return .incomplete }
        guard pending[start + 2] == 0x47 else { return .complete(length: 2, event: nil) }
        var end = start + 3
        while end < pending.count {
            if pending[end] == 0x07 { return .complete(length: end - start + 1, event: nil) }
            if pending[end] == 0x1B {
                guard end + 1 < pending.count else { return .incomplete }
                return .complete(length: end - start + (pending[end + 1] == 0x5C ? 2 : 0), event: nil)
            }
            end += 1
            if end - start > KittyReplyParser.maxReplyLength { return .complete(length: end - start, event: nil) }
        }
        return .incomplete
    }

    private func escapeSequence(at start: Int) -> Sequence {
        guard start + 1 < pending.count else { return .incomplete }
        let kind = pending[start + 1]
        if kind == 0x4F {  // SS3: ESC O x
            return start + 2 < pending.count ? .complete(length: 3, event: nil) : .incomplete
        }
        if kind == 0x5F { return graphicsReply(at: start) }
        guard kind == 0x5B else { return .complete(length: 2, event: nil) }  // ESC + key: Alt-key, dropped
        var end = start + 2
        while end < pending.count {
            let byte = pending[end]
            if byte >= 0x40 && byte <= 0x7E { break }
            end += 1
            if end - start > 32 { return .complete(length: end - start, event: nil) }  // not a sequence we know
        }
        guard end < pending.count else { return .incomplete }
        let length = end - start + 1
        let final = pending[end]
        let body = pending[(start + 2)..<end]
        guard body.first == 0x3C, final == 0x4D || final == 0x6D else { return .complete(length: length, event: nil) }
        let numbers = body.dropFirst().split(separator: 0x3B).map { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else {
            return .complete(length: length, event: nil)
        }
        // Motion (32) and wheel (64) reports are not clicks.
        guard code & (32 | 64) == 0 else { return .complete(length: length, event: nil) }
        return .complete(length: length, event: .mouse(button: code & 3, column: x - 1, row: y - 1, isPress: final == 0x4D))
    }
}
