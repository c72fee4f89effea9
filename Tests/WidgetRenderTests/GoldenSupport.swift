import Foundation
import Testing
@testable import WidgetRender

/// One golden layout case: a view tree, a proposal (or a family) and the
/// exact text grid expected, stored in `Golden/<name>.txt`.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    enum Target: Sendable {
        case size(Int, Int)
        case family(WidgetFamily)
    }

    let name: String
    let node: ViewNode
    let target: Target
    var showsButtons = false

    init(_ name: String, _ width: Int, _ height: Int, _ node: ViewNode) {
        self.name = name
        self.node = node
        target = .size(width, height)
    }

    init(_ name: String, family: WidgetFamily, buttons: Bool = false, _ node: ViewNode) {
        self.name = name
        self.node = node
        target = .family(family)
        showsButtons = buttons
    }

    var testDescription: String { name }

    func render() -> RenderResult {
        let options = RenderOptions(showsButtonNumbers: showsButtons)
        switch target {
        case .size(let width, let height): return WidgetRenderer.render(node, width: width, height: height, options: options)
        case .family(let family): return WidgetRenderer.render(node, family: family, options: options)
        }
    }

    /// The grid with each row between `|` marks, so trailing spaces show.
    func framedText() -> String {
        let result = render()
        return (0..<result.canvas.height).map { "|" + result.canvas.line($0) + "|" }.joined(separator: "\n") + "\n"
    }
}

enum Golden {
    /// Where `WIDGETRY_RECORD=1` writes grids for scripts/update-render-goldens.py.
    static let recordDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/render-goldens")

    /// Compares with `GoldenGrids`; with `WIDGETRY_RECORD=1` (or when the
    /// grid is missing) writes the actual grid to `.build/render-goldens`.
    static func check(_ testCase: LayoutCase) {
        let actual = testCase.framedText()
        let record = ProcessInfo.processInfo.environment["WIDGETRY_RECORD"] == "1"
        guard !record, let expected = GoldenGrids.grids[testCase.name] else {
            try? FileManager.default.createDirectory(at: recordDirectory, withIntermediateDirectories: true)
            let url = recordDirectory.appendingPathComponent(testCase.name + ".txt")
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded golden \(testCase.name) to .build/render-goldens; run scripts/update-render-goldens.py")
            return
        }
        #expect(actual == expected + "\n", "\(testCase.name):\n\(actual)")
    }
}
