import Foundation
import Testing
@testable import WidgetRuntime

/// A bare `.name` where SwiftUI takes a colour or style: the checker accepts
/// exactly the names the interpreter draws (system and UIKit colours, materials,
/// hierarchical styles) and refuses any other at its location.
@Suite struct StyleNameTests {
    @Test func everyNameTheCheckerAcceptsIsDrawn() throws {
        for name in StyleNames.all {
            for body in ["Text(\"x\").foregroundStyle(.\(name))", "Color(.\(name))", "Capsule().fill(.\(name))"] {
                let source = BodyWidget.source(body)
                #expect(BuiltinHarness.errors(source).isEmpty, "\(body): \(BuiltinHarness.errors(source))")
                let session = try TestSession.open(source, path: "style.widget")
                _ = try session.render(widget: "W", family: "systemSmall")
            }
        }
    }

    @Test func anUnknownNameIsAnErrorAtTheArgument() {
        #expect(BuiltinHarness.errors(BodyWidget.source("Text(\"x\").foregroundStyle(.secondry)"))
                == ["10:35: unknown colour '.secondry'; did you mean '.secondary'?"])
        #expect(BuiltinHarness.errors(BodyWidget.source("Color(.systemBackgroud)"))
                == ["10:15: unknown colour '.systemBackgroud'; did you mean '.systemBackground'?"])
    }
}
