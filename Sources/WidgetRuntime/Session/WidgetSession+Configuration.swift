import Foundation
import WidgetLanguage

/// One parameter of a widget's configuration, for `widgetry configure`.
public struct ConfigurationParameter: Sendable {
    public var name: String
    public var title: String
    public var type: String
    public var value: String
    public var suggestions: [String]
}

enum ResolvedConfiguration {
    case none
    case configured(Value)
    case unconfigured(String)
}

extension WidgetSession {
    /// The stored configuration texts of a widget instance, with `--config` overrides on top.
    func configurationTexts(_ widget: String) throws -> [String: String] {
        var texts = try storedConfiguration(widget)
        for (key, value) in options.configOverrides { texts[key] = value }
        return texts
    }

    func configurationParameters(_ widget: String) -> (name: String, fields: [FieldSymbol])? {
        guard let name = program.names(ofWidget: widget).configuration, let symbol = program.typeSymbol(name) else { return nil }
        return (name, symbol.fields)
    }

    func isEntity(_ type: SemanticType) -> String? {
        if case .named(let name) = type.unwrapped, program.typeSymbol(name)?.kind == .entity { return name }
        return nil
    }

    /// Builds the configuration value, asking entity queries as WidgetKit does:
    /// `defaultResult` when nothing is chosen yet, then `entities(for:)` for the chosen id.
    func resolveConfiguration(_ widget: String, _ interpreter: Interpreter) throws -> ResolvedConfiguration {
        guard let (typeName, fields) = configurationParameters(widget) else { return .none }
        var texts = try configurationTexts(widget)
        var stored = try storedConfiguration(widget)
        var values: [(name: String, value: Value)] = []
        for field in fields {
            let text = texts[field.name]
            if let entity = isEntity(field.type) {
                var id = text
                if id == nil {
                    trace("defaultResult")
                    if case let chosen = try runEntityQuery(entity, "defaultResult", ids: nil, interpreter),
                       let chosenID = interpreter.entityIdentifier(chosen) {
                        id = ParameterText.encode(chosenID)
                        stored[field.name] = id
                        texts[field.name] = id
                        try keepState("the default configuration is used but was not saved") {
                            try store.transaction(durable: false) { try state.setStrings(configurationKey(widget), stored) }
                        }
                    }
                }
                if id == nil, case .optional = field.type {
                    // `@Parameter var server: ServerEntity?`: nothing chosen is nil, as on a phone.
                    values.append((field.name, .null))
                    continue
                }
                guard let id else { return .unconfigured("no \(title(of: field.name, in: typeName)) chosen") }
                guard let match = try resolveEntity(entity, id: id, interpreter) else {
                    return .unconfigured("\(title(of: field.name, in: typeName)) '\(id)' is not available")
                }
                values.append((field.name, match))
            } else if let text {
                switch ParameterText.decode(text, as: field.type, enumCases: { self.program.typeSymbol($0)?.kind == .enumeration ? self.program.typeSymbol($0)?.cases : nil },
                                            dates: options.dates) {
                case .success(let value): values.append((field.name, value))
                case .failure(let problem):
                    throw SessionError("configuration '\(field.name)' of \(typeName) expects \(problem.expected), not '\(text)'")
                }
            } else {
                values.append((field.name, try interpreter.defaultValue(of: field.name, in: program.typeSymbol(typeName) ?? TypeSymbol(kind: .configuration, name: typeName, fields: [], staticFields: [], cases: [], functions: [], range: .none), at: .none)))
            }
        }
        return .configured(.object(ObjectValue(type: typeName, fields: values)))
    }

    func title(of parameter: String, in typeName: String) -> String {
        guard case .configuration(let decl)? = program.declaration(typeName)?.kind,
              let field = decl.parameters.first(where: { $0.name == parameter }),
              let attribute = field.attribute("Parameter"),
              case .string(let parts)? = attribute.arguments.first(where: { $0.label == "title" })?.value.kind,
              case .text(let title)? = parts.first else { return parameter }
        return title
    }

    /// An entity's id written as text, as a value of the type of its `id` (`Int`, `UUID`, `String`, …).
    func entityID(_ text: String, of entity: String) throws -> Value {
        guard let type = program.typeSymbol(entity)?.field("id")?.type.unwrapped else { return .string(text) }
        // A `UUID` is text to the checker; its id is refused unless it is one, and is made as `UUID(uuidString:)` makes it.
        var written: TypeRef.Kind?
        if case .entity(let decl)? = program.declaration(entity)?.kind { written = (decl.fields.first { $0.name == "id" }?.type ?? decl.computed.first { $0.name == "id" }?.type)?.kind }
        if case .named("UUID")? = written {
            guard let uuid = UUID(uuidString: text) else { throw SessionError("an id of \(entity) is a UUID, not '\(text)'") }
            return FoundationMisc.uuidValue(uuid)
        }
        switch ParameterText.decode(text, as: type, enumCases: { _ in nil }) {
        case .success(let value): return value
        case .failure(let problem): throw SessionError("an id of \(entity) is \(problem.expected), not '\(text)'")
        }
    }

    /// The entity whose id is `id`, found by its query's `entities(for:)` as AppIntents resolves a parameter; nil when it gives none.
    func resolveEntity(_ entity: String, id: String, _ interpreter: Interpreter) throws -> Value? {
        trace("entities(for: [\"\(id)\"])")
        guard case .array(let items) = try runEntityQuery(entity, "entities", ids: [id], interpreter) else { return nil }
        // The id as its type writes it (a UUID's text in capitals).
        let key = ParameterText.encode(try entityID(id, of: entity))
        return items.first { item in interpreter.entityIdentifier(item).map { ParameterText.encode($0) == key } ?? false }
    }

    /// Runs `defaultResult`, `suggestedEntities` or `entities(for ids)` of an entity's query.
    func runEntityQuery(_ entity: String, _ block: String, ids: [String]?, _ interpreter: Interpreter) throws -> Value {
        guard case .entity(let decl)? = program.declaration(entity)?.kind,
              let query = decl.query.first(where: { $0.name == block }) else { return .null }
        let env = Environment(parent: nil)
        if let parameter = query.parameters.first { env.define(LocalKey(parameter.name, declaredAt: parameter.range), .array(try (ids ?? []).map { try entityID($0, of: entity) })) }
        do {
            return try interpreter.within(.entityQuery) { try interpreter.evalBody(query.body, env) }
        } catch let error as RuntimeError {
            throw SessionError(error.message, at: error.range)
        }
    }

    /// The parameters of a widget's configuration with their current values and suggestions.
    public func configurationParameters(widget: String) throws -> [ConfigurationParameter] {
        guard let (typeName, fields) = configurationParameters(widget) else { return [] }
        let texts = try configurationTexts(widget)
        let interpreter = self.interpreter()
        var result: [ConfigurationParameter] = []
        for field in fields {
            var suggestions: [String] = []
            var value = texts[field.name]
            if let entity = isEntity(field.type) {
                trace("suggestedEntities")
                if case .array(let items) = try runEntityQuery(entity, "suggestedEntities", ids: nil, interpreter) {
                    suggestions = items.compactMap { item in
                        guard case .object(let o) = item, let id = interpreter.entityIdentifier(item) else { return nil }
                        return ParameterText.encode(id) + (o["name"].map { " (\(ParameterText.encode($0)))" } ?? "")
                    }
                }
            } else if case .named(let name) = field.type.unwrapped, let symbol = program.typeSymbol(name), symbol.kind == .enumeration {
                suggestions = symbol.cases
            } else if field.type.unwrapped == .bool {
                suggestions = ["true", "false"]
            }
            if value == nil, !(isEntity(field.type) != nil) {
                let symbol = program.typeSymbol(typeName)
                if let symbol { value = ParameterText.encode((try? interpreter.defaultValue(of: field.name, in: symbol, at: .none)) ?? .null) }
            }
            result.append(ConfigurationParameter(name: field.name, title: title(of: field.name, in: typeName), type: field.type.description,
                                                 value: value ?? "(not set)", suggestions: suggestions))
        }
        return result
    }

    /// Checks the `--config` overrides before anything runs (see `Program.checkConfigurationOverrides`).
    public func checkConfigurationOverrides(widget: String) throws {
        try program.checkConfigurationOverrides(options.configOverrides, widget: widget)
    }

    /// Sets one configuration value of this instance (checked against its type).
    public func setConfiguration(widget: String, name: String, value: String) throws {
        guard let (typeName, fields) = configurationParameters(widget) else {
            throw SessionError("widget '\(widget)' has no configuration")
        }
        guard let field = fields.first(where: { $0.name == name }) else {
            let names = fields.map(\.name)
            let hint = closestMatch(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw SessionError("\(typeName) has no parameter '\(name)'\(hint) (parameters: \(names.joined(separator: ", ")))")
        }
        if isEntity(field.type) == nil,
           case .failure(let problem) = ParameterText.decode(value, as: field.type, enumCases: { self.program.typeSymbol($0)?.kind == .enumeration ? self.program.typeSymbol($0)?.cases : nil }) {
            throw SessionError("configuration '\(name)' of \(typeName) expects \(problem.expected), not '\(value)'")
        }
        var stored = try storedConfiguration(widget)
        stored[name] = value
        try store.transaction { try state.setStrings(configurationKey(widget), stored) }
    }
}

extension Program {
    /// Checks `--config` overrides against a widget's configuration: an error
    /// for a name the configuration does not have (located at the
    /// configuration, with a suggestion), for any override when the widget has
    /// no configuration (located at the widget), and for a value the
    /// parameter's type does not take (located at the parameter).
    public func checkConfigurationOverrides(_ overrides: [String: String], widget: String) throws {
        guard let (key, value) = overrides.min(by: { $0.key < $1.key }) else { return }
        guard let typeName = names(ofWidget: widget).configuration, let symbol = typeSymbol(typeName) else {
            throw SessionError("--config \(key)=\(value): widget '\(widget)' has no configuration", at: declaration(widget)?.nameRange)
        }
        let enumCases: (String) -> [String]? = { self.typeSymbol($0)?.kind == .enumeration ? self.typeSymbol($0)?.cases : nil }
        for (key, value) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let field = symbol.fields.first(where: { $0.name == key }) else {
                let names = symbol.fields.map(\.name)
                let hint = closestMatch(to: key, in: names).map { "; did you mean '\($0)'?" } ?? ""
                throw SessionError("--config \(key)=\(value): \(typeName) has no parameter '\(key)'\(hint) (parameters: \(names.joined(separator: ", ")))",
                                   at: declaration(typeName)?.nameRange)
            }
            let isEntity: Bool
            if case .named(let name) = field.type.unwrapped, typeSymbol(name)?.kind == .entity { isEntity = true } else { isEntity = false }
            if !isEntity, case .failure(let problem) = ParameterText.decode(value, as: field.type, enumCases: enumCases) {
                throw SessionError("--config \(key)=\(value): parameter '\(key)' of \(typeName) expects \(problem.expected)", at: field.range)
            }
        }
    }
}
