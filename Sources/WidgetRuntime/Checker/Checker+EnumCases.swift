import WidgetLanguage

/// Enum cases with associated values: `.loaded(repo)`, `LoadState.failed(error: "…")`.
extension Checker {
    /// The type of a call that makes an enum case, or nil when the call is not one.
    /// The program's type an expression names: `Statuses`, or `Api.Statuses` for one declared inside `Api`
    /// (by its qualified name, a type alias, or the name it was hoisted under); nil for anything else.
    func declaredTypeName(_ expr: Expr, in scope: Scope) -> String? {
        switch expr.kind {
        case .identifier("Self"):
            // `Self.notes(ids)` inside the type: the type itself.
            guard case .metatype(let name)? = scope.lookup("Self")?.type, symbols.types[name] != nil else { return nil }
            return name
        case .identifier(let name):
            // `Either<Int, String>`: the program's generic type, its arguments written.
            if let base = GenericName.base(name), symbols.types[base] != nil, scope.lookup(name) == nil { return base }
            return symbols.types[name] != nil && scope.lookup(name) == nil ? name : nil
        case .member(let base, let name, _):
            guard let owner = declaredTypeName(base, in: scope) else { return nil }
            if symbols.types["\(owner).\(name)"] != nil { return "\(owner).\(name)" }
            if case .named(let target)? = symbols.typeAliases["\(owner).\(name)"]?.kind, symbols.types[target] != nil { return target }
            return symbols.types[name] != nil ? name : nil
        default:
            return nil
        }
    }

    func enumCaseCallType(callee: Expr, arguments: [Argument], expected: SemanticType?, in scope: Scope) -> SemanticType? {
        guard symbols.hasEnumerations else { return nil }
        let enumName: String, caseName: String, nameRange: SourceRange
        switch callee.kind {
        case .member(let base, let name, let range):
            guard let typeName = declaredTypeName(base, in: scope), let symbol = symbols.types[typeName], symbol.kind == .enumeration,
                  symbol.cases.contains(name) else { return nil }
            (enumName, caseName, nameRange) = (typeName, name, range)
        case .implicitMember(let name):
            guard case .named(let typeName)? = expected?.unwrapped, let symbol = symbols.types[typeName],
                  symbol.kind == .enumeration else { return nil }
            if !symbol.cases.contains(name) {
                // `.pick(true)`: a static function of the enum (`Checker+ImplicitMembers`).
                if implicitMemberOwner(name, expected: expected) != nil { return nil }
                error("enum '\(typeName)' has no case '.\(name)'\(suggestion(name, symbol.cases, prefix: "."))", at: callee.range)
                inferArguments(arguments, in: scope)
                return .named(typeName)
            }
            (enumName, caseName, nameRange) = (typeName, name, callee.range)
        default:
            return nil
        }
        let type = SemanticType.named(enumName)
        let values = associatedValues(caseName, of: enumName)
        if values.isEmpty {
            error("case '.\(caseName)' of '\(enumName)' has no associated values", at: nameRange)
            inferArguments(arguments, in: scope)
            return type
        }
        let required = values.filter { $0.defaultValue == nil }.count
        if arguments.count < required || arguments.count > values.count {
            error("case '.\(caseName)' takes \(values.count) associated value\(values.count == 1 ? "" : "s"), not \(arguments.count)", at: nameRange)
        }
        // `case notifyAt(weekday: Int = 0, hour: Int)` made as `.notifyAt(hour: 7)`: an associated value with a default may be left out.
        let given = Checker.associatedValueSlots(values, labels: arguments.map(\.label))
        let parameters: [FunctionDecl.Parameter?] = given.map { slots in
            var byArgument = [FunctionDecl.Parameter?](repeating: nil, count: arguments.count)
            for (index, slot) in slots.enumerated() { if let slot { byArgument[slot] = values[index] } }
            return byArgument
        } ?? arguments.indices.map { $0 < values.count ? values[$0] : nil }
        for (index, argument) in arguments.enumerated() {
            let parameter = parameters[index]
            if let parameter, argument.label != parameter.label {
                error("case '.\(caseName)' expects \(parameter.label.map { "'\($0):'" } ?? "no label") here", at: argument.labelRange ?? argument.value.range)
            }
            let expectedType = parameter?.type.map(resolveQuietly)
            let found = infer(argument.value, in: scope, expected: expectedType)
            if let expectedType, !found.isAssignable(to: expectedType) {
                error("cannot use a value of type \(found) as \(expectedType)", at: argument.value.range)
            }
        }
        return type
    }

    /// Which argument each associated value of a case takes, in order (nil where the value's default is used), when the
    /// labels given fit the case as Swift matches them: left to right, a value with a default skipped when the next
    /// argument's label is not its own. Nil when they do not fit.
    static func associatedValueSlots(_ values: [FunctionDecl.Parameter], labels: [String?]) -> [Int?]? {
        var slots: [Int?] = [], next = 0
        for value in values {
            if next < labels.count, labels[next] == value.label {
                slots.append(next)
                next += 1
            } else if value.defaultValue != nil {
                slots.append(nil)
            } else {
                return nil
            }
        }
        return next == labels.count ? slots : nil
    }

    func enumCaseHasAssociatedValues(_ caseName: String, of enumName: String) -> Bool {
        !associatedValues(caseName, of: enumName).isEmpty
    }

    private func associatedValues(_ caseName: String, of enumName: String) -> [FunctionDecl.Parameter] {
        guard let index = declarationIndex[enumName], case .enumeration(let e) = tree.declarations[index].kind else { return [] }
        return e.cases.first { $0.name == caseName }?.associatedValues ?? []
    }
}
