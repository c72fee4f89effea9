import Foundation
import WidgetLanguage
import WidgetRender

extension WidgetSession {
    /// Runs an intent with parameters given as text (`id=…`), in one store
    /// transaction: any error rolls all of its writes back. Gives the message
    /// the intent returned, if any.
    @discardableResult
    public func perform(intent name: String, arguments: [String: String]) throws -> String? {
        guard case .intent(let decl)? = program.declaration(name)?.kind, let symbol = program.typeSymbol(name) else {
            let hint = closestMatch(to: name, in: program.intentNames).map { "; did you mean '\($0)'?" } ?? ""
            let known = program.intentNames.isEmpty ? "" : " (intents: \(program.intentNames.joined(separator: ", ")))"
            throw SessionError("no intent named '\(name)'\(hint)\(known)")
        }
        for key in arguments.keys where symbol.field(key) == nil {
            let hint = closestMatch(to: key, in: symbol.fields.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw SessionError("intent '\(name)' has no parameter '\(key)'\(hint)")
        }
        try noticeReopenedStore()
        let interpreter = self.interpreter()
        let env = Environment(parent: nil)
        // An intent that declares `init()` is made with it, and the parameters given are set on what it made, as AppIntents does.
        var made: ObjectValue?
        if let initializer = symbol.initializers.first(where: { $0.parameters.isEmpty }) {
            do {
                let value = try interpreter.within(.perform) { try interpreter.runInitializer(initializer, of: symbol, [], at: initializer.nameRange) }
                if case .object(let object) = value { made = object }
            } catch let error as RuntimeError {
                throw SessionError("intent '\(name)' failed in init(): \(error.message)", at: error.range)
            } catch is OptionalChainNil {
                throw SessionError("intent '\(name)' failed in init(): an optional chain was nil", at: initializer.range)
            }
        }
        for field in symbol.fields {
            if let text = arguments[field.name], let entity = isEntity(field.type), !(text.isEmpty && field.type != field.type.unwrapped) {
                // `@Parameter var city: CityEntity`: the id passed is resolved by the entity's query before `perform`, as AppIntents does.
                guard let match = try resolveEntity(entity, id: text, interpreter) else {
                    throw SessionError("parameter '\(field.name)' of intent '\(name)': \(entity) '\(text)' is not among what its query's entities(for:) gives")
                }
                env.define(LocalKey(field.name, declaredAt: field.range), match)
            } else if let text = arguments[field.name] {
                let enumCases: (String) -> [String]? = { self.program.typeSymbol($0)?.kind == .enumeration ? self.program.typeSymbol($0)?.cases : nil }
                switch ParameterText.decode(text, as: field.type, enumCases: enumCases, dates: options.dates) {
                case .success(let value): env.define(LocalKey(field.name, declaredAt: field.range), value)
                case .failure(let problem):
                    throw SessionError("parameter '\(field.name)' of intent '\(name)' expects \(problem.expected), not '\(text)'")
                }
            } else if let value = made?[field.name], !value.isNull || field.type != field.type.unwrapped {
                env.define(LocalKey(field.name, declaredAt: field.range), value)  // as `init()` left it
            } else if field.hasDefault {
                env.define(LocalKey(field.name, declaredAt: field.range), try interpreter.defaultValue(of: field.name, in: symbol, at: field.range))
            } else {
                throw SessionError("intent '\(name)' needs parameter '\(field.name)' (\(field.type)); pass \(field.name)=VALUE")
            }
        }
        guard let perform = decl.perform else { throw SessionError("intent '\(name)' has no perform block") }
        trace("perform \(name)(\(symbol.fields.map { "\($0.name): \(arguments[$0.name] ?? "default")" }.joined(separator: ", ")))")
        do {
            let result = try write {
                try interpreter.runPerform(perform, of: name, in: env)
            }
            if keepsProcessState {
                reloadAfterPerform = Set(program.widgetNames.flatMap { widget in program.families(ofWidget: widget).map { timelineSlot(widget, $0) } })
            }
            if case .string(let message) = result { return message }
            return nil
        } catch let error as RuntimeError {
            let message = error.isCatchable ? "intent '\(name)' failed: \(error.message)" : error.message
            throw SessionError(message, at: error.range)
        } catch is OptionalChainNil {
            throw SessionError("intent '\(name)' failed: an optional chain was nil", at: perform.range)
        }
    }

    /// When another process removed or replaced the store file (`widgetry store FILE
    /// reset`), the store opens the new file; the session then runs the seeds on it and
    /// says so with the next render, so no write goes to the old file unannounced.
    func noticeReopenedStore() throws {
        _ = store.dataVersion  // checks the file, and reopens it if it changed
        guard store.reopenCount != seenStoreReopenings else { return }
        seenStoreReopenings = store.reopenCount
        storeWarnings.append(SessionError("the store at \(store.path) was reset or replaced by another process; "
                                          + "opened the new one (writes go there)"))
        try runSeeds()
    }

    /// Presses button `number` of the widget as it shows now: runs its intent
    /// (after `defaultResult`, as WidgetKit resolves a configured widget's intent).
    @discardableResult
    public func tap(widget: String, family: String, button number: Int) throws -> String? {
        let outcome = try render(widget: widget, family: family)
        guard number >= 1, number <= outcome.result.buttons.count else {
            throw SessionError(outcome.result.buttons.isEmpty ? "widget '\(widget)' has no buttons"
                               : "no button \(number); the widget has buttons 1…\(outcome.result.buttons.count)")
        }
        let action = outcome.result.buttons[number - 1].action
        if let (_, fields) = configurationParameters(widget) {
            let interpreter = self.interpreter()
            for field in fields { if let entity = isEntity(field.type) { trace("defaultResult"); _ = try runEntityQuery(entity, "defaultResult", ids: nil, interpreter) } }
        }
        var arguments: [String: String] = [:]
        for argument in action.arguments {
            guard let eq = argument.firstIndex(of: "=") else { continue }
            arguments[String(argument[..<eq])] = String(argument[argument.index(after: eq)...])
        }
        return try perform(intent: action.intent, arguments: arguments)
    }
}
