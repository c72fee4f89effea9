import Foundation
import Testing
@testable import WidgetRuntime

/// Every modifier and view the registry lists checks and draws: none is
/// accepted by the checker and then "unknown" when a body is built.
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

    @Test func everyModifierChecksAndDraws() throws {
        var forms: [String] = []
        for name in Self.registry.modifiers.keys.sorted() {
            guard let modifier = Self.registry.modifiers[name] else { continue }
            forms += modifier.overloads.map { Self.form(name, $0, isModifier: true) }
        }
        for name in Self.registry.views.keys.sorted() where !["ForEach", "Button", "Toggle"].contains(name) {
            guard let view = Self.registry.views[name] else { continue }
            forms += view.overloads.map { Self.form(name, $0, isModifier: false) }
        }
        for form in forms {
            let source = Self.widget(form)
            let errors = BuiltinHarness.errors(source)
            #expect(errors.isEmpty, "\(form): \(errors)")
            guard errors.isEmpty else { continue }
            do {
                let session = try BuiltinHarness.session(source, now: "2025-03-01T00:00:00Z", timeZone: "UTC")
                let outcome = try session.render(widget: "W", family: "systemMedium")
                for problem in outcome.problems { #expect(!BuiltinTableTests.isUnknown(problem.message), "\(form): \(problem.message)") }
            } catch {
                #expect(!BuiltinTableTests.isUnknown("\(error)"), "\(form): \(error)")
            }
        }
        #expect(forms.count > 60)
    }
}
