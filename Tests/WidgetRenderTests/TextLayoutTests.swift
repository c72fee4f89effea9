import Testing
@testable import WidgetRender

/// Wrapping at words, line limits, head/middle/tail truncation.
let textCases: [LayoutCase] = [
    LayoutCase("text-ideal-fits", 12, 1, .text("Hello")),
    LayoutCase("text-wraps-at-words", 10, 3, .text("the quick brown fox jumps")),
    LayoutCase("text-long-word-breaks", 6, 3, .text("abcdefghijklmno")),
    LayoutCase("text-linelimit-1-tail", 10, 1, .text("Join the meeting at ten").lineLimit(1)),
    LayoutCase("text-linelimit-1-head", 10, 1,
               .text("Join the meeting at ten").lineLimit(1).truncationMode(.head)),
    LayoutCase("text-linelimit-1-middle", 11, 1,
               .text("Join the meeting at ten").lineLimit(1).truncationMode(.middle)),
    LayoutCase("text-linelimit-2-tail", 10, 3, .text("one two three four five six seven").lineLimit(2)),
    LayoutCase("text-height-limits-lines", 10, 2, .text("one two three four five six seven")),
    LayoutCase("text-multiline-center", 10, 3,
               .text("a centred paragraph here").multilineTextAlignment(.center)),
    LayoutCase("text-multiline-trailing", 10, 3,
               .text("a trailing paragraph here").multilineTextAlignment(.trailing)),
    LayoutCase("text-explicit-newlines", 8, 3, .text("one\ntwo\nthree")),
    LayoutCase("text-big-numerals", 12, 3, .text("127").font(.system(size: 70, weight: nil))),
    LayoutCase("text-big-numerals-fallback", 6, 1, .text("127").font(.system(size: 70, weight: nil))),
]

@Test("text layout", arguments: textCases)
func textLayout(_ testCase: LayoutCase) {
    Golden.check(testCase)
}
