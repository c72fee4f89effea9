import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// The "never unknown" rule for modifiers: every SwiftUI modifier call a widget
/// may write (`ModifierProbeList`) checks without an error in a Swift widget,
/// the noted ones with their note at their name, and the widget renders.
@Suite struct ModifierProbeTests {
    static let path = "probe.swift"

    /// Calls whose receiver-side type belongs to the view constructors' table (VIEWS:
    /// `RoundedRectangle(style:)`, `Font.leading(_:)`); kept in the list, checked there.
    static let viewConstructorCalls: Set<String> = [
        "clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))", "font(Font.system(size: 40).leading(.tight))",
    ]

    static var calls: [String] { ModifierProbeList.calls.filter { !viewConstructorCalls.contains($0) } }

    @Test func everyProbedModifierChecksWithItsNotesAndRenders() throws {
        let all = Self.calls
        #expect(all.count > 340)
        // In files of 60 calls: at most 100 diagnostics are shown.
        for start in stride(from: 0, to: all.count, by: 60) {
            let calls = Array(all[start..<min(all.count, start + 60)])
            let source = ModifierProbeList.swiftSource(calls)
            let diagnostics = WidgetCompiler.compile(SourceFile(path: Self.path, text: source)).diagnostics
            let errors = diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line): \($0.message)" }
            #expect(errors.isEmpty, "\(errors)")
            // Each call of a noted modifier has its note, at the modifier's name.
            let notes = Set(diagnostics.filter { $0.severity == .note }.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })
            for (index, call) in calls.enumerated() {
                let name = String(call.prefix { $0.isLetter || $0.isNumber })
                guard let why = StillFrameModifiers.table.first(where: { $0.0 == name })?.2 else { continue }
                let column = 12 + "Text(\"\(index)\").".count + 1
                let note = "\(ModifierProbeList.firstCallLine + index):\(column): '.\(name)' has no effect in a terminal: \(why)"
                #expect(notes.contains(note), "\(call): \(note)")
            }
            let session = try TestSession.open(source, path: Self.path)
            let text = try session.render(widget: "W", family: "systemLarge").result.text
            #expect(!text.isEmpty)
        }
    }

    /// Each call alone renders (a wrong argument fails where the view is built, one call at a time).
    @Test func eachProbedModifierRendersAlone() throws {
        for call in Self.calls {
            let session = try TestSession.open(ModifierProbeList.swiftSource([call]), path: Self.path)
            #expect(throws: Never.self, "\(call)") { _ = try session.render(widget: "W", family: "systemSmall") }
        }
    }

    @Test func aWrongArgumentIsStillALocatedErrorAndAMisspeltModifierUnknown() {
        func errors(_ call: String) -> [String] {
            WidgetCompiler.compile(SourceFile(path: Self.path, text: ModifierProbeList.swiftSource([call]))).diagnostics
                .filter { $0.severity == .error }.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        }
        let withoutClosure = errors("onChange(of: 1)")
        #expect(withoutClosure.count == 1 && withoutClosure[0].hasPrefix("21:") && withoutClosure[0].contains("onChange"), "\(withoutClosure)")
        #expect(errors("position(x: \"a\")") == ["21:35: cannot use a value of type String as Double for '.position'"])
        #expect(errors("offset(CGPoint(x: 1, y: 2))").first?.contains("as CGSize for '.offset'") == true, "\(errors("offset(CGPoint(x: 1, y: 2))"))")
        #expect(errors("positon(x: 1, y: 2)") == ["21:23: unknown modifier '.positon'; did you mean '.position'?"])
        #expect(errors("onAppear { unknownName }").first?.contains("unknownName") == true, "closures are checked, not run")
    }
}
