import WidgetLanguage

/// `case` patterns of `switch`, `if case` and `guard case`: values, ranges,
/// `_`, `let name`, tuples, `is T`, `let x as T`, enum cases with associated values.
extension Checker {
    /// Checks a pattern against the subject's type and declares the names it binds in `scope`.
    func checkPattern(_ pattern: Expr, against type: SemanticType, in scope: Scope) {
        switch pattern.kind {
        case .identifier("_"):
            return
        case .bindingPattern(let name, let isConstant):
            // `case .sun(let t) where t > 30, .sun(let t) where t < -10`: one variable, declared by the first pattern
            // that binds it (the interpreter stores it there whichever pattern matched).
            let first = scope.ownVariable(name).flatMap { $0.place >= 0 ? $0.range : nil }
            scope.declare(name, type, isConstant: isConstant, range: first ?? pattern.range, isDeclaration: true)
        case .parenthesized(let inner):
            checkPattern(inner, against: type, in: scope)
        case .tuple(let elements):
            var types = Array(repeating: SemanticType.unknown, count: elements.count)
            switch type.unwrapped {
            case .tuple(_, let found) where found.count == elements.count: types = found
            case .unknown: break
            default:
                error("a tuple pattern of \(elements.count) elements can never match a value of type \(type)", at: pattern.range)
            }
            for (index, element) in elements.enumerated() { checkPattern(element.value, against: types[index], in: scope) }
        case .cast(.test, _, let target):
            _ = resolve(target)
        case .cast(.plain, let inner, let target):
            checkPattern(inner, against: resolve(target), in: scope)
        case .optionalChain(let inner):
            if case .bindOptional(let bound) = inner.kind { checkPattern(bound, against: type.unwrapped, in: scope) } else { checkValuePattern(pattern, against: type, in: scope) }
        case .postfixRange(let lower):
            checkBound(lower, against: type, in: scope)
        case .unary(let op, let upper) where op == "..." || op == "..<":
            checkBound(upper, against: type, in: scope)
        case .binary(let op, let lower, let upper) where op == "..<" || op == "...":
            checkBound(lower, against: type, in: scope)
            checkBound(upper, against: type, in: scope)
        case .implicitMember(let name):
            // For an editor: `case .` completes from the subject's type.
            typeRecorder?.record(pattern, type, expected: type)
            // `case .none:` of an optional: its nil (unless the enum has a case of that name).
            if name == "none", case .optional(let wrapped) = type, !enumHasCase(wrapped, name) { return }
            checkCaseName(name, against: type, at: pattern.range)
        case .member(let base, let name, _) where Checker.thrownErrorCases(base, name):
            return
        case .call(let callee, let arguments, _):
            if case .member(let base, let name, _) = callee.kind, Checker.thrownErrorCases(base, name) {
                // `catch DecodingError.keyNotFound(let key, let context)`: the key and the context.
                for argument in arguments { checkPattern(argument.value, against: .unknown, in: scope) }
                return
            }
            guard let name = caseName(of: callee) else { return checkValuePattern(pattern, against: type, in: scope) }
            if name == "some", case .optional(let wrapped) = type, arguments.count == 1 {
                return checkPattern(arguments[0].value, against: wrapped, in: scope)
            }
            checkCaseName(name, against: type, at: callee.range)
            let types = associatedValueTypes(name, of: type)
            // `case .online(gameName: _)`, `case .online(_)` of a case with several values: one wildcard for all of them.
            if let types, types.count > 1, arguments.count == 1, case .identifier("_") = arguments[0].value.kind { return }
            if let types, types.count != arguments.count {
                error("case '.\(name)' has \(types.count) associated value\(types.count == 1 ? "" : "s"), not \(arguments.count)", at: pattern.range)
            }
            for (index, argument) in arguments.enumerated() {
                let elementType = types.flatMap { index < $0.count ? $0[index] : nil } ?? .unknown
                checkPattern(argument.value, against: elementType, in: scope)
            }
        default:
            checkValuePattern(pattern, against: type, in: scope)
        }
    }

    /// `DecodingError.keyNotFound`, `EncodingError.invalidValue`: a case of a Foundation error the built-ins throw.
    static func thrownErrorCases(_ base: Expr, _ name: String) -> Bool {
        guard case .identifier(let typeName) = base.kind else { return false }
        switch typeName {
        case "DecodingError": return ["keyNotFound", "typeMismatch", "valueNotFound", "dataCorrupted"].contains(name)
        case "EncodingError": return name == "invalidValue"
        default: return false
        }
    }

    /// `.loaded` or `State.loaded` as the callee of a case pattern.
    func caseName(of callee: Expr) -> String? {
        switch callee.kind {
        case .implicitMember(let name): return name
        case .member(let base, let name, _):
            if case .identifier(let typeName) = base.kind, symbols.types[typeName]?.kind == .enumeration { return name }
            return nil
        default: return nil
        }
    }

    func enumHasCase(_ type: SemanticType, _ name: String) -> Bool {
        guard case .named(let enumName) = type, let symbol = symbols.types[enumName], symbol.kind == .enumeration else { return false }
        return symbol.cases.contains(name)
    }

    func checkCaseName(_ name: String, against type: SemanticType, at range: SourceRange) {
        switch type.unwrapped {
        case .family:
            if !BuiltinRegistry.familyNames.contains(name) {
                error("unknown widget family '.\(name)'\(suggestion(name, BuiltinRegistry.familyNames, prefix: "."))", at: range)
            }
        case .named(let enumName):
            if let symbol = symbols.types[enumName], symbol.kind == .enumeration, !symbol.cases.contains(name) {
                error("enum '\(enumName)' has no case '.\(name)'\(suggestion(name, symbol.cases, prefix: "."))", at: range)
            }
        case .result(let success, let failure):
            if Checker.resultSide(name, success, failure) == nil {
                error("'Result' has no case '.\(name)'\(suggestion(name, ["success", "failure"], prefix: "."))", at: range)
            }
        default: break
        }
    }

    /// The types of an enum case's associated values, if the enum is declared here.
    func associatedValueTypes(_ caseName: String, of type: SemanticType) -> [SemanticType]? {
        if case .result(let success, let failure) = type.unwrapped, let side = Checker.resultSide(caseName, success, failure) { return [side] }
        guard case .named(let enumName) = type.unwrapped, let index = declarationIndex[enumName],
              case .enumeration(let e) = tree.declarations[index].kind,
              let found = e.cases.first(where: { $0.name == caseName }) else { return nil }
        return found.associatedValues.map { $0.type.map(resolveQuietly) ?? .unknown }
    }

    /// The type `.success(…)` or `.failure(…)` of a `Result<Success, Failure>` holds; nil for another name.
    static func resultSide(_ caseName: String, _ success: SemanticType, _ failure: SemanticType) -> SemanticType? {
        switch caseName {
        case "success": return success
        case "failure": return failure
        default: return nil
        }
    }

    private func checkBound(_ bound: Expr, against type: SemanticType, in scope: Scope) {
        let boundType = infer(bound, in: scope, expected: type.unwrapped)
        let x = boundType.unwrapped, y = type.unwrapped
        if x.isUnknown || y.isUnknown || (x.isNumeric && y.isNumeric) || x == y { return }
        error("a range of \(boundType) can never match a value of type \(type)", at: bound.range)
    }

    private func checkValuePattern(_ pattern: Expr, against type: SemanticType, in scope: Scope) {
        let patternType = infer(pattern, in: scope, expected: type)
        // `case workHours:` with a range of Ints: Swift's `~=` asks whether it contains the value.
        if case .named(let name) = patternType, SwiftRanges.isRangeType(name), SemanticType.int.isAssignable(to: type.unwrapped) { return }
        if case .named(let name) = patternType, SwiftComparableRanges.isRangeType(name) {
            // A range of Doubles or Strings (or of the program's type) matches a value of its bounds' type.
            let element = SwiftComparableRanges.elements.first { SwiftComparableRanges.typeName("...", $0.name) == name || SwiftComparableRanges.typeName("..<", $0.name) == name }?.type ?? .unknown
            if element.isUnknown || type.isUnknown || SemanticType.double.isAssignable(to: element) && type.unwrapped.isNumeric || element == type.unwrapped { return }
        }
        // `case StartFailure.notConfigured:` on the error a `catch` caught (any `Error`): the pattern casts it, as in Swift.
        if type.unwrapped == .intentError { return }
        // `case "42":` on an Int: a `~=` of the program's may match them (checked when it runs).
        if symbols.operatorFunctions.contains("~=") { return }
        // `case other.identifier:` (a `String?`) on a `String`: Swift's `~=` compares them as optionals.
        if !patternType.isAssignable(to: type.unwrapped), !type.isUnknown, !patternType.isAssignable(to: type),
           !(patternType != patternType.unwrapped && type.isAssignable(to: patternType)) {
            error("a case of type \(patternType) can never match a value of type \(type)", at: pattern.range)
        }
    }

    /// Whether a pattern matches every value (`_`, `let x`), so the switch needs no `default`.
    func matchesEverything(_ pattern: Expr) -> Bool {
        switch pattern.kind {
        case .identifier("_"), .bindingPattern: return true
        case .parenthesized(let inner): return matchesEverything(inner)
        case .tuple(let elements): return elements.allSatisfy { matchesEverything($0.value) }
        default: return false
        }
    }
}
