import WidgetLanguage

/// Tuples and casts: `(a, b)`, `pair.0`, `let (x, y) = …`, `x as? T`, `x is T`.
extension Checker {
    func tupleType(_ elements: [Argument], in scope: Scope, expected: SemanticType?, at range: SourceRange) -> SemanticType {
        var expectedElements: [SemanticType] = []
        var labels = elements.map(\.label)
        if case .tuple(let expectedLabels, let types)? = expected?.unwrapped, types.count == elements.count {
            expectedElements = types
            // `(value, 0)` where a `(value: V, hits: Int)` goes: the literal takes the labels it lacks.
            if labels != expectedLabels, zip(labels, expectedLabels).allSatisfy({ $0 == nil || $0 == $1 }) {
                labels = expectedLabels
                symbols.tupleLabels[range.start.offset] = expectedLabels
            }
        }
        let types = elements.enumerated().map { index, element in
            infer(element.value, in: scope, expected: index < expectedElements.count ? expectedElements[index] : nil)
        }
        return .tuple(labels: labels, elements: types)
    }

    /// `pair.0`, `pair.x`: nil if the tuple has no such element.
    func tupleElementType(_ type: SemanticType, _ name: String) -> SemanticType? {
        guard case .tuple(let labels, let elements) = type else { return nil }
        if let index = Int(name) { return elements.indices.contains(index) ? elements[index] : nil }
        return labels.firstIndex { $0 == name }.map { elements[$0] }
    }

    func castType(_ op: CastOperator, _ inner: Expr, _ type: TypeRef, in scope: Scope) -> SemanticType {
        let target = resolve(type)
        let source = infer(inner, in: scope, expected: op == .plain ? target : nil)
        switch op {
        case .test: return .bool
        case .optional:
            return target.isUnknown ? .optional(.unknown) : .optional(target.unwrapped)
        case .forced: return target
        case .plain:
            if !source.isAssignable(to: target), !isConversion(source, to: target) {
                error("cannot convert a value of type \(source) to \(target) with 'as'; use 'as?' to test its type", at: inner.range.union(type.range))
            }
            return target
        }
    }

    /// `as` may widen a value to a type it already is (upcast), or a number literal to Double.
    private func isConversion(_ source: SemanticType, to target: SemanticType) -> Bool {
        if source.isNumeric, target.isNumeric { return true }
        if case .named = source, case .named = target { return true }
        // Every error bridges to NSError: `error as NSError`.
        if source == .intentError, target == .named(FoundationNetwork.nsErrorTypeName) { return true }
        // A String bridges to Foundation's `NSString` and back: `key as NSString`, `cache.object(forKey: k) as String?`.
        // (An optional goes to an optional: `cache.object(forKey: key) as String?`.)
        // A number bridges to `NSNumber` and `NSDecimalNumber`: `amount as NSDecimalNumber`, `ratio as NSNumber`.
        if source.isNumeric, target == .named("NSDecimalNumber") || target == .named("NSNumber") { return true }
        // … and an `NSDecimalNumber` back to the Decimal it holds: `amount as Decimal`.
        if source == .named("NSDecimalNumber"), target.isNumeric { return true }
        switch (source, target) {
        case (.string, .named("NSString")), (.named("NSString"), .string),
             (.optional(.string), .optional(.named("NSString"))), (.optional(.named("NSString")), .optional(.string)): return true
        default: return false
        }
    }

    /// The number types whose initializer converts a number or text given alone (`UInt16(byte)`, `Double("2.5")`).
    static func isNumberTypeName(_ name: String) -> Bool {
        name == "Int" || SwiftFixedWidthIntegers.names.contains(name) || name == "Double" || name == "TimeInterval" || name == "Float"
    }

    /// `Int(3.7)` and `Double(n)` are not optional, as in Swift; `Int("12")` is; `Int()` is 0.
    func numberConversionType(callee: Expr, arguments: [Argument], trailing: [TrailingClosure], in scope: Scope) -> SemanticType? {
        guard case .identifier(let name) = callee.kind, trailing.isEmpty, arguments.count <= 1, scope.lookup(name) == nil,
              Checker.isNumberTypeName(name) else { return nil }
        let isInteger = name == "Int" || SwiftFixedWidthIntegers.names.contains(name)
        if arguments.isEmpty { return isInteger ? .int : .double }
        // `Int(truncating: number)`, `Double(truncating: number)`: an NSNumber's value, not optional.
        if arguments[0].label == "truncating", name == "Int" || name == "Double" {
            infer(arguments[0].value, in: scope)
            return name == "Int" ? .int : .double
        }
        // `Double(integerLiteral: 4)`, `Double(floatLiteral: 2.5)`: the literal's initializers, called by name.
        if let label = arguments[0].label, label == "integerLiteral" || (label == "floatLiteral" && !isInteger) {
            infer(arguments[0].value, in: scope, expected: label == "integerLiteral" ? .int : .double)
            return isInteger ? .int : .double
        }
        if isInteger, let label = arguments[0].label {
            // `Int8(exactly: 128)` is nil; `UInt8(truncatingIfNeeded: 300)` and `Int8(clamping: 1000)` are not optional.
            guard ["exactly", "truncatingIfNeeded", "clamping", "bitPattern"].contains(label) else { return nil }
            infer(arguments[0].value, in: scope)
            return label == "exactly" ? .optional(.int) : .int
        }
        guard arguments[0].label == nil else { return nil }
        let target: SemanticType = isInteger ? .int : .double
        switch infer(arguments[0].value, in: scope) {
        case .int, .double: return target
        case .string: return .optional(target)
        case .unknown: return .unknown
        case let other:
            // `UInt16(data)` where `extension UInt16 { init(_ data: Data) }`: the program's initializer.
            if !symbols.builtinExtensions.isEmpty, !symbols.builtinExtensionInitializers(of: Checker.extendedTypeName(name), labels: [nil]).isEmpty { return nil }
            error("cannot make \(name) from a value of type \(other)", at: arguments[0].value.range)
            return .unknown
        }
    }

    /// Declares the names of a destructuring pattern (`(data, response)`,
    /// `(index, _)`) with the element types of `type`.
    func declareTuplePattern(_ pattern: Expr, _ type: SemanticType, in scope: Scope, isConstant: Bool = true) {
        switch pattern.kind {
        case .identifier("_"):
            return
        case .identifier(let name), .bindingPattern(let name, _):
            scope.declare(name, type, isConstant: isConstant, range: pattern.range, isDeclaration: true)
        case .parenthesized(let inner):
            declareTuplePattern(inner, type, in: scope, isConstant: isConstant)
        case .tuple(let elements):
            var types = Array(repeating: SemanticType.unknown, count: elements.count)
            switch type.unwrapped {
            case .tuple(_, let found) where found.count == elements.count:
                types = found
            case .tuple(_, let found):
                error("a tuple of \(found.count) elements cannot be split into \(elements.count) names", at: pattern.range)
            case .unknown: break
            default:
                error("a value of type \(type) is not a tuple and cannot be split into \(elements.count) names", at: pattern.range)
            }
            for (index, element) in elements.enumerated() {
                declareTuplePattern(element.value, types[index], in: scope, isConstant: isConstant)
            }
        default:
            error("expected a name or '_' here", at: pattern.range)
        }
    }
}
