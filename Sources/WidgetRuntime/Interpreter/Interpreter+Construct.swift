import Foundation
import WidgetLanguage
import WidgetRender

/// Making values of the file's own types: the memberwise initializer, custom
/// `init`s chosen by their labels, class instances, and views written as
/// structs (placed in a body, a `struct V: View` is its `body`).
extension Interpreter {
    /// `ToDo(name: …)`, `Repository(from: data)`, `Counter()`.
    /// Whether the program's enum declares a raw type (`enum Level: Int`).
    func hasRawType(_ enumName: String) -> Bool {
        guard case .enumeration(let declared)? = program.declaration(enumName)?.kind else { return false }
        return declared.rawType != nil
    }

    func construct(_ symbol: TypeSymbol, _ givenArgs: [CallArgument], at range: SourceRange) throws -> Value {
        var args = givenArgs
        if symbol.kind == .enumeration {
            let labels = args.map { $0.label == "{}" ? nil : $0.label }
            // (`Level(rawValue: 2)` of an enum with a raw type is its case of that raw value; an enum without one that
            // conforms to RawRepresentable by hand runs its own `init?(rawValue:)`.)
            let isRawLookup = args.count == 1 && args[0].label == "rawValue" && hasRawType(symbol.name)
            if !isRawLookup, let initializer = symbol.initializers.first(where: { Checker.labelsMatch($0.parameters, labels) }) {
                return try runInitializer(initializer, of: symbol, args, at: range)
            }
            guard let raw = args.first?.value else { return .null }
            return try enumCase(symbol.name, rawValue: raw) ?? .null
        }
        if symbol.kind == .protocolType { throw error("'\(symbol.name)' is a protocol and cannot be created", range) }
        // `FlowLayout(spacing: 6) { … }`: a `Layout` of the program made, then placed with its subviews.
        if let last = args.last, last.label == "{}", case .closure(let content) = last.value, symbol.isLayout,
           args.filter({ $0.label == "{}" }).count == 1 {
            let layout = try construct(symbol, Array(args.dropLast()), at: range)
            return .view(customLayoutNode(layout, of: symbol, children: try closureViews(content, at: range), at: range))
        }
        let initializers = symbol.initializers + symbol.extensionInitializers + program.symbols.protocolExtensionInitializers(of: symbol)
        args = referencedLabels(args, symbol, initializers)
        if !initializers.isEmpty {
            // `Menu("File") { … }`: the trailing closure labelled as the parameter it goes to.
            let fitting = initializers.filter { Checker.labelsMatch($0.parameters, Interpreter.labellingTrailingClosures($0.parameters, args).map(\.label)) }
            if let initializer = initializerOverload(fitting, args) {
                return try runInitializer(initializer, of: symbol, Interpreter.labellingTrailingClosures(initializer.parameters, args), at: range)
            }
            if !symbol.initializers.isEmpty {
                throw error("no initializer of '\(symbol.name)' takes these arguments", range)
            }
        }
        if args.count == 1, args[0].label == "from", symbol.decodesItself, case .object(let decoder) = args[0].value, decoder.type == "Decoder" {
            // `Entry(from: decoder)`: Decodable's synthesized initializer, on the decoder's part of the document.
            return try decodeCoded(decoder["json"] ?? .null, args[0].value, type: .type(symbol.name), path: decoder["path"] ?? .array([]), at: range)
        }
        try charge(symbol.fields.count * Interpreter.bytesPerPair, at: range)
        if let first = args.firstIndex(where: { $0.label == "{}" }) {
            // `Grid(rows: 2) { row in … }`: each trailing closure is the field Swift's forward scan gives it.
            let targets = Checker.memberwiseTrailingTargets(symbol.fields, argumentLabels: args[..<first].map(\.label),
                                                            trailingLabels: args[first...].map { $0.label == "{}" ? nil : $0.label })
            for (offset, target) in targets.enumerated() {
                guard let target else { continue }
                let argument = args[first + offset]
                args[first + offset] = CallArgument(label: symbol.fields[target].name, value: argument.value, range: argument.range)
            }
        }
        var fields: [(name: String, value: Value)] = []
        fields.reserveCapacity(symbol.fields.count)
        for field in symbol.fields {
            if let argument = args.first(where: { $0.label == field.name }), symbol.environmentFields[field.name] == nil {
                var value = try coerce(argument.value, to: field.type, at: argument.range)
                // `SizedPixel(red: 200)` where `red` is written `UInt8`: the checker's Int type does not say the width.
                if mayHoldSized(value), let written = fieldDecl(field.name, in: symbol.name)?.type,
                   let sized = try coerceSized(value, toWritten: written, at: argument.range) { value = sized }
                fields.append((field.name, value))
            } else if !field.isLazy {
                fields.append((field.name, try initialValue(of: field, in: symbol, at: range)))
            }
        }
        if symbol.kind == .model {
            return .record(models.makeObject(symbol.name, fields: fields))
        }
        return try finish(symbol, fields: fields, at: range)
    }

    /// The arguments with each trailing closure written without a label (`"{}"`) labelled as the
    /// parameter Swift's forward scan gives it.
    static func labellingTrailingClosures(_ parameters: [FunctionDecl.Parameter], _ args: [CallArgument]) -> [CallArgument] {
        guard let first = args.firstIndex(where: { $0.label == "{}" }) else { return args }
        let labels = Checker.labelsWithTrailing(parameters, args[..<first].map(\.label),
                                                trailing: args[first...].map { $0.label == "{}" ? nil : $0.label })
        return zip(args, labels).map { CallArgument(label: $1, value: $0.value, range: $0.range) }
    }

    /// A new value of `symbol` with these fields: an instance for a class, the drawn body for a view.
    func finish(_ symbol: TypeSymbol, fields: [(name: String, value: Value)], at range: SourceRange) throws -> Value {
        if symbol.isClass { return .instance(ClassInstance(type: symbol.name, fields: fields + builtinSuperclassFields(of: symbol))) }
        let value = Value.object(ObjectValue(type: symbol.name, fields: fields))
        return symbol.isView && !keepsViewStruct(range) ? try drawView(value, of: symbol, at: range) : value
    }

    /// A field's value before an initializer runs: the environment's, its default, or nil.
    func initialValue(of field: FieldSymbol, in symbol: TypeSymbol, at range: SourceRange) throws -> Value {
        if let path = symbol.environmentFields[field.name] { return environmentValue(path) }
        if !symbol.environmentObjectFields.isEmpty, let typeName = symbol.environmentObjectFields[field.name] {
            return try environmentObject(typeName, for: field.name, in: symbol, at: range)
        }
        return try defaultValue(of: field.name, in: symbol, at: range)
    }

    /// `@Environment(\.widgetFamily)` and the other environment values a widget reads: an ancestor's
    /// `.environment(\.path, value)`, else the widget's, else the default of a key the program declares.
    func environmentValue(_ path: String) -> Value {
        if !environmentOverrides.isEmpty, let given = environmentOverrides[path]?.last { return given }
        switch path {
        case "widgetFamily": return .family(family)
        case "date", "now": return .date(now)
        case "showsWidgetContainerBackground": return .bool(true)
        case "isLuminanceReduced": return .bool(false)
        case "layoutDirection": return .member(name: "leftToRight", arguments: [])
        case "colorScheme": return .member(name: colorScheme == "dark" ? "dark" : "light", arguments: [])
        default: return widgetEnvironmentValue(path) ?? (try? declaredEnvironmentValue(path)) ?? .null
        }
    }

    /// Runs an `init` on a value whose fields start at their defaults; `init?` may give nil.
    /// `Color(hexString: "#E2FAE7")`: an `init` an extension adds to a built-in type. Its body makes the value
    /// with `self.init(…)` (one of the type's own initializers) or assigns `self`.
    func runBuiltinExtensionInitializer(_ initializer: FunctionDecl, of typeName: String, _ args: [CallArgument],
                                        at range: SourceRange) throws -> Value {
        try enter(range)
        defer { leave() }
        let env = Environment(parent: nil)
        env.define("self", .type(typeName))  // until `self.init(…)` or `self = …` gives it a value
        let inner = Environment(parent: env)
        let unlabelled = args.map { CallArgument(label: $0.label == "{}" ? nil : $0.label, value: $0.value, range: $0.range) }
        try bind(initializer.parameters, unlabelled, into: inner, at: range)
        do {
            try exec(initializer.body, inner)
        } catch Unwind.returned(let value) {
            if value.isNull, initializer.isFailable { return .null }
        }
        guard let made = env.lookup("self") else { return .null }
        if case .type(let unmade) = made, unmade == typeName {
            throw error("the initializer of '\(typeName)' did not call self.init(…)", range)
        }
        return made
    }

    /// `ids.map(Self.init)` in a protocol's extension: a reference made where the type was `Self` gives its arguments without
    /// labels (the checker allows no such call written out); they take the labels of the type's one initializer of that many
    /// parameters, or of its memberwise one, as the reference means it.
    func referencedLabels(_ args: [CallArgument], _ symbol: TypeSymbol, _ initializers: [FunctionDecl]) -> [CallArgument] {
        guard !args.isEmpty, args.allSatisfy({ $0.label == nil }) else { return args }
        let labels: [String?]
        if !initializers.isEmpty {
            guard !initializers.contains(where: { Checker.labelsMatch($0.parameters, args.map(\.label)) }) else { return args }
            let fitting = initializers.filter { $0.parameters.count == args.count }
            guard fitting.count == 1 else { return args }
            labels = fitting[0].parameters.map(\.label)
        } else {
            let fields = symbol.fields.filter { !$0.isLazy && !($0.isConstant && $0.hasDefault) && symbol.environmentFields[$0.name] == nil }
            let required = fields.filter { !$0.hasDefault }
            guard let chosen = [fields, required].first(where: { $0.count == args.count }) else { return args }
            labels = chosen.map(\.name)
        }
        return zip(args, labels).map { CallArgument(label: $1, value: $0.value, range: $0.range) }
    }

    func runInitializer(_ initializer: FunctionDecl, of symbol: TypeSymbol, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        try charge(symbol.fields.count * Interpreter.bytesPerPair, at: range)
        var fields: [(name: String, value: Value)] = []
        fields.reserveCapacity(symbol.fields.count)
        for field in symbol.fields where !field.isLazy { fields.append((field.name, try initialValue(of: field, in: symbol, at: range))) }
        let initial: Value
        if symbol.kind == .model {
            // `@Model class Item { init(…) { self.title = title } }`: a record not yet inserted.
            initial = .record(models.makeObject(symbol.name, fields: fields))
        } else if symbol.isClass {
            initial = .instance(ClassInstance(type: symbol.name, fields: fields + builtinSuperclassFields(of: symbol)))
        } else {
            initial = .object(ObjectValue(type: symbol.name, fields: fields))
        }
        try enter(range)
        defer { leave() }
        let env = Environment(parent: nil)
        env.define("self", initial)
        // (An `init` the class inherits runs as its superclass's: its `super.init` is the next one up.)
        if let declaring = inheritedFrom(initializer.range, self: initial) { env.define(Interpreter.declaringClassName, .type(declaring)) }
        let inner = Environment(parent: env)
        try bind(initializer.parameters, args, into: inner, at: range)
        if !symbol.genericParameters.isEmpty {
            // `init(initial: Option)` of `PickerModel<Option>`: `Option` is the type of the value given for it, as Swift infers it.
            var generic = initializer
            generic.genericParameters = symbol.genericParameters + initializer.genericParameters
            bindGenericParameters(generic, in: inner, at: range)
        }
        observersSuspended += 1
        defer { observersSuspended -= 1 }
        do {
            try exec(initializer.body, inner)
        } catch Unwind.returned(let value) {
            if value.isNull, initializer.isFailable { return .null }
        }
        var result = env.lookup("self") ?? initial
        if symbol.kind == .enumeration {
            // `self = .high`: the case the initializer chose.
            result = try coerce(result, to: .named(symbol.name), at: range)
            if case .enumCase = result { return result }
            throw error("the initializer of enum '\(symbol.name)' must set 'self' to a case", range)
        }
        if case .object(let object) = result, symbol.isView, !keepsViewStruct(range) { return try drawView(.object(object), of: symbol, at: range) }
        return result
    }

    /// Whether the call at `range` making one of the program's views gives its struct, not the view it draws
    /// (`Symbols.viewStructsKept`: `let badge = Badge()`, `Badge().tinted(.blue)`).
    func keepsViewStruct(_ range: SourceRange) -> Bool {
        !program.symbols.viewStructsKept.isEmpty && program.symbols.viewStructsKept.contains(range)
    }

    /// A view written as a struct, placed in a body: its `body` with `self` bound.
    /// A shape of the widget's own (`struct ArrowUp: Shape`) is drawn from its `path(in:)` once it is placed.
    func drawView(_ value: Value, of symbol: TypeSymbol, at range: SourceRange) throws -> Value {
        if symbol.isShape, userComputed("body", of: symbol, isStatic: false) == nil,
           let path = userFunction("path", of: symbol, isStatic: false) {
            return .view(sizedShape(value, path: path, at: range))
        }
        guard let body = userComputed("body", of: symbol, isStatic: false) else {
            throw error("view '\(symbol.name)' has no 'body'", range)
        }
        let drawn = try within(.view) { try computedValue(body, of: value, at: range) }
        if case .view = drawn { return drawn }
        return .view(try viewNode(from: drawn, at: range) ?? ViewNode(.empty))
    }
}
