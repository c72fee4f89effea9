import WidgetLanguage

/// Calls of the file's own types: `ToDo(name: "…")` by its fields, or an `init` it declares.
extension Checker {
    /// `ToDo(name: "…")`, `CompleteToDo(id: …)`: labels are the type's fields.
    func initializerCall(_ symbol: TypeSymbol, call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                         in scope: Scope) -> SemanticType {
        if symbol.kind == .enumeration || symbol.kind == .protocolType {
            return enumOrProtocolCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        // `FlowLayout(spacing: 6) { … }`: a `Layout` of the program called with its subviews (SwiftUI's `callAsFunction`).
        if trailing.count == 1, trailing[0].label == nil, symbol.isLayout {
            _ = initializerCall(symbol, call: call, arguments: arguments, trailing: [], in: scope)
            checkContent(trailing, in: scope)
            return .view
        }
        if !symbol.initializers.isEmpty || !symbol.extensionInitializers.isEmpty || !symbols.protocolExtensionInitializers(of: symbol).isEmpty,
           let result = customInitializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope) {
            return result
        }
        if arguments.count == 1, arguments[0].label == "from", trailing.isEmpty, symbol.decodesItself {
            // `try? Entry(from: decoder)` in another type's `init(from:)`: the initializer Decodable synthesizes.
            let type = infer(arguments[0].value, in: scope, expected: .named("Decoder"))
            if !type.isAssignable(to: .named("Decoder")) { reportMismatch(type, .named("Decoder"), label: "from", at: arguments[0].value.range) }
            return .named(symbol.name)
        }
        // Which fields earlier arguments gave, by field index; a label that names
        // no field gives nothing. One scan of the fields per argument.
        var given = FieldSet(count: symbol.fields.count)
        var hasUnknownLabel = false
        let specialised = specialisedFieldTypes(symbol, call: call)
        defer {
            // `Grid(rows: 2) { row in … }`: trailing closures go to the closure fields after the last one given.
            if !trailing.isEmpty { memberwiseTrailingClosures(symbol, arguments, trailing, given: &given, in: scope) }
            if !hasUnknownLabel, symbol.fields.indices.contains(where: { !symbol.fields[$0].hasDefault && !given.contains($0) }) {
                reportMissingFields(symbol, given: given, at: call.range)
            }
        }
        for position in arguments.indices {
            guard let label = arguments[position].label, let index = symbol.fieldIndex(label) else {
                hasUnknownLabel = true
                reportFieldLabel(of: arguments[position], symbol, given: given, in: scope)
                continue
            }
            if given.contains(index) {
                reportGivenTwice(label, arguments[position])
            }
            given.insert(index)
            let fieldType = specialised[index] ?? symbol.fields[index].type
            // `Card(content: { Text("a"); Text("b") })`: a closure for a field that gives views builds them.
            if case .closure(let closure) = arguments[position].value.kind, buildsViews(symbol, field: index) {
                symbols.viewBuilderClosures.insert(closure.range)
            }
            let type = infer(arguments[position].value, in: scope, expected: fieldType)
            if !isAssignable(type, to: fieldType) {
                reportMismatch(type, fieldType, label: label, at: arguments[position].value.range)
            }
        }
        return symbol.isView ? symbol.viewType : .named(symbol.name)
    }

    /// `Holder<IntentB>(placeholder: .init(count: 1))`: the types of a generic type's fields that name its parameters,
    /// with the arguments the call writes put in their place (`Intent.Configuration` → `IntentB.Configuration`), by
    /// field index; empty where the call writes no arguments.
    private func specialisedFieldTypes(_ symbol: TypeSymbol, call: Expr) -> [Int: SemanticType] {
        guard !symbol.genericParameters.isEmpty, case .call(let callee, _, _) = call.kind, case .identifier(let written) = callee.kind else { return [:] }
        let arguments = GenericName.arguments(of: written)
        guard arguments.count == symbol.genericParameters.count else { return [:] }
        let bound = Dictionary(zip(symbol.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        var types: [Int: SemanticType] = [:]
        for (index, field) in symbol.fields.enumerated() {
            guard let type = field.written else { continue }
            let substituted = type.mapNames { name in
                let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
                guard let argument = bound[parts[0]] else { return nil }
                return parts.count == 2 ? "\(argument).\(parts[1])" : argument
            }
            guard substituted != type else { continue }
            let resolved = resolveQuietly(substituted)
            if !resolved.isUnknown { types[index] = resolved }
        }
        return types
    }

    /// The trailing closures of a memberwise initializer's call, each checked as the field it goes to
    /// (`memberwiseTrailingTargets`) takes it: with the parameter types its function type names, and as views when
    /// it makes them (`@ViewBuilder var content: (Int) -> Content`).
    private func memberwiseTrailingClosures(_ symbol: TypeSymbol, _ arguments: [Argument], _ trailing: [TrailingClosure],
                                            given: inout FieldSet, in scope: Scope) {
        let targets = Checker.memberwiseTrailingTargets(symbol.fields, argumentLabels: arguments.map(\.label), trailingLabels: trailing.map(\.label))
        for (closure, target) in zip(trailing, targets) {
            guard let index = target else {
                reportTrailingClosure("\(symbol.name)(…)", [closure])
                continue
            }
            given.insert(index)
            var parameters: [SemanticType] = []
            var makesViews = symbol.isView
            if case .function(let written, _, _)? = symbol.fields[index].written?.kind {
                parameters = written.map(resolveQuietly)
                makesViews = buildsViews(symbol, field: index)
                if makesViews { symbols.viewBuilderClosures.insert(closure.closure.range) }
            }
            if makesViews {
                checkContent([closure], in: scope, parameterTypes: parameters)
            } else {
                inferClosure(closure.closure, in: scope, parameterTypes: parameters)
            }
        }
    }

    /// For each trailing closure of a memberwise initializer's call, the field it goes to, by Swift's forward scan: an
    /// unlabelled one the next field after the last one given that takes a closure (one with a default and no function
    /// type is skipped), a labelled one its field; nil where there is none.
    static func memberwiseTrailingTargets(_ fields: [FieldSymbol], argumentLabels: [String?], trailingLabels: [String?]) -> [Int?] {
        var taken = Set(argumentLabels.compactMap { label in label.flatMap { name in fields.firstIndex { $0.name == name } } })
        var next = (taken.max() ?? -1) + 1
        return trailingLabels.map { label in
            if let label {
                let index = fields.firstIndex { $0.name == label }
                if let index { taken.insert(index); next = index + 1 }
                return index
            }
            while next < fields.count, taken.contains(next) || !takesClosure(fields[next]) { next += 1 }
            guard next < fields.count else { return nil }
            taken.insert(next)
            next += 1
            return next - 1
        }
    }

    /// Whether an unlabelled trailing closure may go to this field: one without a default, or of a function type.
    /// Whether a field of a function type gives views (`@ViewBuilder let content: () -> Content`, `Content: View`): the
    /// memberwise initializer takes a view builder for it, as Swift gives it the field's `@ViewBuilder`.
    func buildsViews(_ symbol: TypeSymbol, field index: Int) -> Bool {
        guard case .function(_, let result, _)? = symbol.fields[index].written?.kind else { return false }
        return resolveQuietly(result).isViewLike || symbol.genericParameters.contains(result.description)
    }

    static func takesClosure(_ field: FieldSymbol) -> Bool {
        !field.hasDefault || isFunctionTyped(field)
    }

    /// A field written with a function type (`@ViewBuilder var content: (Int) -> Content`), or typed as a closure.
    static func isFunctionTyped(_ field: FieldSymbol) -> Bool {
        if case .function? = field.written?.kind { return true }
        return field.type == .closure
    }

    /// `Kind(rawValue: …)` or `Kind(…)` with an `init` of an enum; a protocol cannot be made.
    private func enumOrProtocolCall(_ symbol: TypeSymbol, call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                    in scope: Scope) -> SemanticType {
        if symbol.kind == .enumeration {
            if arguments.count == 1, arguments[0].label == "rawValue" {
                infer(arguments[0].value, in: scope)
                return .optional(.named(symbol.name))
            }
            if !symbol.initializers.isEmpty || !symbol.extensionInitializers.isEmpty,
               let result = customInitializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope) {
                return result
            }
            error("an enum value is written '\(symbol.name).caseName' or '.caseName'", at: call.range)
            return .unknown
        }
        inferArguments(arguments, in: scope)
        error("'\(symbol.name)' is a protocol; create a value of a type that conforms to it", at: call.range)
        return .unknown
    }

    /// An argument of a memberwise initializer without a label, or with one that names no field; its value is still checked.
    private func reportFieldLabel(of argument: Argument, _ symbol: TypeSymbol, given: FieldSet, in scope: Scope) {
        if let label = argument.label {
            let what = symbol.kind == .intent || symbol.kind == .configuration ? "parameter" : "field"
            let labels = symbol.fields.map(\.name)
            error("\(symbol.kind.rawValue) '\(symbol.name)' has no \(what) '\(label)'\(labelHint(label, labels, in: symbol.name))",
                  at: argument.labelRange ?? argument.value.range)
        } else {
            let missing = symbol.fields.indices.first { !given.contains($0) }.map { symbol.fields[$0].name } ?? "name"
            error("missing argument label; write '\(missing): …'", at: argument.value.range)
        }
        infer(argument.value, in: scope)
    }

    private func reportGivenTwice(_ label: String, _ argument: Argument) {
        error("'\(label):' is given twice", at: argument.labelRange ?? argument.value.range)
    }

    private func reportMismatch(_ type: SemanticType, _ fieldType: SemanticType, label: String, at range: SourceRange) {
        error("cannot use a value of type \(type) as \(fieldType) for '\(label)'", at: range)
    }

    private func reportMissingFields(_ symbol: TypeSymbol, given: FieldSet, at range: SourceRange) {
        let missing = symbol.fields.indices.filter { !symbol.fields[$0].hasDefault && !given.contains($0) }
            .map { "'\(symbol.fields[$0].name):'" }
        error("missing argument\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) in '\(symbol.name)(…)'", at: range)
    }

    /// A call to a type with `init`s of its own (they replace the memberwise initializer)
    /// or added by extensions (they keep it): the `init` whose labels the call uses.
    /// Nil when the memberwise initializer applies.
    func customInitializerCall(_ symbol: TypeSymbol, call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                               in scope: Scope) -> SemanticType? {
        let candidates = symbol.initializers + symbol.extensionInitializers + symbols.protocolExtensionInitializers(of: symbol)
        guard !candidates.isEmpty else { return nil }
        let result: SemanticType = symbol.isView ? symbol.viewType : .named(symbol.name)
        let labels = arguments.map(\.label) + trailing.map { _ in nil }
        // `Menu("File") { … }`: a trailing closure goes to the parameter Swift's forward scan gives it.
        let matching = candidates.filter {
            Checker.labelsMatch($0.parameters, Checker.labelsWithTrailing($0.parameters, arguments.map(\.label), trailing: trailing.map(\.label)))
        }
        // `init(values: [Double])` beside `init(values: Vector)`: the arguments' types choose.
        if let chosen = matching.count > 1
            ? chooseOverload(matching, arguments: arguments, trailing: trailing, in: scope, expected: nil).map { matching[$0.index] } ?? matching.first
            : matching.first {
            let all = argumentsWithTrailing(chosen.parameters, arguments, trailing)
            checkLabels(chosen.parameters, name: symbol.name, call: call, arguments: all, in: scope)
            return chosen.isFailable ? .optional(result) : result
        }
        // No `init` of its own: the memberwise one is still there.
        if symbol.initializers.isEmpty { return nil }
        inferArguments(arguments, in: scope)
        let forms = candidates.map { "\(symbol.name)(\($0.parameters.map { ($0.label ?? "_") + ":" }.joined()))" }
        let given = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        error("no initializer of '\(symbol.name)' takes the arguments \(given); use \(forms.joined(separator: " or "))", at: call.range)
        return result
    }
}
