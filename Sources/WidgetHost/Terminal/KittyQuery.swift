#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Whether to draw images with the kitty graphics protocol, and asking the
/// terminal when its environment does not say.
///
/// `WIDGETRY_KITTY=0` never uses the protocol, `WIDGETRY_KITTY=1` always does;
/// otherwise kitty's variables decide (`KittyGraphics.isSupported`), and when
/// they say nothing the terminal is asked at start-up: a graphics query
/// (`a=q`, which loads no image) followed by a device attributes request
/// (DA1, answered by every terminal). An `OK` to the query before the DA1
/// reply means yes; DA1 alone, an error reply, or nothing within the wait
/// (`WIDGETRY_KITTY_WAIT_MS`, 300 ms by default) means no.
enum KittyQuery {
    /// The graphics query (a 1×1 RGB pixel, query only) and DA1.
    static let sequence = "\u{1B}_Gi=\(KittyReplyParser.queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"
    /// How long to wait for the answers (a terminal answers DA1 within milliseconds; over ssh, a round trip).
    static let defaultWait: TimeInterval = 0.3
    static let maxWait: TimeInterval = 10

    enum Decision: Equatable {
        case on, off, ask
    }

    /// What the environment decides.
    static func decision(environment: [String: String]) -> Decision {
        switch environment["WIDGETRY_KITTY"] {
        case "0": return .off
        case "1": return .on
        default: return KittyGraphics.isSupported(environment: environment) ? .on : .ask
        }
    }

    /// `WIDGETRY_KITTY_WAIT_MS` (0…10000), else 300 ms.
    static func wait(environment: [String: String]) -> TimeInterval {
        guard let text = environment["WIDGETRY_KITTY_WAIT_MS"], let milliseconds = Int(text), milliseconds >= 0 else {
            return defaultWait
        }
        return min(Double(milliseconds) / 1000, maxWait)
    }

    /// What the terminal said, and the bytes read meanwhile that were not its
    /// answers (keys typed), in order, for the key handling.
    struct Result {
        var supported: Bool
        var typed: [UInt8]
    }

    /// Writes the query to the terminal (standard output, raw mode already on)
    /// and reads `input` until the DA1 reply or `wait` seconds. Never waits longer.
    static func ask(input: Int32 = STDIN_FILENO, wait: TimeInterval,
                    write: (String) -> Void = OutputWriter.write) -> Result {
        write(sequence)
        var parser = KittyReplyParser()
        var typed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        let clock = ProcessInfo.processInfo  // uptime: a clock that never jumps
        let deadline = clock.systemUptime + wait
        while !parser.isDone {
            let remaining = deadline - clock.systemUptime
            guard remaining > 0 else { break }
            var request = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(max(1, (remaining * 1000).rounded(.up))))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }  // the end of input: the key reader sees it too
            typed += parser.feed(Array(buffer[0..<count]))
        }
        typed += parser.finish()
        return Result(supported: parser.supportsGraphics, typed: typed)
    }
}
