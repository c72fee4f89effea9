#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The terminal the host draws on: raw keys, the alternate screen, mouse
/// reporting, its size — and putting all of it back on the way out, also on
/// SIGINT/SIGTERM and at `exit`.
enum TerminalDevice {
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J\u{1B}[H"
    static let leaveSequence = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    // The settings to restore, saved before raw mode; read by the `atexit` hook.
    #if canImport(Glibc)
    nonisolated(unsafe) private static var saved: termios?
    #endif
    nonisolated(unsafe) private static var active = false
    nonisolated(unsafe) private static var hookInstalled = false

    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Columns and rows of the terminal on standard output.
    static func size() -> (columns: Int, rows: Int)? {
        #if canImport(Glibc)
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
        #else
        return nil
        #endif
    }

    /// Raw keys on standard input (no echo, no line buffering, no signals
    /// from Ctrl-C/Ctrl-Z: the host reads them as keys), the alternate
    /// screen, a hidden cursor, mouse clicks reported as SGR sequences.
    static func enter() {
        guard !active else { return }
        #if canImport(Glibc)
        if isTerminal(STDIN_FILENO) {
            var settings = termios()
            if tcgetattr(STDIN_FILENO, &settings) == 0 {
                saved = settings
                settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
                settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
                withUnsafeMutableBytes(of: &settings.c_cc) { cc in
                    cc[Int(VMIN)] = 1
                    cc[Int(VTIME)] = 0
                }
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
            }
        }
        #endif
        active = true
        if !hookInstalled {
            hookInstalled = true
            atexit { TerminalDevice.restore() }
        }
        OutputWriter.write(enterSequence)
    }

    /// Puts the terminal back as it was. Safe to call more than once.
    static func restore() {
        guard active else { return }
        active = false
        OutputWriter.write(leaveSequence)
        #if canImport(Glibc)
        if var settings = saved {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
            saved = nil
        }
        #endif
    }
}

/// Writes to standard output with `write(2)`, whole, without buffering: a
/// frame reaches the terminal (or the pipe) the moment it is drawn.
enum OutputWriter {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                #if canImport(Glibc)
                let written = Glibc.write(STDOUT_FILENO, pointer, remaining)
                #else
                let written = Darwin.write(STDOUT_FILENO, pointer, remaining)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                pointer += written
                remaining -= written
            }
        }
    }
}
