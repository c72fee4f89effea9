import Foundation
import Testing
@testable import WidgetRuntime

/// Every modifier and view the registry lists checks and draws: none is
/// accepted by the checker and then "unknown" when a body is built. Each entry carries
/// its implementation, and this walk calls every one of them through check and render.
@Suite struct BuiltinViewTableTests {
    static let registry = BuiltinRegistry.standard

    static func argument(_ parameter: Signature.Parameter) -> String {
        let value: String
        if let type = parameter.type {
            value = BuiltinTableTests.sampleSource(type)
        } else {
            switch parameter.label {
            case "alignment": value = ".center"
            case "for": value = ".widget"
            case "intent": value = "Noop()"
            case "isOn": value = "true"
            case "systemName", "systemImage": value = "\"star\""
            case "destination": value = "\"https://example.com\""
            case "in": value = "0...10"
            case nil: value = "1"
            default: value = "1"
            }
        }
        return (parameter.label.map { "\($0): " } ?? "") + value
    }

    static func form(_ name: String, _ signature: Signature, isModifier: Bool) -> String {
        let arguments = signature.parameters.filter(\.isRequired).map(argument).joined(separator: ", ")
        var text = isModifier ? "Text(\"x\").\(name)(\(arguments))" : "\(name)(\(arguments))"
        if let closure = signature.closures.first {
            text += closure.isEmpty ? " { Text(\"in\") }" : ""
            if !closure.isEmpty, signature.closureRequired { text += " { Text(\"in\") }" }
        }
        return text
    }

    static func widget(_ body: String) -> String {
        """
        intent Noop { perform { } }
        entry E { var v: String }
        provider P {
            placeholder { E(v: "") }
            timeline { Timeline(entries: [E(v: "")], policy: .never) }
        }
        widget W {
            families: [.systemMedium]
            provider: P
            body(entry) {
                VStack {
                    \(body)
                }
            }
        }
        """
    }

    /// Forms written by hand for the views whose arguments the walk cannot invent from their signatures
    /// (a collection and a closure that takes its element, an intent, a Boolean binding).
    static let writtenForms: [String: [String]] = [
        "ForEach": ["ForEach([1, 2], id: \\.self) { n in Text(\"\\(n)\") }"],
        "Button": ["Button(intent: Noop()) { Text(\"in\") }", "Button(\"x\", intent: Noop())", "Button(\"x\", systemImage: \"star\", intent: Noop())",
                   "Button(\"x\") { }", "Button(action: { }) { Text(\"in\") }"],
        "Toggle": ["Toggle(isOn: true, intent: Noop()) { Text(\"in\") }", "Toggle(\"x\", isOn: true, intent: Noop())", "Toggle(\"x\", isOn: true)"],
    ]

    /// The entries whose walked forms draw with a problem, as the argument they need cannot be `1` or a sample
    /// of a type: a member name (`.multilineTextAlignment(.center)`, `.redacted(reason: .placeholder)`,
    /// `.safeAreaInset(edge: .top)`, `.containerRelativeFrame(.horizontal)`), a view (`AnyView(Text("x"))`)
    /// or an intent of a control widget. Any other entry must draw.
    static let needsAnArgumentTheWalkCannotInvent: Set<String> = [
        ".containerRelativeFrame", ".multilineTextAlignment", ".redacted", ".safeAreaInset", ".truncationMode",
        "AnyView", "ControlWidgetButton", "ControlWidgetToggle",
    ]

    /// Messages that mean an entry the checker accepts has no implementation, whatever its arguments.
    static func isUndrawable(_ message: String) -> Bool {
        BuiltinTableTests.isUnknown(message) || message.contains("cannot be drawn")
    }

    /// Every view and modifier entry of the table, each of its forms: it checks, and it draws or fails
    /// only for an argument value the walk could not invent (never as unknown or undrawable).
    @Test func everyModifierChecksAndDraws() throws {
        var forms: [(entry: String, form: String)] = []
        for name in Self.registry.modifiers.keys.sorted() {
            guard let modifier = Self.registry.modifiers[name] else { continue }
            forms += modifier.overloads.map { ("." + name, Self.form(name, $0, isModifier: true)) }
        }
        for name in Self.registry.views.keys.sorted() {
            guard let view = Self.registry.views[name] else { continue }
            if let written = Self.writtenForms[name] {
                forms += written.map { (name, $0) }
            } else {
                forms += view.overloads.map { (name, Self.form(name, $0, isModifier: false)) }
            }
        }
        var drawn: Set<String> = []
        for (entry, form) in forms {
            let source = Self.widget(form)
            let errors = BuiltinHarness.errors(source)
            #expect(errors.isEmpty, "\(form): \(errors)")
            guard errors.isEmpty else { continue }
            do {
                let session = try BuiltinHarness.session(source, now: "2025-03-01T00:00:00Z", timeZone: "UTC")
                let outcome = try session.render(widget: "W", family: "systemMedium")
                for problem in outcome.problems { #expect(!Self.isUndrawable(problem.message), "\(form): \(problem.message)") }
                if outcome.problems.isEmpty { drawn.insert(entry) }
            } catch {
                #expect(!Self.isUndrawable("\(error)"), "\(form): \(error)")
            }
        }
        // The walk cannot miss an entry: every one of the table has a form, and nearly all draw with the walk's arguments.
        let entries = Set(Self.registry.modifiers.keys.map { "." + $0 }).union(Self.registry.views.keys)
        let walked = Set(forms.map(\.entry))
        #expect(entries.subtracting(walked).isEmpty, "not walked: \(entries.subtracting(walked).sorted())")
        #expect(entries.subtracting(drawn) == Self.needsAnArgumentTheWalkCannotInvent, "drew with a problem: \(entries.subtracting(drawn).sorted())")
    }
}
