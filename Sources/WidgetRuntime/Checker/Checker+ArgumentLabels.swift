import WidgetLanguage

/// Arguments against parameters: the labels of a call of a declared function, and
/// the forms of a built-in one.
extension Checker {
    /// Whether arguments with these labels (nil for none) fit the parameters, leaving out only those with defaults.
    static func labelsMatch(_ parameters: [FunctionDecl.Parameter], _ labels: [String?]) -> Bool {
        var index = 0
        var labelIndex = 0
        while labelIndex < labels.count {
            let label = labels[labelIndex]
            while index < parameters.count, parameters[index].label != label, parameters[index].defaultValue != nil { index += 1 }
            guard index < parameters.count, parameters[index].label == label else { return false }
            labelIndex += 1
            // `_ parts: Int...` takes the unlabelled arguments after its first.
            if parameters[index].isVariadic { while labelIndex < labels.count, labels[labelIndex] == nil { labelIndex += 1 } }
            index += 1
        }
        return parameters[index...].allSatisfy { $0.defaultValue != nil }
    }

    /// Whether a trailing closure written without a label (`make { … }`) goes to this parameter:
    /// Swift's forward scan skips a parameter with a default whose type is not a function.
    static func takesTrailingClosure(_ parameter: FunctionDecl.Parameter) -> Bool {
        if parameter.defaultValue == nil { return true }
        var type = parameter.type
        while let written = type {
            switch written.kind {
            case .function: return true
            case .optional(let inner), .opaque(_, let inner): type = inner
            default: return false
            }
        }
        return true
    }

    /// The labels of a call's arguments followed by its trailing closures (nil, or the label written
    /// before a later one), each closure labelled as the parameter it goes to (see `argumentsWithTrailing`).
    static func labelsWithTrailing(_ parameters: [FunctionDecl.Parameter], _ labels: [String?], trailing: [String?]) -> [String?] {
        guard !trailing.isEmpty else { return labels }
        return labels + trailingClosureLabels(parameters, after: labels, trailing)
    }

    /// The parameter each trailing closure goes to, after arguments labelled `labels`: Swift's forward
    /// scan (an unlabelled closure goes to the next parameter that takes a closure; a labelled one to
    /// the parameter of its label). nil where no parameter is left.
    static func trailingClosureLabels(_ parameters: [FunctionDecl.Parameter], after labels: [String?], _ trailing: [String?]) -> [String?] {
        var index = 0
        for label in labels {
            while index < parameters.count, parameters[index].label != label, parameters[index].defaultValue != nil { index += 1 }
            index += 1
        }
        var result: [String?] = []
        for written in trailing {
            var label = written
            if label == nil {
                while index < parameters.count, !Checker.takesTrailingClosure(parameters[index]) { index += 1 }
                label = index < parameters.count ? parameters[index].label : nil
            } else {
                while index < parameters.count, parameters[index].label != label { index += 1 }
            }
            index += 1
            result.append(label)
        }
        return result
    }

    /// The arguments of a call to a declared function with its trailing closures among them,
    /// each labelled as the parameter it goes to (`make { … }` gives `make(_: { … })`).
    func argumentsWithTrailing(_ parameters: [FunctionDecl.Parameter], _ arguments: [Argument], _ trailing: [TrailingClosure]) -> [Argument] {
        guard !trailing.isEmpty else { return arguments }
        let labels = Checker.trailingClosureLabels(parameters, after: arguments.map(\.label), trailing.map(\.label))
        return arguments + zip(trailing, labels).map { closure, label in
            Argument(label: label, labelRange: nil, value: Expr(.closure(closure.closure), closure.range))
        }
    }

    /// Labels of a call to a `func` or `view` declared in the file.
    func checkLabels(_ parameters: [FunctionDecl.Parameter], name: String, call: Expr, arguments: [Argument], in scope: Scope) {
        var index = 0
        var inVariadic = false
        for argumentIndex in arguments.indices {
            let argument = arguments[argumentIndex]
            while !inVariadic, index < parameters.count, parameters[index].label != argument.label, parameters[index].defaultValue != nil {
                index += 1
            }
            // `endpoint: "a", "b"`: the unlabelled arguments after a variadic parameter's first are more of it.
            guard index < parameters.count, inVariadic || parameters[index].label == argument.label else {
                reportLabel(of: argument, parameters, name: name)
                infer(argument.value, in: scope)
                return
            }
            var type = parameters[index].type.map(resolveQuietly) ?? .unknown
            // `@autoclosure () -> Bool`: the argument is a Bool, made a closure where it is given (`Symbols.autoclosureArguments`).
            if !parameters[index].attributes.isEmpty, parameters[index].attributes.contains("autoclosure"),
               case .function(_, let result, _)? = parameters[index].type?.kind {
                type = resolveQuietly(result)
                symbols.autoclosureArguments.insert(argument.value.range)
            }
            if type == .unknown { bindProtocolStatic(argument.value, written: parameters[index].type) }
            // `init(@ViewBuilder content: @escaping () -> Content)`: the closure given builds views.
            if !parameters[index].attributes.isEmpty, parameters[index].attributes.contains("ViewBuilder"), case .closure(let closure) = argument.value.kind {
                symbols.viewBuilderClosures.insert(closure.range)
            }
            let valueType = infer(argument.value, in: scope, expected: type)
            if !isAssignable(valueType, to: type) {
                reportParameterType(valueType, type, parameters[index], at: argument.value.range)
            }
            // `_ parts: Int...`: the unlabelled arguments after the first are more of its elements.
            inVariadic = parameters[index].isVariadic && argumentIndex + 1 < arguments.count && arguments[argumentIndex + 1].label == nil
            if inVariadic { continue }
            index += 1
        }
        if parameters[index...].contains(where: { $0.defaultValue == nil }) {
            reportMissingArguments(parameters[index...], name: name, at: call.range)
        }
    }

    private func reportLabel(of argument: Argument, _ parameters: [FunctionDecl.Parameter], name: String) {
        let expected = parameters.map { ($0.label ?? "_") + ":" }.joined()
        if let label = argument.label {
            let labels = parameters.compactMap(\.label)
            error("'\(name)' has no argument '\(label):'\(suggestion(label, labels)); it takes \(name)(\(expected))",
                  at: argument.labelRange ?? argument.value.range)
        } else {
            error("'\(name)' needs a labelled argument here; it takes \(name)(\(expected))", at: argument.value.range)
        }
    }

    private func reportParameterType(_ valueType: SemanticType, _ type: SemanticType, _ parameter: FunctionDecl.Parameter, at range: SourceRange) {
        error("cannot use a value of type \(valueType) as \(type) for '\(parameter.label ?? parameter.name)'", at: range)
    }

    private func reportMissingArguments(_ parameters: ArraySlice<FunctionDecl.Parameter>, name: String, at range: SourceRange) {
        let missing = parameters.filter { $0.defaultValue == nil }.map { "'\($0.label ?? "_"):'" }
        error("missing argument\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) in call to '\(name)'", at: range)
    }

    /// Matches argument labels and trailing closures against a built-in's overloads.
    @discardableResult
    func matchSignature(_ callable: BuiltinCallable, call: Expr, arguments: [Argument], trailing: [TrailingClosure]) -> Signature? {
        // Reads the labels straight from the arguments: this runs for every call
        // of a built-in, and arrays of labels would cost two allocations each time.
        func matches(_ signature: Signature) -> Bool {
            var index = 0
            for position in arguments.indices {
                let label = arguments[position].label
                while index < signature.parameters.count, signature.parameters[index].label != label, !signature.parameters[index].isRequired {
                    index += 1
                }
                if index < signature.parameters.count, signature.parameters[index].label == label {
                    index += 1
                } else if signature.isVariadic, label == nil {
                    continue
                } else {
                    return false
                }
            }
            while index < signature.parameters.count {
                if signature.parameters[index].isRequired { return false }
                index += 1
            }
            for position in trailing.indices where !signature.closures.contains(trailing[position].label ?? "") { return false }
            if signature.closureRequired, trailing.isEmpty { return false }
            return true
        }
        for signature in callable.overloads where matches(signature) { return signature }
        reportSignatureMismatch(callable, call: call, arguments: arguments, trailing: trailing)
        return nil
    }

    /// Why no form of a built-in fits the call's labels and closures, reported where it shows.
    private func reportSignatureMismatch(_ callable: BuiltinCallable, call: Expr, arguments: [Argument], trailing: [TrailingClosure]) {
        let labels = arguments.map(\.label)

        let forms = callable.overloads.map { $0.display(callable.name) + ($0.closures.isEmpty ? "" : " { … }") }
        let knownLabels = Set(callable.overloads.flatMap { $0.parameters.compactMap(\.label) })
        if let bad = arguments.first(where: { $0.label != nil && !knownLabels.contains($0.label ?? "") }), let label = bad.label {
            // `UIImage(cgImage:)`, `String(cString:)`: an initializer of an API Widgetry does not have.
            if let unavailable = UnavailableAPIs.message(for: "\(callable.name)(\(label):)") {
                error(unavailable, at: bad.labelRange ?? bad.value.range)
                return
            }
            let hint = suggestion(label + ":", knownLabels.map { $0 + ":" })
            // `UIFont(descriptor:size:)`: a UIKit initializer Widgetry does not provide.
            if hint.isEmpty, let unavailable = uikitMemberMessage(callable.name, "init(\(labels.map { ($0 ?? "_") + ":" }.joined()))") {
                error(unavailable.replacingOccurrences(of: "\(callable.name).init(", with: "\(callable.name)("), at: bad.labelRange ?? bad.value.range)
                return
            }
            error("'\(callable.name)' has no argument '\(label):'\(hint.isEmpty ? "; it takes \(forms.joined(separator: " or "))" : hint)",
                  at: bad.labelRange ?? bad.value.range)
            return
        }
        if let closure = trailing.first(where: { t in !callable.overloads.contains { $0.closures.contains(t.label ?? "") } }) {
            error(closure.label == nil ? "'\(callable.name)' does not take a trailing closure"
                                       : "'\(callable.name)' has no trailing closure '\(closure.label ?? ""):'", at: closure.range)
            return
        }
        if callable.overloads.count == 1, let signature = callable.overloads.first {
            if let required = signature.parameters.first(where: { p in p.isRequired && !labels.contains(p.label) }) {
                error("missing argument '\(required.label ?? "_"):' in call to '\(callable.name)'; it takes \(forms[0])", at: call.range)
                return
            }
            if signature.closureRequired, trailing.isEmpty {
                error("'\(callable.name)' needs its content in a trailing closure, as in \(callable.name) { … }", at: call.range)
                return
            }
        }
        // With its trailing closures, as the forms are written: `(_:action:) { … }` is not the form `(_:action:)`.
        let given = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" + trailing.map { $0.label.map { " \($0): { … }" } ?? " { … }" }.joined()
        error("no form of '\(callable.name)' takes the arguments \(given); use \(forms.joined(separator: " or "))", at: call.range)
    }

    /// A suggestion for a wrong argument label: a close label (`itemId` for
    /// `itemID`), else the one label that ends or starts the wrong one (`id`
    /// for `itemID`), else the labels the call takes (`it takes T(a:b:)`).
    func labelHint(_ label: String, _ labels: [String], in name: String) -> String {
        let close = suggestion(label, labels)
        if !close.isEmpty { return close }
        let lowered = label.lowercased()
        let contained = labels.filter { !$0.isEmpty && (lowered.hasSuffix($0.lowercased()) || lowered.hasPrefix($0.lowercased())) }
        if contained.count == 1, let only = contained.first { return "; did you mean '\(only)'?" }
        guard !labels.isEmpty else { return "" }
        return "; it takes \(name)(\(labels.map { "\($0):" }.joined()))"
    }
}
