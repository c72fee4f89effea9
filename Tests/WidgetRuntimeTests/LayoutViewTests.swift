import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// GeometryReader, grids, the timer ProgressView over Date ranges, WidgetKit's
/// accessory views and modifiers and environment values, as a widget body
/// (in `.widget` and `.swift`) checks and draws them.
@Suite struct LayoutViewTests {
    static func widget(_ body: String, families: String = ".systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular") -> String {
        """
        entry E { var start: Date; var end: Date }
        provider P {
            placeholder { E(start: now, end: now) }
            timeline { Timeline(entries: [E(start: now.addingTimeInterval(-150), end: now.addingTimeInterval(450))], policy: .never) }
        }
        widget W {
            families: [\(families)]
            provider: P
            body(entry) {
                \(body)
            }
        }
        """
    }

    static func render(_ body: String, family: String = "systemSmall") throws -> [String] {
        let session = try TestSession.open(widget(body), path: "layout.widget")
        let text = try session.render(widget: "W", family: family).result.text
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func geometryProxySizeIsTheOfferedSizeInPointsPerFamily() throws {
        let body = "GeometryReader { proxy in Text(\"\\(Int(proxy.size.width))x\\(Int(proxy.size.height))\") }"
        // systemSmall offers 18 × 9 cells, systemMedium 42 × 9: 8 pt a column, 16 pt a row.
        #expect(try Self.render(body)[1] == "│ 144x144            │")
        #expect(try Self.render(body, family: "systemMedium")[1].hasPrefix("│ 336x144 "))
    }

    @Test func geometryReaderInsideAFrameGetsTheFrameAndNestedReadersTheirPart() throws {
        let body = """
        HStack(spacing: 0) {
            GeometryReader { outer in
                VStack(alignment: .leading, spacing: 0) {
                    Text("o\\(Int(outer.size.width))")
                    GeometryReader { inner in Text("i\\(Int(inner.size.width))x\\(Int(inner.size.height))") }
                        .frame(width: outer.size.width / 2, height: 32)
                }
            }
            .frame(width: 96)
            Spacer()
        }
        """
        let lines = try Self.render(body)
        // The outer reader is offered its frame (96 pt), the inner one half of that and 32 pt high.
        #expect(lines[1] == "│ o96                │", "\(lines)")
        #expect(lines[2] == "│ i48x32             │", "\(lines)")
    }

    @Test func gridAndLazyVGridDraw() throws {
        let body = """
        VStack(alignment: .leading, spacing: 0) {
            Grid(alignment: .leading) {
                GridRow { Text("a"); Text("bbb") }
                GridRow { Text("cc"); Text("d") }
            }
            LazyVGrid(columns: [GridItem(.fixed(16)), GridItem(.fixed(16), alignment: .leading)], alignment: .leading) {
                ForEach(["1", "2", "3"], id: \\.self) { Text($0) }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        """
        let lines = try Self.render(body)
        #expect(Array(lines[1...4]) == ["│ a  bbb             │", "│ cc d               │", "│ 1  2               │", "│ 3                  │"], "\(lines)")
    }

    /// Sizes a widget controls (huge, negative, not a number) and readers nested without end draw and finish.
    @Test(.timeLimit(.minutes(1))) func adversarialGridSizesAndDeepReadersFinish() throws {
        let grid = """
        VStack {
            LazyVGrid(columns: [GridItem(.fixed(1e300), spacing: -1e300), GridItem(.adaptive(minimum: 0, maximum: -5)),
                                GridItem(.flexible(minimum: sqrt(-1.0), maximum: .infinity), spacing: .infinity)], spacing: 1e300) {
                ForEach(0..<200, id: \\.self) { Text("\\($0)") }
            }
            LazyHGrid(rows: [GridItem(.fixed(-40)), GridItem(.adaptive(minimum: 1e300))]) { Text("x"); Text("y") }
            Grid(horizontalSpacing: 1e300, verticalSpacing: -1) { GridRow { Text("a"); Text("b") } }
        }
        """
        #expect(try Self.render(grid).count == 11)
        func nested(_ depth: Int) -> String {
            depth == 0 ? "Text(\"deep\")" : "GeometryReader { p\(depth) in \(nested(depth - 1)) }"
        }
        let lines = try Self.render(nested(20))
        #expect(lines.count == 11)
        #expect(!lines.joined().contains("deep"), "readers deeper than 8 stay empty")
        #expect(try Self.render(nested(3)).joined().contains("deep"))
    }

    @Test func aGridItemOfAnUnknownSizeIsALocatedError() throws {
        let session = try TestSession.open(Self.widget("LazyVGrid(columns: [GridItem(.huge(3))]) { Text(\"x\") }"), path: "layout.widget")
        let outcome = try? session.render(widget: "W", family: "systemSmall")
        #expect(outcome == nil)
        do {
            _ = try session.render(widget: "W", family: "systemSmall")
        } catch let error as SessionError {
            #expect(error.message == "unknown grid item size '.huge'; use .fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:)")
            // At `GridItem(`, where the wrong size is given.
            #expect(error.range?.start.line == 10)
            #expect(error.range?.start.column == 29)
        }
    }

    @Test func timerProgressIsTheShareLeftOrElapsed() throws {
        // A quarter of the ten minutes is gone: 3/4 of 18 cells left is 13 (rounded), 1/4 elapsed 4 or 5.
        let down = try Self.render("ProgressView(timerInterval: entry.start...entry.end, countsDown: true)")
        let up = try Self.render("ProgressView(timerInterval: entry.start...entry.end, countsDown: false)")
        let downBar = try #require(down.first { $0.contains("█") })
        let upBar = try #require(up.first { $0.contains("█") })
        let downFilled = downBar.filter { $0 == "█" }.count, upFilled = upBar.filter { $0 == "█" }.count
        #expect(downFilled == 14 || downFilled == 13, "\(downBar)")
        #expect(upFilled == 4 || upFilled == 5, "\(upBar)")
        let session = try TestSession.open(Self.widget("ProgressView(timerInterval: entry.start...entry.end)"), path: "layout.widget")
        #expect(try session.render(widget: "W", family: "systemSmall").showsLiveClock)
        let still = try TestSession.open(Self.widget("Text(\"x\")"), path: "layout.widget")
        #expect(try !still.render(widget: "W", family: "systemSmall").showsLiveClock)
        let over = try TestSession.open(Self.widget("ProgressView(timerInterval: entry.start...entry.start.addingTimeInterval(60))"), path: "layout.widget")
        #expect(try !over.render(widget: "W", family: "systemSmall").showsLiveClock, "a timer that has ended does not move")
    }

    @Test func timerRelativeAndOffsetTextsAreTheTimeToOrSinceTheDate() throws {
        // The entry's end is 450 s after the render's time, its start 150 s before.
        let body = """
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.end, style: .timer)
            Text(entry.start.addingTimeInterval(-3600), style: .timer)
            Text(entry.end, style: .relative)
            Text(entry.start, style: .offset)
        }
        """
        let lines = try Self.render(body, family: "systemMedium")
        #expect(lines.contains { $0.contains("7:30") }, "\(lines)")
        #expect(lines.contains { $0.contains("1:02:30") }, "\(lines)")
        #expect(lines.contains { $0.contains("7 min, 30 sec") }, "\(lines)")
        #expect(lines.contains { $0.contains("-2 min, 30 sec") }, "\(lines)")
        let session = try TestSession.open(Self.widget("Text(entry.end, style: .timer)"), path: "layout.widget")
        #expect(try session.render(widget: "W", family: "systemSmall").showsLiveClock)
        let time = try TestSession.open(Self.widget("Text(entry.end, style: .time)"), path: "layout.widget")
        #expect(try !time.render(widget: "W", family: "systemSmall").showsLiveClock)
    }

    @Test func timerIntervalTextCountsDownUpPausedAndInMinutes() throws {
        // The entry runs from 150 s before the render's time to 450 s after it.
        let body = """
        VStack(alignment: .leading, spacing: 0) {
            Text(timerInterval: entry.start...entry.end)
            Text(timerInterval: entry.start...entry.end, countsDown: false)
            Text(timerInterval: entry.start...entry.end.addingTimeInterval(7200), showsHours: false)
            Text(timerInterval: entry.start...entry.end, pauseTime: entry.start.addingTimeInterval(60))
        }
        """
        let lines = try Self.render(body, family: "systemMedium").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
        #expect(lines.contains("7:30") && lines.contains("2:30") && lines.contains("127:30") && lines.contains("9:00"), "\(lines)")
        let paused = try TestSession.open(Self.widget("Text(timerInterval: entry.start...entry.end, pauseTime: entry.start)"), path: "layout.widget")
        #expect(try !paused.render(widget: "W", family: "systemSmall").showsLiveClock, "a paused timer does not move")
        let running = try TestSession.open(Self.widget("Text(timerInterval: entry.start...entry.end)"), path: "layout.widget")
        #expect(try running.render(widget: "W", family: "systemSmall").showsLiveClock)
    }

    @Test func dateRangesHaveBoundsAndContains() throws {
        #expect(try BuiltinHarness.evaluate("r.contains(now)", statements: "let r = now.addingTimeInterval(-1)...now") == "true")
        #expect(try BuiltinHarness.evaluate("r.contains(now)", statements: "let r = now.addingTimeInterval(-1)..<now") == "false")
        #expect(try BuiltinHarness.evaluate("r.upperBound.timeIntervalSince(r.lowerBound)", statements: "let r = now...now.addingTimeInterval(90)") == "90.0")
        #expect(BuiltinHarness.failure("now...now.addingTimeInterval(-5)").contains("a range's lower bound is after its upper bound"))
        #expect(BuiltinHarness.errors(BuiltinHarness.source(statements: "", value: "(now...now).count")).first?.contains("count") == true)
    }

    @Test func widgetLabelIsDrawnUnderCircularContentOnly() throws {
        let body = "ZStack { AccessoryWidgetBackground(); Text(\"42\") }.widgetLabel(\"Steps\")"
        #expect(try Self.render(body, family: "accessoryCircular") == ["╭─────╮", "│ 42  │", "│Steps│", "╰─────╯"])
        let rectangular = try Self.render(body, family: "accessoryRectangular")
        #expect(!rectangular.joined().contains("Steps"))
        #expect(rectangular[1].contains("░"), "the background: \(rectangular)")
    }

    @Test func allowsTighteningIsANoteAtTheModifier() {
        let source = Self.widget("Text(\"x\").allowsTightening(true)")
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).diagnostics
        #expect(diagnostics.map(\.severity) == [.note])
        #expect(diagnostics.first?.message == "'.allowsTightening' has no effect in a terminal: letters are one cell apart")
        #expect(diagnostics.first.map { "\($0.range.start.line):\($0.range.start.column)" } == "10:19")
    }

    @Test func widgetLabelIsANoteWhereNoWidgetIsCircular() {
        func notes(_ families: String) -> [String] {
            let source = Self.widget("Text(\"x\").widgetLabel(\"y\")", families: families)
            return WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).diagnostics.map {
                "\($0.severity.rawValue) \($0.range.start.line):\($0.range.start.column): \($0.message)"
            }
        }
        #expect(notes(".systemSmall, .accessoryRectangular") == [
            "note 10:19: '.widgetLabel' has no effect here: it is drawn only in accessoryCircular and accessoryCorner, which no widget of this file supports",
        ])
        #expect(notes(".systemSmall, .accessoryCircular").isEmpty)
        #expect(notes(".accessoryCorner").isEmpty)
    }

    @Test func redactedPlaceholderDrawsBars() throws {
        let lines = try Self.render("VStack { Text(\"ab cd\"); Text(\"ok\").unredacted() }.redacted(reason: .placeholder)")
        #expect(lines.contains("│       ▇▇ ▇▇        │"), "\(lines)")
        #expect(lines.contains("│        ok          │"), "\(lines)")
        let session = try TestSession.open(Self.widget("Text(\"x\").redacted(reason: .secret)"), path: "layout.widget")
        #expect(throws: SessionError.self) { try session.render(widget: "W", family: "systemSmall") }
    }

    @Test func environmentValuesInASwiftView() throws {
        let source = """
        import WidgetKit
        import SwiftUI

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
                completion(Timeline(entries: [SimpleEntry(date: Date())], policy: .never))
            }
        }

        struct SimpleEntry: TimelineEntry {
            let date: Date
        }

        struct EnvView: View {
            var entry: SimpleEntry
            @Environment(\\.colorScheme) var colorScheme
            @Environment(\\.showsWidgetLabel) var showsWidgetLabel
            @Environment(\\.redactionReasons) var redactionReasons
            @Environment(\\.widgetRenderingMode) var renderingMode
            @Environment(\\.widgetContentMargins) var margins
            @Environment(\\.dynamicTypeSize) var typeSize

            var body: some View {
                GeometryReader { geometry in
                    VStack(alignment: .leading, spacing: 0) {
                        Text("\\(Int(geometry.size.width))x\\(Int(geometry.size.height))")
                        Text(colorScheme == .dark ? "dark" : "light")
                        Text(showsWidgetLabel ? "label" : "no label")
                        Text(redactionReasons.isEmpty ? "plain" : "redacted")
                        Text(renderingMode == .fullColor ? "full" : "vibrant")
                        Text("m \\(Int(margins.leading))")
                        Text(typeSize == .large ? "large" : "other")
                    }
                }
            }
        }

        struct EnvWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "EnvWidget", provider: Provider()) { entry in
                    EnvView(entry: entry)
                }
                .supportedFamilies([.systemSmall, .accessoryCircular])
            }
        }
        """
        let session = try TestSession.open(source, path: "EnvWidget.swift")
        let small = try session.render(widget: "EnvWidget", family: "systemSmall").result.text
        #expect(small.contains("│ 144x144            │\n│ light              │\n│ no label           │\n│ plain              │\n│ full               │\n│ m 8                │\n│ large              │"), "\(small)")
        let circular = try session.render(widget: "EnvWidget", family: "accessoryCircular").result
        #expect(circular.canvas.line(1) == "│40x32│", "\(circular.text)")
        #expect(circular.canvas.line(2) == "│light│", "\(circular.text)")
    }
}

extension LayoutViewTests {
    /// `Alignment(horizontal:vertical:)` is the alignment its two guides name: drawn as `.bottomTrailing` is.
    @Test func anAlignmentMadeOfTwoGuidesDrawsAsTheNamedOne() throws {
        let made = try Self.render("ZStack(alignment: Alignment(horizontal: .trailing, vertical: .bottom)) { Color.clear; Text(\"x\") }")
        let named = try Self.render("ZStack(alignment: .bottomTrailing) { Color.clear; Text(\"x\") }")
        #expect(made == named)
        #expect(made.contains { $0.hasSuffix("x │") })
        #expect(SwiftUILayoutValues.alignment(horizontal: "leading", vertical: "top") == "topLeading")
        #expect(SwiftUILayoutValues.alignment(horizontal: "center", vertical: "center") == "center")
        #expect(SwiftUILayoutValues.alignment(horizontal: "center", vertical: "bottom") == "bottom")
        #expect(SwiftUILayoutValues.alignment(horizontal: "trailing", vertical: "firstTextBaseline") == "trailingFirstTextBaseline")
    }
    /// `Canvas { context, size in … }`: the closure runs once the size is known, in points, and its fills and strokes are
    /// drawn where the paths are: here a left half filled and the whole outlined.
    @Test func aCanvasDrawsWhatItsClosureFillsAndStrokesAtTheSizeItIsOffered() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(SwiftWidgetDrawing.widget("""
            func half(of size: CGSize) -> Path { Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)) }
            func paint(_ context: GraphicsContext, _ size: CGSize) {
                context.fill(half(of: size), with: .color(.white))
            }
            """, view: """
            var body: some View {
                Canvas { context, size in
                    paint(context, size)
                    context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.white), lineWidth: 1)
                }
            }
            """, family: "systemSmall"), family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        // (The rows inside the frame, without the widget's margins.)
        let rows = drawn.rows.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.count == 9, "\(rows)")
        // Every row starts filled on the left and is empty just right of the middle, inside the outline.
        for row in rows.dropFirst().dropLast() {
            let cells = Array(row)
            #expect(cells.first == "█" && cells[cells.count / 2 + 2] == " " && cells.last == "█", "\(rows)")
        }
    }

    /// A context is a value with a transform of its own: `var right = context` moved by `translateBy` draws its square on
    /// the right half, the context itself still on the left; `drawLayer` draws with a copy; a clip and a filter are
    /// accepted and change nothing here; a shading may be a colour's components (`.color(white: 1)`). Before, `translateBy`,
    /// `clip` and `addFilter` were "no member" errors and `.color(white:)` had "no argument 'white:'".
    @Test func aCanvasContextCopyDrawsWithItsOwnTransform() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(SwiftWidgetDrawing.widget(view: """
            var body: some View {
                Canvas { context, size in
                    let square = Path(CGRect(x: 0, y: 0, width: size.width / 4, height: size.height))
                    var right = context
                    right.translateBy(x: size.width * 3 / 4, y: 0)
                    right.clip(to: Path(CGRect(origin: .zero, size: size)))
                    right.addFilter(.shadow(radius: 2))
                    right.fill(square, with: .color(white: 1))
                    context.fill(square, with: .conicGradient(Gradient(colors: [.white, .black]), center: .zero))
                    context.drawLayer { layer in
                        layer.concatenate(CGAffineTransform(translationX: size.width * 3 / 8, y: 0))
                        layer.fill(Path(CGRect(x: 0, y: 0, width: size.width / 4, height: size.height / 2)), with: .color(red: 1, green: 1, blue: 1))
                    }
                }
            }
            """, family: "systemSmall"), family: "systemSmall")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = drawn.rows.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.count == 9, "\(rows)")
        // Left and right quarters filled on every row; the middle filled by the layer on the upper half only.
        for (index, row) in rows.enumerated() {
            let cells = Array(row)
            let middle = cells[cells.count / 2]
            #expect(cells.first == "█" && cells.last == "█" && cells[cells.count / 4 + 1] == " ", "\(rows)")
            #expect(index < 4 ? middle != " " : (index > 4 ? middle == " " : true), "\(rows)")
        }
    }
}
