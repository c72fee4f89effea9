import Foundation

/// One frame of `widgetry watch`'s output when it is not a terminal: the
/// header line (`--- 09:00:01.234 CAUSE · FILE · WIDGET · FAMILY`) and what
/// follows it up to the next header.
struct WatchFrame {
    var header: String
    var body: String

    var isPlaceholder: Bool { header.hasSuffix("(placeholder)") }
    var hasErrors: Bool { body.contains(": error: ") }
    func contains(_ text: String) -> Bool { body.contains(text) }
}

enum WatchFrames {
    static func parse(_ output: String) -> [WatchFrame] {
        var frames: [WatchFrame] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                frames.append(WatchFrame(header: String(line), body: ""))
            } else if !frames.isEmpty {
                frames[frames.count - 1].body += line + "\n"
            }
        }
        return frames
    }
}
