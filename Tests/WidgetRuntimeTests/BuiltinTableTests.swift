import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Every entry of the table of built-ins runs (no "unknown" at run time) and
/// the checker accepts its documented form; docs/apple-api.md is generated from it.
@Suite struct BuiltinTableTests {
    static let registry = BuiltinRegistry.standard

    /// A value of a parameter's type, for calling an entry directly.
    static func sample(_ type: SemanticType?, _ interpreter: Interpreter) -> Value {
        switch type ?? .unknown {
        case .int: return .int(1)
        case .double: return .double(1.5)
        case .string: return .string("yyyy-MM-dd")
        case .bool: return .bool(true)
        case .date: return .date(interpreter.now)
        case .data: return .data(Data("{}".utf8))
        case .font: return .member(name: "body", arguments: [])
        case .color: return .member(name: "red", arguments: [])
        case .optional(let inner): return sample(inner, interpreter)
        case .array(let inner): return .array([sample(inner, interpreter)])
        case .dictionary(let key, let value): return .dictionary([DictionaryPair(key: sample(key, interpreter), value: sample(value, interpreter))])
        case .named(let name): return registry.types[name]?.sample(interpreter) ?? .null
        case .shape: return registry.types[PathBuiltins.typeName]?.sample(interpreter) ?? .null
        default: return .int(1)
        }
    }

    /// How a widget file writes a value of a parameter's type.
    static func sampleSource(_ type: SemanticType?) -> String {
        switch type ?? .unknown {
        case .int: return "1"
        case .double: return "1.5"
        case .string: return "\"yyyy-MM-dd\""
        case .bool: return "true"
        case .date: return "now"
        case .data: return "Data()"
        case .font: return ".body"
        case .color: return ".red"
        case .closure: return "{ $0 == $0 }"
        case .optional(let inner): return sampleSource(inner)
        case .array(let inner): return "[\(sampleSource(inner))]"
        case .dictionary(let key, let value): return "[\(sampleSource(key)): \(sampleSource(value))]"
        case .named(let name): return registry.types[name]?.sampleSource ?? "nil"
        case .shape: return "Path(CGRect(x: 0, y: 0, width: 4, height: 4))"
        default: return "1"
        }
    }

    static func arguments(_ signature: Signature, _ interpreter: Interpreter) -> [CallArgument] {
        signature.parameters.filter(\.isRequired).map {
            CallArgument(label: $0.label, value: sample($0.type, interpreter), range: SourceRange.none)
        }
    }

    static func sourceArguments(_ signature: Signature) -> String {
        signature.parameters.filter(\.isRequired).map { ($0.label.map { "\($0): " } ?? "") + sampleSource($0.type) }.joined(separator: ", ")
    }

    func interpreter() throws -> Interpreter {
        let session = try BuiltinHarness.session(BuiltinHarness.source(statements: "", value: "1"), now: "2025-03-01T00:00:00Z", timeZone: "UTC")
        return Interpreter(program: session.program, registry: session.registry, models: session.models,
                           clock: Clock(fixed: session.now), dates: session.options.dates)
    }

    /// Messages that mean the checker and the interpreter disagree about what exists.
    static func isUnknown(_ message: String) -> Bool {
        ["unknown", "has no member", "has no method", "is not available", "cannot be called"].contains { message.contains($0) }
    }

    @Test func everyTypeEntryRunsWithSampleArguments() throws {
        let interpreter = try interpreter()
        var calls = 0
        for name in Self.registry.types.keys {
            guard let type = Self.registry.types[name] else { continue }
            for member in type.allMembers {
                let receiver = member.kind == .initializer || member.isStatic ? Value.type(name) : type.sample(interpreter)
                for signature in member.overloads.isEmpty ? [Signature("")] : member.overloads {
                    calls += 1
                    do {
                        _ = try member.body(interpreter, receiver, Self.arguments(signature, interpreter), SourceRange.none)
                    } catch let error as RuntimeError {
                        #expect(!Self.isUnknown(error.message), "\(member.display(in: name)): \(error.message)")
                    }
                }
            }
        }
        #expect(calls > 150)
    }

    @Test func everyFunctionWithAnImplementationRuns() throws {
        let interpreter = try interpreter()
        // Every function has its implementation; `expect`, `render` and the other test functions run
        // the hooks of a `test` block's runner and are "not available" outside one, as the checker says.
        for name in Self.registry.functions.keys where !Checker.isTestFunction(name) {
            guard let function = Self.registry.functions[name], let body = function.body else { continue }
            for signature in function.overloads {
                do {
                    _ = try body(interpreter, Self.arguments(signature, interpreter), SourceRange.none)
                } catch let error as RuntimeError {
                    #expect(!Self.isUnknown(error.message), "\(signature.display(name)): \(error.message)")
                }
            }
        }
    }

    /// Each entry's documented form, written as a widget would, checks without an error and runs
    /// without an "unknown" (sample values may still fail, e.g. a nil unwrapped).
    @Test func theCheckerAcceptsAndTheInterpreterRunsEveryDocumentedForm() throws {
        var forms: [String] = []
        for name in Self.registry.types.keys.sorted() {
            guard let type = Self.registry.types[name], !type.checksImplicitMembers || name == "Font" || name == "Color" else { continue }
            // SwiftData's types need a model of the file (`FetchDescriptor<Item>`): SwiftDataTests write each form.
            if SwiftData.typeNames.contains(name) { continue }
            for member in type.allMembers {
                let overloads = member.overloads.isEmpty ? [Signature("")] : member.overloads
                for signature in overloads {
                    let arguments = Self.sourceArguments(signature)
                    // A form that requires a trailing closure is written with one that takes and ignores what it is given.
                    let closure = signature.closureRequired ? " { _ in }" : ""
                    switch member.kind {
                    case .staticProperty: forms.append("\(name).\(member.name)")
                    case .property: forms.append("\(type.sampleSource).\(member.name)")
                    case .initializer: forms.append("\(name)(\(arguments))\(closure)")
                    case .staticMethod: forms.append("\(name).\(member.name)(\(arguments))\(closure)")
                    case .method: forms.append("(\(type.sampleSource)).\(member.name)(\(arguments))\(closure)")
                    }
                }
            }
        }
        for form in forms {
            let source = BuiltinHarness.source(statements: "", value: form)
            let errors = BuiltinHarness.errors(source)
            #expect(errors.isEmpty, "\(form): \(errors)")
            if errors.isEmpty {
                let failure = BuiltinHarness.failure(form)
                // (A form that ran gives "no error: " and its value, which may be a case named `unknown`.)
                #expect(failure.hasPrefix("no error: ") || !Self.isUnknown(failure), "\(form): \(failure)")
            }
        }
        #expect(forms.count > 100)
    }

    @Test func theDocsAreGeneratedFromTheTable() {
        let text = BuiltinDocs.markdown(Self.registry)
        #expect(text.contains("| `calendar.date(byAdding: Calendar.Component, value: Int, to: Date, [wrappingComponents: Bool])` | Date? |  |"))
        if let mismatch = Golden.compare(text, with: PackagePaths.path("docs/apple-api.md")) {
            Issue.record("\(mismatch)")
        }
    }
}
