import Testing
@testable import WidgetRender

/// Frames (fixed, flexible, nested, aligned) and padding on each edge.
let frameCases: [LayoutCase] = [
    LayoutCase("frame-fixed-50pt-center", 10, 5,
               .text("ab").frame(width: 50, height: 50).background(.named(.red))),
    LayoutCase("frame-fixed-top-leading", 8, 4,
               .zStack([.text("........\n........\n........\n........"),
                        .text("x").frame(width: 48, height: 48, alignment: .topLeading)])),
    LayoutCase("frame-fixed-bottom-trailing", 8, 4,
               .zStack([.text("........\n........\n........\n........"),
                        .text("y").frame(width: 48, height: 48, alignment: .bottomTrailing)])),
    LayoutCase("frame-max-infinity-leading", 12, 1,
               .text("start").frame(maxWidth: .infinity, alignment: .leading)),
    LayoutCase("frame-max-infinity-trailing", 12, 1,
               .text("end").frame(maxWidth: .infinity, alignment: .trailing)),
    LayoutCase("frame-max-both-bottom", 6, 3,
               .text("b").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)),
    LayoutCase("frame-min-width-grows", 12, 1,
               .hStack(spacing: 0, [.text("[").frame(minWidth: 40), .text("]")])),
    LayoutCase("frame-max-width-wraps", 12, 3,
               .text("wrap me inside please").frame(maxWidth: 64)),
    LayoutCase("frame-nested-alignment", 12, 4,
               .text("in").frame(width: 40, height: 32, alignment: .bottomTrailing)
                   .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
    LayoutCase("frame-fixed-width-truncates", 10, 1,
               .text("Truncate this line").lineLimit(1).frame(width: 56)),
    LayoutCase("padding-top", 6, 3,
               .text("top").padding(.top, 16).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
    LayoutCase("padding-leading", 8, 1,
               .text("lead").padding(.leading, 24).frame(maxWidth: .infinity, alignment: .leading)),
    LayoutCase("padding-bottom", 6, 3,
               .text("bot").padding(.bottom, 32).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
    LayoutCase("padding-trailing", 8, 1,
               .text("trail").padding(.trailing, 16).frame(maxWidth: .infinity, alignment: .trailing)),
    LayoutCase("padding-default-all", 8, 3,
               .text("pad").padding().background(.named(.blue))
                   .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
    LayoutCase("padding-7pt-is-one-column", 7, 1,
               .hStack(spacing: 0, [.text("|"), .text("x").padding(7), .text("|")])),
    // An overlay is drawn over the view in the view's frame, aligned there, and leaves the view's size as it was.
    LayoutCase("overlay-top-trailing-badge", 10, 3,
               .vStack(spacing: 0, [.text("Inbox").frame(width: 56, height: 32).overlay(alignment: .topTrailing, .text("3")),
                                    .text("-")])),
    LayoutCase("overlay-centered-over-wide-frame", 12, 3,
               .text("Tasks").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top).overlay(.text("All done"))),
    LayoutCase("padding-in-vstack-row", 10, 3,
               .vStack(alignment: .leading, [.text("ToDo").padding(.bottom, 16), .text("next")])),
]

@Test("frames and padding", arguments: frameCases)
func frameLayout(_ testCase: LayoutCase) {
    Golden.check(testCase)
}
