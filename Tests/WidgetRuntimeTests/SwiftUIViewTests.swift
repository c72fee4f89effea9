import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// Every SwiftUI view, shape and style form a widget writes is drawn, approximated,
/// or accepted with a located note or warning — never "unknown", never "check
/// passes, then render fails" (issue 17's rule).
@Suite struct SwiftUIViewTests {
    /// A systemMedium widget with an intent `I` whose body is `body`, from line 11.
    static func widget(_ body: String) -> String {
        """
        intent I { perform { } }
        entry E { var v: Double }
        provider P {
            placeholder { E(v: 0.25) }
            timeline { Timeline(entries: [E(v: 0.25)], policy: .never) }
        }
        widget W {
            families: [.systemMedium]
            provider: P
            body(entry) {
        \(body)
            }
        }
        """
    }

    static func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.severity.rawValue) \($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    /// The plain text a body draws, after checking it without errors.
    static func render(_ body: String, colorMode: ColorMode = .none) throws -> String {
        let source = widget(body)
        let errors = WidgetCompiler.compile(SourceFile(path: "test.widget", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(located(errors))")
        let session = try TestSession.open(source)
        let outcome = try session.render(widget: "W", family: "systemMedium", options: RenderOptions(colorMode: colorMode))
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        return outcome.result.text
    }

    /// The rows of a drawing without the widget's border and blank rows, trimmed.
    static func rows(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│╭╮╰╯─ ")) }.filter { !$0.isEmpty }
    }

    /// The probe's list in one widget, one view a line: no errors where it is checked, no problem where it is drawn.
    @Test func everyFormOfTheViewListChecksAndDraws() throws {
        let forms = SwiftUIViewList.forms
        #expect(forms.count > 200)
        try Self.checkAndDraw(forms.map { "            " + $0 }, naming: forms)
    }

    /// One widget whose body stacks `lines` (from line 12): each error where it is checked and
    /// each problem where it is drawn is recorded with the form of its line (`naming`).
    static func checkAndDraw(_ lines: [String], naming forms: [String]) throws {
        let source = widget("        VStack {\n" + lines.joined(separator: "\n") + "\n        }")
        func form(_ line: Int) -> String { line - 12 >= 0 && line - 12 < forms.count ? forms[line - 12] : "?" }
        let errors = WidgetCompiler.compile(SourceFile(path: "test.widget", text: source)).diagnostics.filter { $0.severity == .error }
        for error in errors { Issue.record("\(form(error.range.start.line)): \(error.message)") }
        guard errors.isEmpty else { return }
        let outcome = try TestSession.open(source).render(widget: "W", family: "systemMedium")
        for problem in outcome.problems { Issue.record("\(form(problem.range?.start.line ?? 0)): \(problem.message)") }
    }

    @Test func aViewAWidgetDoesNotShowIsAWarningAtItsNameAndAPlaceholderBox() throws {
        let body = "        VStack {\n            Text(\"top\")\n            List { Text(\"hidden\") }\n        }"
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "test.widget", text: Self.widget(body))).diagnostics
        #expect(Self.located(diagnostics) == ["warning 13:13: 'List' is not shown in a widget; WidgetKit draws a placeholder"])
        let text = try Self.render(body)
        let rows = Self.rows(text)
        #expect(rows.first == "top", "\(text)")
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("░") }, "\(text)")
        #expect(rows.contains { $0.contains("░List░") }, "\(text)")
        #expect(!text.contains("hidden"))
    }

    @Test func aFileMayNameItsOwnTypeAfterAViewAWidgetDoesNotShow() throws {
        let source = Self.widget("        Text(List(name: \"Errands\").name)") + "\nstruct List { var name: String }\n"
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "test.widget", text: source)).diagnostics
        #expect(diagnostics.isEmpty, "\(Self.located(diagnostics))")
        let session = try TestSession.open(source)
        #expect(try session.render(widget: "W", family: "systemMedium").result.text.contains("Errands"))
    }

    @Test func aButtonWithAnActionClosureIsDrawnWithANoteThatATapDoesNothing() throws {
        let body = "        VStack {\n            Button(\"Tap\") { }\n            Button(action: { }) { Text(\"Go\") }\n            Toggle(\"On\", isOn: .constant(true))\n        }"
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "test.widget", text: Self.widget(body))).diagnostics
        #expect(Self.located(diagnostics) == [
            "note 12:13: " + Checker.actionButtonNote,
            "note 13:13: " + Checker.actionButtonNote,
            "note 14:13: " + Checker.bindingToggleNote,
        ])
        let rows = Self.rows(try Self.render(body))
        #expect(rows.count == 3 && rows[0] == "Tap" && rows[1] == "Go" && rows[2].contains("On"), "\(rows)")
    }

    @Test func containersStackTheirParts() throws {
        #expect(Self.rows(try Self.render("        Section { Text(\"body\") } header: { Text(\"head\") } footer: { Text(\"foot\") }")) == ["head", "body", "foot"])
        #expect(Self.rows(try Self.render("        GroupBox(\"Title\") { Text(\"inside\") }")) == ["Title", "inside"])
        let labeled = Self.rows(try Self.render("        LabeledContent(\"Steps\", value: \"8,000\")"))
        #expect(labeled.count == 1 && labeled[0].hasPrefix("Steps") && labeled[0].hasSuffix("8,000") && labeled[0].count > 30, "\(labeled)")
        let unavailable = Self.rows(try Self.render("        ContentUnavailableView(\"No Events\", systemImage: \"star\", description: Text(\"Add one\"))"))
        #expect(unavailable == ["☆", "No Events", "Add one"], "\(unavailable)")
        #expect(Self.rows(try Self.render("        LazyHStack(spacing: 8) { Text(\"a\"); Text(\"b\") }")) == ["a b"])
        #expect(Self.rows(try Self.render("        ControlGroup { Text(\"a\"); Text(\"b\") }")) == ["a b"])
    }

    @Test func aTimelineViewDrawsOnceAtTheEntrysDate() throws {
        let timeline = try Self.render("        TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }")
        let plain = try Self.render("        Text(Date.now, style: .time)")
        #expect(timeline == plain)
        #expect(Self.rows(plain).first?.hasSuffix("AM") == true, "\(plain)")
    }

    @Test func colourFormsComputeTheirComponents() throws {
        let hue = try Self.render("        Color(hue: 0.5, saturation: 1, brightness: 1)", colorMode: .trueColor)
        #expect(hue.contains("38;2;0;255;255m"), "\(hue)")
        // SwiftUI's red (255, 59, 48) half way to its blue (0, 122, 255).
        let mixed = try Self.render("        Color.red.mix(with: .blue, by: 0.5)", colorMode: .trueColor)
        #expect(mixed.contains("38;2;127;90;151m"), "\(mixed)")
        let space = try Self.render("        Color(.sRGB, red: 0, green: 0.5, blue: 1, opacity: 1)", colorMode: .trueColor)
        #expect(space.contains("38;2;0;127;255m"), "\(space)")
    }

    /// `.linearGradient(colors:…)` written as a style lists colours, not stops (it drew black).
    @Test func aGradientWrittenAsAStyleIsDrawnInItsColours() throws {
        let text = try Self.render("        Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))",
                                   colorMode: .trueColor)
        let colours = Set(text.components(separatedBy: "38;2;").dropFirst().map { $0.prefix { $0 != "m" } })
        #expect(colours.count > 3, "\(colours)")
        #expect(!text.contains("38;2;0;0;0m"), "\(text)")
        let elliptical = try Self.render("        Rectangle().fill(.ellipticalGradient(colors: [.red, .blue]))", colorMode: .trueColor)
        #expect(!elliptical.contains("38;2;0;0;0m"), "\(elliptical)")
    }

    @Test func shapeStylesDrawAsTheirWidthAndRadius() throws {
        #expect(try Self.render("        Circle().stroke(style: StrokeStyle(lineWidth: 16, lineCap: .round, dash: [2, 2]))")
                == Self.render("        Circle().stroke(lineWidth: 16)"))
        #expect(try Self.render("        UnevenRoundedRectangle(topLeadingRadius: 40, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: 24)")
                == Self.render("        RoundedRectangle(cornerRadius: 40)"))
        #expect(try Self.render("        RoundedRectangle(cornerSize: CGSize(width: 40, height: 40), style: .continuous)")
                == Self.render("        RoundedRectangle(cornerRadius: 40)"))
        let half = "        Circle().trim(from: 0, to: 0.5)"
        #expect(try Self.render(half + ".rotation(.degrees(90)).stroke(lineWidth: 8)") != Self.render(half + ".stroke(lineWidth: 8)"))
    }

    @Test func aPathIsDrawnInCells() throws {
        let stroke = Self.rows(try Self.render("        Path { p in p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 32, y: 32)) }.stroke(lineWidth: 1)"))
        // 32 points are four columns and four half rows: a diagonal two rows tall.
        #expect(stroke == ["▀▄", "▀▄"], "\(stroke)")
        let square = Self.rows(try Self.render("        Path(CGRect(x: 0, y: 0, width: 32, height: 32))"))
        #expect(square == ["████", "████"], "\(square)")
        let outline = Self.rows(try Self.render("        Path { p in p.addRect(CGRect(x: 0, y: 0, width: 40, height: 32)) }.stroke(.red)"))
        #expect(outline == ["█▀▀▀█", "█▄▄▄█"], "\(outline)")
    }

    /// Huge, infinite and NaN coordinates, angles and radii draw something or nothing, never trap.
    @Test func aPathWithExtremeNumbersIsDrawnWithoutTrapping() throws {
        let body = """
                Path { p in
                    p.move(to: CGPoint(x: 1e308, y: -1e308))
                    p.addLine(to: CGPoint(x: Double.infinity, y: 0.0 / 0.0))
                    p.addArc(center: CGPoint(x: 40, y: 40), radius: 1e300, startAngle: .degrees(-1e300), endAngle: .degrees(1e300), clockwise: true)
                    p.addQuadCurve(to: CGPoint(x: -1e308, y: 1e308), control: CGPoint(x: 0, y: 0))
                    p.addEllipse(in: CGRect(x: 0, y: 0, width: 1e308, height: -1e308))
                    p.closeSubpath()
                }
                .stroke(lineWidth: 1e300)
        """
        _ = try Self.render(body)
        _ = try Self.render(body.replacingOccurrences(of: ".stroke(lineWidth: 1e300)", with: ".fill(.red)"))
    }

    /// An optional view is a view (SwiftUI's `Optional: View`): a modifier on one applies to the view, or to nothing
    /// where it is nil (`configuration.currentValueLabel.padding(4)` in a gauge style).
    @Test func aModifierOnAnOptionalViewAppliesToItsView() throws {
        let source = """
        import SwiftUI
        import WidgetKit

        struct OvEntry: TimelineEntry { let date: Date }
        struct OvGaugeStyle: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                ZStack {
                    Circle().stroke(lineWidth: 2)
                    configuration.currentValueLabel
                        .padding(4)
                }
            }
        }
        struct OvView: View {
            var entry: OvEntry
            var label: Text? { entry.date.timeIntervalSince1970 > 0 ? Text("yes") : nil }
            var none: Text? { nil }
            var body: some View {
                VStack {
                    Gauge(value: 0.5) { Text("G") } currentValueLabel: { Text("50") }
                        .gaugeStyle(OvGaugeStyle())
                    label.padding(2)
                    none.padding(2)
                    Text("end")
                }
            }
        }
        struct OvWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "o", provider: OvProvider()) { OvView(entry: $0) }
            }
        }
        struct OvProvider: TimelineProvider {
            func placeholder(in context: Context) -> OvEntry { OvEntry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (OvEntry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<OvEntry>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
        }
        """
        let errors = WidgetCompiler.compile(SourceFile(path: "O.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(Self.located(errors))")
        let text = try TestSession.open(source, path: "O.swift").render(widget: "OvWidget", family: "systemMedium").result.text
        let rows = text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
        #expect(rows.contains("█     50     █") && rows.contains("yes") && rows.contains("end"), "\(text)")
    }
}

extension SwiftUIViewTests {
    /// Code a widget target shares with its app keeps a `NavigationPath` (an extension of it included) and may hold a
    /// `ScrollViewReader`, drawn as a placeholder; the path is kept, never shown.
    @Test func aNavigationPathIsKeptAndAScrollViewReaderIsAPlaceholder() {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI

            extension NavigationPath {
                mutating func popToRoot() { removeLast(count) }
            }

            struct Router {
                var path = NavigationPath()
                mutating func visit() -> String {
                    path.append(3)
                    path.append("detail")
                    let pushed = path.count
                    path.removeLast()
                    let afterOne = path.count
                    path.popToRoot()
                    return "\\(pushed) \\(afterOne) \\(path.count) \\(path.isEmpty)"
                }
            }

            struct Jumper: View {
                var body: some View {
                    ScrollViewReader { proxy in
                        Text("row").id(1)
                    }
                }
            }

            func run() {
                var router = Router()
                print(router.visit())
            }
            """, fileName: "Router.swift")
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.output == "2 1 0 true\n")
        #expect(outcome.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
                == ["22:9: 'ScrollViewReader' is not shown in a widget; WidgetKit draws a placeholder"])
    }
}

extension SwiftUIViewTests {
    /// `[.leading, .top]` where an `Edge.Set` goes is SwiftUI's edges though an enum of the program has a case `leading`:
    /// a literal's bare members are typed by an element made as the program's value, never by a case name (it checked,
    /// then failed to draw).
    @Test func anEdgeListBesideAnEnumWithACaseOfTheSameNameIsSwiftUIs() throws {
        let source = """
            import SwiftUI
            import WidgetKit

            \(SwiftWidgetDrawing.entryAndProvider)
            struct Segment: View {
                enum Position { case leading, trailing }
                var position: Position
                var body: some View { Text(position == .leading ? "L" : "T") }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "W", provider: P()) { _ in
                        HStack { Segment(position: .leading); Text("edge") }.padding([.leading, .top, .bottom]).padding(.trailing, 32)
                    }
                }
            }
            """
        let outcome = try TestSession.open(source, path: "W.swift").render(widget: "W", family: "systemMedium")
        #expect(outcome.problems.map(\.message) == [])
        #expect(outcome.result.text.contains("L edge"), "\(outcome.result.text)")
    }
}
