import WidgetLanguage

/// SwiftUI's environment as a widget's views read it. A body is built at once, inside the call that
/// gives it an environment, so what `.environment(\.name, value)` and `.environmentObject(object)`
/// give is a scope of the interpreter: set while the view they modify is built (the views inside it
/// read it), put back after — what SwiftUI's passing down gives, for a tree built from the top.
enum EnvironmentObjects {
    /// The key under which `.environmentObject(object)` keeps an object of this type.
    static func key(_ typeName: String) -> String { "@EnvironmentObject \(typeName)" }
}

extension Interpreter {
    /// `Inner().environmentObject(note)`, `Inner().environment(\.situation, .preview)`: the value is given to
    /// the views built while `base` is evaluated, then the modifier is applied to the view it gave. Nil when
    /// the call is not one of these (another `environment` method of the program's own).
    func environmentScoped(_ base: Expr, _ name: String, _ arguments: [Argument], _ trailing: [TrailingClosure], _ env: Environment,
                           at range: SourceRange, nameRange: SourceRange) throws -> Value? {
        guard trailing.isEmpty, arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let key: String
        let args: [CallArgument]
        switch (name, arguments.count) {
        case ("environment", 2):
            guard case .keyPath(_, let path) = arguments[0].value.kind, !path.isEmpty else { return nil }
            key = path.joined(separator: ".")
            args = try evalArguments(arguments, [], env)
        case ("environmentObject", 1):
            args = try evalArguments(arguments, [], env)
            guard let typeName = objectTypeName(args[0].value) else { return nil }
            key = EnvironmentObjects.key(typeName)
        default:
            return nil
        }
        environmentOverrides[key, default: []].append(args[args.count - 1].value)
        defer {
            environmentOverrides[key]?.removeLast()
            if environmentOverrides[key]?.isEmpty == true { environmentOverrides[key] = nil }
        }
        let receiver = try evalReceiver(base, env)
        return try callMethod(receiver, name, args, at: range, nameRange: nameRange)
    }

    /// The type an object given to `.environmentObject(…)` is found by: its class (and the classes it inherits from).
    func objectTypeName(_ value: Value) -> String? {
        switch value {
        case .instance(let instance): return instance.type
        case .object(let object): return object.type
        case .record(let record): return record.model
        default: return nil
        }
    }

    /// `@EnvironmentObject var note: Note`: the `Note` an ancestor's `.environmentObject(…)` gives (one of a subclass
    /// counts); without one, `Note()` when the class has such an initializer. SwiftUI stops the app when there is
    /// neither; here it is an error where the view is made.
    func environmentObject(_ typeName: String, for fieldName: String, in symbol: TypeSymbol, at range: SourceRange) throws -> Value {
        if !environmentOverrides.isEmpty {
            if let value = environmentOverrides[EnvironmentObjects.key(typeName)]?.last { return value }
            // One of a subclass, the first by its class's name when several are (a fixed order, not the table's).
            for key in environmentOverrides.keys.sorted() where key.hasPrefix(EnvironmentObjects.key("")) {
                guard let value = environmentOverrides[key]?.last, let given = objectTypeName(value), inherits(given, from: typeName) else { continue }
                return value
            }
        }
        do {
            let made = try defaultValue(of: fieldName, in: symbol, at: range)
            let note = "'@EnvironmentObject var \(fieldName)' of '\(symbol.name)' is made with \(typeName)(): no view around it gives one with .environmentObject(…)"
            if !notes.contains(where: { $0.message == note }), notes.count < 16 { notes.append(RuntimeError(note, at: range)) }
            return made
        } catch let problem as RuntimeError {
            throw error("'@EnvironmentObject var \(fieldName)' of '\(symbol.name)' has no \(typeName): give one with .environmentObject(…) on a view "
                        + "around it (\(problem.message))", range)
        }
    }

    /// Whether the class `name` inherits from `ancestor` (its superclass is the first type after its `:`).
    func inherits(_ name: String, from ancestor: String) -> Bool {
        var current = name
        for _ in 0..<64 {
            guard let parent = program.symbols.types[current]?.conformances.first(where: { program.symbols.types[$0]?.isClass == true }) else { return false }
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }

    /// The default of an environment value the program declares: `extension EnvironmentValues { @Entry var badge = "none" }`,
    /// or a property whose getter reads `self[BadgeKey.self]`, a key whose `static let defaultValue` it is.
    func declaredEnvironmentValue(_ path: String) throws -> Value? {
        let symbols = program.symbols
        guard !symbols.builtinExtensions.isEmpty, let extensions = symbols.builtinExtensions[EnvironmentValues.typeName] else { return nil }
        for body in extensions {
            if let field = body.fields.first(where: { $0.name == path && !$0.isStatic }), let value = field.defaultValue {
                let made = try eval(value, Environment(parent: nil))
                return try field.type.map { try coerce(made, toWritten: $0, at: value.range) } ?? made
            }
            guard let property = body.computed.first(where: { $0.name == path && !$0.isStatic }) else { continue }
            guard let keyType = EnvironmentValues.keyType(read: property.getter) else {
                // `var isDark: Bool { colorScheme == .dark }`: computed from the other values the view sees.
                return try computedValue(property, of: EnvironmentValues.selfValue, at: property.nameRange)
            }
            return try staticMember(keyType, "defaultValue", at: property.nameRange)
        }
        return nil
    }
}
