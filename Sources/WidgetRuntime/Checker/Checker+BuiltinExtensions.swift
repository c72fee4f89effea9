import WidgetLanguage

/// `extension View { func card() -> some View { … } }` and extensions of `Date`,
/// `String`, `Int`, `Double`: functions and computed properties on built-in types.
extension Checker {
    /// The name extensions of a value of this type are kept under.
    static func extensionTypeName(of type: SemanticType) -> String? {
        switch type {
        case .view, .image, .text, .shape, .color: return "View"
        case .date: return "Date"
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .family: return "WidgetFamily"
        case .data: return "Data"
        case .duration: return "Duration"
        // A range of Ints has the members a `Sequence` or `Collection` extension gives arrays.
        case .named(let name) where SwiftRanges.isRangeType(name): return "Array"
        // `extension UUID`, `extension CGFloat`: kept where the values of those types are (`extendedTypeName`).
        case .named(let name): return extendedTypeName(name)
        default: return nil
        }
    }

    /// The built-in types whose extensions may hold a member of a value of this type: its own; for a colour (one kind
    /// of value, written `Color` or `UIColor`) both, then View's; for a picture (a SwiftUI `Image` and a `UIImage`
    /// alike) View's and UIImage's. The interpreter looks in the same order (`Interpreter.extensionTypeNames`).
    static func extensionTypeNames(of type: SemanticType) -> [String] {
        switch type {
        case .color: return ["Color", "UIColor", "View"]
        case .image: return ["View", "UIImage"]
        // `extension ClosedRange where Bound: BinaryFloatingPoint`: a range's own extensions, then (of Ints) an array's.
        case .named(let name) where SwiftRanges.isRangeType(name): return [rangeExtensionName(name), "Array"]
        case .named(let name) where SwiftComparableRanges.isRangeType(name) || DateRanges.isRangeType(name): return [rangeExtensionName(name)]
        default: return extensionTypeName(of: type).map { [$0] } ?? []
        }
    }

    /// The names `extension ClosedRange` and `extension Range` are kept under.
    static let rangeExtensionNames: Set<String> = ["ClosedRange", "Range"]

    /// `ClosedRange` for `ClosedRange<Double>` and the other closed ranges, else `Range`.
    static func rangeExtensionName(_ rangeType: String) -> String { rangeType.hasPrefix("ClosedRange") ? "ClosedRange" : "Range" }

    /// The first of `extensionTypeNames(of:)` whose extensions give the member `name` (a method, or a property).
    func extensionTypeName(of type: SemanticType, having name: String, isFunction: Bool) -> String? {
        Checker.extensionTypeNames(of: type).first { typeName in
            isFunction ? symbols.builtinExtensionFunction(name, of: typeName) != nil : symbols.builtinExtensionProperty(name, of: typeName) != nil
        }
    }

    /// The type `self` has inside an extension of the built-in type `name`.
    func builtinSelfType(_ name: String) -> SemanticType {
        switch name {
        case "Color": return .color
        case "View", "Image", "Shape", "InsettableShape": return .view
        case "Array": return .array(.unknown)
        case "Dictionary": return .dictionary(.unknown, .unknown)
        default: return SemanticType.builtinTypeNames[name] ?? registry.types[name]?.instanceType ?? .unknown
        }
    }

    func checkBuiltinExtension(_ body: TypeBody, of typeName: String) {
        let selfType = builtinSelfType(typeName)
        let saved = builtinSelf, savedGenerics = genericNames
        builtinSelf = selfType
        let savedName = builtinExtensionName
        builtinExtensionName = typeName
        defer { builtinExtensionName = savedName }
        genericNames.formUnion(body.genericParameters)
        defer { builtinSelf = saved; genericNames = savedGenerics }
        // (A collection protocol's member in its copy for `String`: `self` is the characters, `TypeBody.selfAsCharacters`.)
        func ownSelf(_ attributes: [String]) -> SemanticType { attributes.contains(TypeBody.selfAsCharacters) ? .array(.string) : selfType }
        for function in body.functions {
            let scope = Scope(parent: nil)
            // (`mutating func removeDuplicates() { self = … }`: a mutating method may replace the value.)
            scope.declare("self", function.isStatic ? .metatype(typeName) : ownSelf(function.attributes), isConstant: !function.isMutating, range: function.nameRange)
            scope.declare("Self", .metatype(typeName), range: function.nameRange, origin: .member)
            let inner = Scope(parent: scope)
            withGenerics(function.genericParameters) {
                declareParameters(function.parameters, in: inner)
                let returnType = function.returnType.map(resolveQuietly) ?? .void
                checkMemberBody(function.body, returning: returnType, in: inner, name: function.name, at: function.nameRange,
                                attributes: function.attributes)
            }
        }
        // `extension Color { init(hex: String) { …; self.init(red: r, green: g, blue: b) } }`: checked as a method
        // whose `self` is the value being made.
        for initializer in body.initializers {
            let scope = Scope(parent: nil)
            scope.declare("self", selfType, isConstant: false, range: initializer.nameRange)
            scope.declare("Self", .metatype(typeName), range: initializer.nameRange, origin: .member)
            let inner = Scope(parent: scope)
            // `self.init(red: …)` makes the value with one of the type's own initialisers: checked as `self = Color(red: …)`.
            // (`self.init(string: s)!`, delegating to a failable one: `self = URL(string: s)!`.)
            let made: (Expr) -> (target: Expr, value: Expr)? = { expr in
                guard case .call(let callee, let arguments, let trailing) = expr.kind, case .member(let base, "init", let nameRange) = callee.kind,
                      case .identifier("self") = base.kind else { return nil }
                return (base, Expr(.call(callee: Expr(.identifier(typeName), nameRange), arguments: arguments, trailingClosures: trailing), expr.range))
            }
            let delegating = SyntaxRewriter(expression: { expr in
                if case .forceUnwrap(let inner) = expr.kind, let (target, value) = made(inner) {
                    return Expr(.assign(op: "=", target: target, value: Expr(.forceUnwrap(value), expr.range)), expr.range)
                }
                guard let (target, value) = made(expr) else { return nil }
                return Expr(.assign(op: "=", target: target, value: value), expr.range)
            }).rewrite(initializer.body)
            let savedFailable = inFailableBuiltinInitializer
            inFailableBuiltinInitializer = initializer.isFailable
            defer { inFailableBuiltinInitializer = savedFailable }
            withGenerics(initializer.genericParameters) {
                declareParameters(initializer.parameters, in: inner)
                checkMemberBody(delegating, returning: .void, in: inner, name: "init", at: initializer.nameRange)
            }
        }
        for property in body.computed {
            let scope = Scope(parent: nil)
            scope.declare("self", property.isStatic ? .metatype(typeName) : ownSelf(property.attributes), range: property.nameRange)
            scope.declare("Self", .metatype(typeName), range: property.nameRange, origin: .member)
            let type = property.type.map(resolveQuietly) ?? .unknown
            checkMemberBody(property.getter, returning: type, in: Scope(parent: scope), name: property.name, at: property.nameRange,
                            attributes: property.attributes)
            // `set { self = [newValue] }`: the value itself may be replaced, and `newValue` is the value assigned.
            if let setter = property.setter {
                let settable = Scope(parent: nil)
                settable.declare("self", property.isStatic ? .metatype(typeName) : ownSelf(property.attributes), isConstant: false, range: property.nameRange)
                settable.declare("Self", .metatype(typeName), range: property.nameRange, origin: .member)
                let inner = Scope(parent: settable)
                inner.declare(setter.parameterName, type, range: property.nameRange)
                within(.function, returnType: .void) { checkStatements(setter.body, in: inner) }
            }
        }
        for field in body.fields {
            // `extension EnvironmentValues { @Entry var badge = "none" }`: the macro makes the key that holds it.
            if !field.isStatic, typeName == EnvironmentValues.typeName, field.attribute("Entry") != nil, let value = field.defaultValue {
                let type = field.type.map(resolveQuietly)
                let valueType = within(.global) { infer(value, in: Scope(parent: nil), expected: type) }
                if let type, !valueType.isAssignable(to: type) {
                    error("default value of type \(valueType) does not match '\(field.name)' of type \(type)", at: value.range)
                }
            } else if !field.isStatic {
                error("an extension cannot add the stored property '\(field.name)'; write a computed property, as in 'var \(field.name): \(field.type?.description ?? "Type") { … }'",
                      at: field.nameRange)
            } else if let value = field.defaultValue {
                let type = field.type.map(resolveQuietly)
                let valueType = within(.global) { infer(value, in: staticScope(of: typeName, at: field.nameRange), expected: type) }
                if let type, !valueType.isAssignable(to: type) {
                    error("default value of type \(valueType) does not match '\(field.name)' of type \(type)", at: value.range)
                }
            }
        }
    }

    /// The function of this name the program's extensions add to a built-in type that the call means: the one
    /// whose labels and types fit the arguments when there are several.
    /// With `site`, a choice the arguments or the context decide is recorded for the interpreter (`func average() -> Element`
    /// beside `func average<T: FloatingPoint>() -> T`, the second where a Double is expected).
    func builtinExtensionOverload(_ name: String, of typeName: String, isStatic: Bool, arguments: [Argument], trailing: [TrailingClosure],
                                  in scope: Scope, expected: SemanticType? = nil, site: SourceRange? = nil,
                                  elementType: SemanticType? = nil) -> FunctionDecl? {
        let candidates = symbols.builtinExtensionFunctions(name, of: typeName, isStatic: isStatic)
        guard candidates.count > 1 else { return candidates.first }
        guard let (index, decided) = chooseOverload(candidates, arguments: arguments, trailing: trailing, in: scope, expected: expected,
                                                    elementType: elementType) else {
            return candidates.first
        }
        if decided, let site { symbols.chosenOverloads[OverloadSite(site, name)] = index }
        return candidates[index]
    }

    /// The `init` the program's extensions add to a built-in type that `Name(…)` means: by the labels, then by the
    /// arguments' types (`init(url: API)` beside `init(url: Host)`), recorded for the interpreter. Nil when none
    /// takes these arguments: the type's own initialisers are meant, as in Swift (`self.init(url: url.url)` inside
    /// `extension URLRequest { init(url: ImageURL) }` is `URLRequest(url:)`).
    func builtinExtensionInitializer(_ name: String, call: Expr, arguments: [Argument], trailing: [TrailingClosure],
                                     in scope: Scope) -> FunctionDecl? {
        let candidates = symbols.builtinExtensionInitializers(of: Checker.extendedTypeName(name), labels: arguments.map(\.label) + trailing.map { _ in nil })
        guard !candidates.isEmpty,
              let (index, decided) = chooseOverload(candidates, arguments: arguments, trailing: trailing, in: scope, expected: nil) else { return nil }
        if decided, candidates.count > 1 { symbols.chosenOverloads[OverloadSite(call.range, name)] = index }
        return candidates[index]
    }

    /// Whether `typeName`, under which extensions are kept, names a type of the program's for a value of `type`: a value of
    /// the program's type. (A `[String: Int]` is the standard library's Dictionary beside the module's `struct Dictionary`.)
    func isProgramsOwn(_ typeName: String, _ type: SemanticType) -> Bool {
        guard case .named = type.unwrapped else { return false }
        return symbols.types[typeName] != nil
    }

    /// The result of `value.name(…)` where an extension adds `name` to the value's built-in type.
    func builtinExtensionCall(_ type: SemanticType, _ name: String, call: Expr, arguments: [Argument], trailing: [TrailingClosure] = [],
                              in scope: Scope, extending extended: String? = nil, expected: SemanticType? = nil) -> SemanticType? {
        // Reading `builtinExtensions` alone does not copy the symbols (a method call on them would).
        guard !symbols.builtinExtensions.isEmpty, let typeName = extended ?? extensionTypeName(of: type.unwrapped, having: name, isFunction: true),
              !isProgramsOwn(typeName, type),
              let function = builtinExtensionOverload(name, of: typeName, isStatic: false, arguments: arguments, trailing: trailing, in: scope,
                                                      expected: expected, site: call.range, elementType: { if case .array(let element) = type.unwrapped { return element } else { return nil } }())
        else { return nil }
        // `extension NumberFormatter { func string(from value: Double) }` beside Foundation's `string(from: NSNumber)`: an
        // argument the program's overload does not take is the built-in method's, as Swift chooses by type (`sorted { … }`
        // inside `extension Sequence { func sorted(by keyPath: KeyPath<…>) }` is the standard `sorted(by:)`), bound so.
        let labels = Checker.labelsWithTrailing(function.parameters, arguments.map(\.label), trailing: trailing.map(\.label))
        if let member = registry.types[typeName]?.methods[name] ?? valueTable(for: type.unwrapped)?.methods[name],
           member.overloads.contains(where: { $0.parameters.map(\.label) == labels }) {
            guard extensionTakes(function, arguments, trailing, in: scope) else {
                // (By the method's name: `.sorted` of `items.sorted { … }`, or `sorted` called on `self`.)
                if case .call(let callee, _, _) = call.kind {
                    if case .member(_, _, let nameRange) = callee.kind { symbols.builtinOverExtension.insert(nameRange.start.offset) }
                    else { symbols.builtinOverExtension.insert(callee.range.start.offset) }
                }
                return nil
            }
            // Bound here: the value alone does not say which of the two the call means.
            if case .call(let callee, _, _) = call.kind, case .member(_, _, let nameRange) = callee.kind {
                var binding = MemberBinding(name: name, typeName: typeName, declaration: .method(function))
                binding.ofBuiltinExtension = true
                symbols.memberBindings[nameRange.start.offset] = binding
            }
        }
        // `.widgetBackground { Color.blue }`, `.if(flag) { $0.padding() }`: a trailing closure goes to its parameter.
        withGenerics(function.genericParameters) {
            checkLabels(function.parameters, name: name, call: call, arguments: argumentsWithTrailing(function.parameters, arguments, trailing), in: scope)
        }
        return function.returnType.map(resolveQuietly) ?? .void
    }

    /// Whether each argument, inferred quietly, is of a type the function's parameter of its label takes (an unknown type
    /// is taken; a trailing closure is a closure), parameters with defaults left out as the labels say.
    func extensionTakes(_ function: FunctionDecl, _ arguments: [Argument], _ trailing: [TrailingClosure] = [], in scope: Scope) -> Bool {
        let count = diagnostics.count
        defer { diagnostics.removeLast(diagnostics.count - count) }
        let labels = Checker.labelsWithTrailing(function.parameters, arguments.map(\.label), trailing: trailing.map(\.label))
        var index = 0
        for (position, label) in labels.enumerated() {
            while index < function.parameters.count, function.parameters[index].label != label, function.parameters[index].defaultValue != nil { index += 1 }
            guard index < function.parameters.count else { return true }
            let expected = Overloads.writtenType(function, function.parameters[index], named: programTypeTakingOwnValues)
            let given = position < arguments.count ? infer(arguments[position].value, in: scope) : .closure
            if !expected.isUnknown, !given.isUnknown, !given.isAssignable(to: expected) { return false }
            index += 1
        }
        return true
    }

    /// Where a static of an extension of a built-in type is made: `self` and `Self` are the type
    /// (`static let first3: Self = Array(Self.mock[0...2])` in `extension [Step]`).
    func staticScope(of typeName: String, at range: SourceRange) -> Scope {
        let scope = Scope(parent: nil)
        scope.declare("self", .metatype(typeName), range: range)
        scope.declare("Self", .metatype(typeName), range: range, origin: .member)
        return scope
    }

    func builtinExtensionPropertyType(_ type: SemanticType, _ name: String) -> SemanticType? {
        guard !symbols.builtinExtensions.isEmpty, let typeName = extensionTypeName(of: type.unwrapped, having: name, isFunction: false),
              !isProgramsOwn(typeName, type),
              let property = symbols.builtinExtensionProperty(name, of: typeName) else { return nil }
        return property.type.map(resolveQuietly) ?? .unknown
    }

    /// `.modifier(Card())`: a struct with `func body(content: Content) -> some View`.
    func viewModifierCall(call: Expr, arguments: [Argument], in scope: Scope) -> SemanticType {
        guard arguments.count == 1, arguments[0].label == nil else {
            inferArguments(arguments, in: scope)
            error("'.modifier' takes one view modifier, as in .modifier(Card())", at: call.range)
            return .view
        }
        let type = infer(arguments[0].value, in: scope)
        if case .named(let name) = type, let symbol = symbols.types[name], instanceFunction("body", of: symbol) == nil {
            error("'\(name)' is not a view modifier; give it 'func body(content: Content) -> some View'", at: arguments[0].value.range)
        }
        return .view
    }
}
