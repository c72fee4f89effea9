import Foundation
import WidgetLanguage
import WidgetRender

/// The functions a `test` block may call, added to its interpreter:
///
///     expect(condition)                    expect(condition, "message")
///     expect(throws: "text") { … }         the block must fail with an error containing "text"
///     render(.systemSmall)                 the widget as plain text (a String), after a fresh timeline
///     perform(CompleteToDo(id: todo.id))   runs an intent in its own transaction, as a tap would
///     tap(2, .systemLarge)                 presses button 2 of the widget as it shows now
///     configure(TodoOptions(hideCompleted: true))   sets the widget's configuration
///
/// `render`, `tap` and `configure` take `widget: "Name"` when the file has several widgets.
enum TestBuiltins {
    static func install(in interpreter: Interpreter, for run: TestRun) {
        interpreter.extraBuiltins["expect"] = { interpreter, args, range in
            try expect(args, interpreter, run, at: range)
            return .null
        }
        interpreter.extraBuiltins["render"] = { _, args, range in
            let widget = try run.widget(stringArgument("widget", args), at: range)
            let family = try familyArgument(args, run, widget: widget, at: range)
            do {
                let outcome = try run.session.render(widget: widget, family: family, options: RenderOptions(colorMode: .none))
                if let problem = outcome.problems.first {
                    throw RuntimeError("rendering \(widget) failed: \(problem.message)", at: problem.range ?? range, isCatchable: true)
                }
                return .string(outcome.result.text)
            } catch let error as SessionError {
                throw RuntimeError(error.message, at: error.range ?? range, isCatchable: true)
            }
        }
        interpreter.extraBuiltins["perform"] = { _, args, range in
            guard case .object(let intent)? = args.first?.value else {
                throw RuntimeError("'perform' takes an intent, as in perform(CompleteToDo(id: todo.id))", at: range)
            }
            do {
                return try run.session.perform(intent: intent, at: range)
            } catch let error as RuntimeError where error.isCatchable && error.range != range {
                // Reported at the test's line; where the intent threw is in the message.
                throw RuntimeError("\(error.message) (thrown at line \(error.range.start.line))", at: range,
                                   isCatchable: true, thrown: error.thrown)
            }
        }
        interpreter.extraBuiltins["configure"] = { _, args, range in
            try configure(args, run, at: range)
            return .null
        }
        interpreter.extraBuiltins["tap"] = { _, args, range in
            guard case .int(let number)? = args.first?.value else {
                throw RuntimeError("'tap' takes a button number, as in tap(1)", at: range)
            }
            let widget = try run.widget(stringArgument("widget", args), at: range)
            let family = try familyArgument(Array(args.dropFirst()), run, widget: widget, at: range)
            do {
                try run.session.tap(widget: widget, family: family, button: number)
                return .null
            } catch let error as SessionError {
                throw RuntimeError(error.message, at: range, isCatchable: true)
            }
        }
    }

    /// `configure(Options(name: value))`: sets every parameter of the widget's configuration.
    static func configure(_ args: [CallArgument], _ run: TestRun, at range: SourceRange) throws {
        guard case .object(let configuration)? = args.first(where: { $0.label == nil })?.value else {
            throw RuntimeError("'configure' takes a configuration value, as in configure(TodoOptions(hideCompleted: true))", at: range)
        }
        let widget = try run.widget(stringArgument("widget", args), at: range)
        do {
            for field in configuration.fields where !field.value.isNull {
                try run.session.setConfiguration(widget: widget, name: field.name, value: ParameterText.encode(field.value))
            }
        } catch let error as SessionError {
            throw RuntimeError(error.message, at: range, isCatchable: true)
        }
    }

    static func expect(_ args: [CallArgument], _ interpreter: Interpreter, _ run: TestRun, at range: SourceRange) throws {
        if case .closure(let block)? = args.first(where: { $0.label == "{}" })?.value {
            let wanted = stringArgument("throws", args)
            do {
                _ = try interpreter.callClosure(block, [], at: range)
            } catch let error as RuntimeError where error.isCatchable {
                if let wanted, !error.message.contains(wanted) {
                    run.fail("expected an error containing \"\(wanted)\", got: \(error.message)", at: range)
                }
                return
            }
            run.fail(wanted.map { "expected an error containing \"\($0)\", but none was thrown" } ?? "expected an error, but none was thrown", at: range)
            return
        }
        guard case .bool(let holds)? = args.first?.value else {
            throw RuntimeError("'expect' takes a condition (a Bool)", at: range)
        }
        guard !holds else { return }
        let condition = args.first.map { Expectation.sourceText($0.range, run.program.file) } ?? "condition"
        let note = args.dropFirst().first.map { " — " + ValueFormatting.describe($0.value) } ?? ""
        run.fail("expectation failed: \(condition)\(note)", at: args.first?.range ?? range)
    }

    static func stringArgument(_ label: String, _ args: [CallArgument]) -> String? {
        if case .string(let text)? = args.first(where: { $0.label == label })?.value { return text }
        return nil
    }

    /// The family argument (`.systemSmall`), or the widget's first family.
    static func familyArgument(_ args: [CallArgument], _ run: TestRun, widget: String, at range: SourceRange) throws -> String {
        for argument in args where argument.label == nil {
            switch argument.value {
            case .member(let name, _), .family(let name), .string(let name): return name
            default: continue
            }
        }
        guard let first = run.program.families(ofWidget: widget).first else {
            throw RuntimeError("widget '\(widget)' has no families", at: range)
        }
        return first
    }
}

extension WidgetSession {
    /// Runs an intent given as a value (`perform(CompleteToDo(id: …))` in a
    /// test): its `perform` block in one store transaction, like a tap.
    func perform(intent: ObjectValue, at range: SourceRange) throws -> Value {
        guard case .intent(let decl)? = program.declaration(intent.type)?.kind, let perform = decl.perform else {
            throw RuntimeError("'\(intent.type)' is not an intent with a perform block", at: range)
        }
        trace("perform \(intent.type)(\(intent.fields.map { "\($0.name): \(ValueFormatting.quotedDescription($0.value))" }.joined(separator: ", ")))")
        let interpreter = self.interpreter()
        let env = Environment(parent: nil)
        // Each field is the variable its declaration in the intent is, where the checker bound the block's reads of it.
        let declared = program.symbols.types[intent.type]?.fields ?? []
        for field in intent.fields {
            if let place = declared.first(where: { $0.name == field.name })?.range {
                env.define(LocalKey(field.name, declaredAt: place), field.value)
            } else {
                env.define(field.name, field.value)
            }
        }
        do {
            return try write { try interpreter.within(.perform) { try interpreter.evalBody(perform.body, env) } }
        } catch let error as RuntimeError where error.isCatchable {
            throw RuntimeError("intent '\(intent.type)' failed: \(error.message)", at: error.range, isCatchable: true, thrown: error.thrown)
        } catch is OptionalChainNil {
            throw RuntimeError("intent '\(intent.type)' failed: an optional chain was nil", at: perform.range, isCatchable: true)
        }
    }
}
