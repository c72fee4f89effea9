import Foundation
import TerminalSafety

/// Everything the command line writes goes through here, made terminal-safe
/// (`SafeText.visible`: `␛`, `\u{9B}`, `⟨U+202E⟩`), so a stored text, a source
/// line or a file name cannot drive the terminal. The one exception is
/// `frame`: a rendered widget, whose colours are our own SGR sequences and
/// whose text the renderer already made safe. Standard error that cannot be
/// written (on a full disk) loses the text, never the process.
enum Terminal {
    /// `widgetry: TEXT` on stderr.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data("widgetry: \(SafeText.visible(text))\n".utf8))
    }

    /// TEXT on stderr, as it is apart from terminal controls.
    static func writeError(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(SafeText.visible(text).utf8))
    }

    /// TEXT on stdout (through `print`'s buffer, so it keeps its place among frames).
    static func output(_ text: String, terminator: String = "\n") {
        print(SafeText.visible(text), terminator: terminator)
    }

    /// JSON on stdout; C1, DEL and bidi controls in its strings are written as `\uXXXX`.
    static func json(_ text: String) {
        print(SafeText.json(text))
    }

    /// Text made terminal-safe before our own colour codes were added (`Paint`), on stdout.
    static func painted(_ text: String, terminator: String = "\n") {
        print(text, terminator: terminator)
    }

    /// The same on stderr.
    static func paintedError(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// A rendered frame on stdout, with its colour codes.
    static func frame(_ text: String) {
        print(text)
    }
}
