import WidgetLanguage

/// Members of built-in types (`Date`, `Calendar`, `Font`, …), resolved only
/// through the registry's table: what is not there is a located error.
extension Checker {
    /// The table entry for values of this type, if the type is a built-in one with a table.
    func builtinTable(for type: SemanticType) -> BuiltinType? {
        switch type {
        case .date: return dateTable
        case .color: return colorTable
        case .font: return fontTable
        case .int: return intTable
        case .double: return doubleTable
        case .data: return dataTable
        case .duration: return durationTable
        case .timeline: return registry.builtinType(for: .timeline)
        case .family: return registry.builtinType(for: .family)
        case .policy: return registry.builtinType(for: .policy)
        // A `UIImage`'s `size` and `scale` (a SwiftUI `Image` is the same kind of value here).
        case .image: return registry.types["UIImage"]
        case .bool: return registry.builtinType(for: .bool)
        // A `Path`'s own members (`boundingRect`, `forEach`, `trimmedPath(from:to:)`); shapes are checked as paths.
        case .shape: return registry.types[PathBuiltins.typeName]
        case .named(let name):
            // (A subclass of a built-in class answers with the built-in's members where it declares none of the name.)
            guard symbols.types[name] == nil else { return symbols.builtinSuperclasses[name].flatMap { registry.types[$0] } }
            // `FetchDescriptor<Item>` answers with the members of `FetchDescriptor`.
            return registry.types[name] ?? GenericName.base(name).flatMap { registry.types[$0] }
        default: return nil
        }
    }

    /// The table that answers `value.name` for this type: the built-in types above, and strings, arrays and dictionaries.
    func valueTable(for type: SemanticType) -> BuiltinType? {
        switch type {
        case .string: return stringTable
        case .array: return arrayTable
        case .dictionary: return dictionaryTable
        default: return builtinTable(for: type)
        }
    }

    /// Infers each argument with the type its parameter names, and reports a mismatch at the argument.
    /// `alternatives`: the other forms with the signature's labels (`string(from: 90)`, `string(from: components)`), whose
    /// parameter's type an argument may have instead.
    func checkArguments(_ arguments: [Argument], against signature: Signature?, alternatives: [Signature] = [], of name: String, in scope: Scope) {
        let parameters = signature?.parameters ?? []
        var parameterIndex = 0
        for index in arguments.indices {
            let expected = Signature.parameterType(of: arguments[index].label, in: parameters, from: &parameterIndex)
            let type = infer(arguments[index].value, in: scope, expected: expected)
            // A key path stands for the closure that reads it (`Dictionary(grouping: items, by: \.kind)`).
            if expected == .closure, type == .keyPath { continue }
            if !alternatives.isEmpty, alternatives.contains(where: { alternative in
                parameterIndex - 1 < alternative.parameters.count && alternative.parameters[parameterIndex - 1].type.map { type.isAssignable(to: $0) } ?? true
            }) {
                continue
            }
            if let expected, !type.isAssignable(to: expected) {
                reportArgumentType(type, expected, arguments[index], of: name)
            }
        }
    }

    /// The forms of a built-in besides `signature` with its labels, which differ in a parameter's type.
    func alternatives(to signature: Signature?, in overloads: [Signature]) -> [Signature] {
        guard overloads.count > 1, let signature else { return [] }
        return overloads.filter { other in
            other.parameters.count == signature.parameters.count && zip(other.parameters, signature.parameters).allSatisfy { $0.label == $1.label }
                && zip(other.parameters, signature.parameters).contains { $0.type != $1.type }
        }
    }

    private func reportArgumentType(_ type: SemanticType, _ expected: SemanticType, _ argument: Argument, of name: String) {
        error("cannot use a value of type \(type) as \(expected.documentedName) for '\(argument.label ?? "_"):' of '\(name)'",
              at: argument.value.range)
    }

    /// `calendar.startOfDay(for: d)`, `Calendar.current`, `Font.system(size: 12)`: a call of a table entry.
    func builtinMemberCall(_ member: BuiltinMember, of type: BuiltinType, call: Expr, arguments: [Argument],
                           trailing: [TrailingClosure], in scope: Scope) -> SemanticType {
        // `Double.random(in: -1..<1)`: the range's integer literals are Doubles, as Swift types them (a range of Doubles, not
        // the list of the integers in it).
        if member.name == "random", ["Double", "CGFloat", "Float"].contains(type.name),
           let range = arguments.first(where: { $0.label == "in" }), case .binary(let op, let low, let high) = range.value.kind, op == "..<" || op == "..." {
            recordDoubleLiterals(low)
            recordDoubleLiterals(high)
        }
        let callable = BuiltinCallable(member.kind == .initializer ? type.name : member.name, overloads: member.overloads, result: member.result)
        let signature = matchSignature(callable, call: call, arguments: arguments, trailing: trailing)
        // In a view, a closure given to a member that makes no view (`DragGesture().onChanged { … }`) is
        // code that runs, not a view builder: its statements may drop a value, as Swift's do.
        let takesCode = context.kind == .view && !member.result.isViewLike && !member.result.isUnknown
            && (!trailing.isEmpty || arguments.contains { if case .closure = $0.value.kind { true } else { false } })
        let kind = takesCode ? BlockContext.Kind.function : context.kind
        within(kind, returnType: takesCode ? nil : context.returnType) {
            checkArguments(arguments, against: signature, alternatives: alternatives(to: signature, in: member.overloads), of: callable.name, in: scope)
            for index in trailing.indices {
                inferClosure(trailing[index].closure, in: scope, parameterTypes: member.closureParameters, changing: member.closureInoutParameter)
            }
        }
        if type.name == "JSONDecoder" || type.name == "PropertyListDecoder", member.name == "decode", let first = arguments.first {
            return decodedType(first.value)
        }
        // `UIColor(named:)` is optional where `UIColor(white:alpha:)` is not: the matched form's own result.
        if let signature, let own = member.result(forLabels: signature.parameters.map(\.label)) { return own }
        // (No form fits, which is reported: the value is not known, so nothing more is reported of its use.)
        if signature == nil { return .unknown }
        return member.result
    }

    /// What `decoder.decode(T.self, from:)` gives: `T` for `T.self`, `[T]` for `[T].self` (else unchecked).
    func decodedType(_ expr: Expr) -> SemanticType {
        guard case .member(let base, "self", _) = expr.kind else { return .unknown }
        func named(_ expr: Expr) -> SemanticType {
            switch expr.kind {
            case .identifier(let name):
                // (A type of the program's shadows a built-in one of its name: `struct Timeline: Codable`.)
                if let builtin = SemanticType.builtinTypeNames[name], !symbols.shadowedBuiltinTypes.contains(name) { return builtin }
                return symbols.types[name] != nil ? .named(name) : .unknown
            case .array(let elements) where elements.count == 1:
                let element = named(elements[0])
                return element.isUnknown ? .unknown : .array(element)
            default: return .unknown
            }
        }
        return named(base)
    }

    /// `.name` where a built-in type with a closed set of values is expected (`.font(.headline)`).
    func checkImplicitMember(_ name: String, expected: SemanticType, at range: SourceRange) -> SemanticType? {
        guard let table = builtinTable(for: expected.unwrapped), table.checksImplicitMembers else { return nil }
        // `.ui.gray` where a `Color` goes: a type the program's extension of the built-in type declares (`extension Color
        // { enum ui { static let gray … } }`), as the base of a chain; bound as `Color.ui`.
        if table.statics[name] == nil, let nested = aliasTarget("\(table.name).\(name)") {
            bindImplicitMember(at: range, to: table.name)
            return .metatype(nested.name)
        }
        // A static the program's own extension adds (`extension Color { static let palePink = … }`) is one too.
        if table.statics[name] == nil, !declaresStatic(name, extending: table.name), !(table.name == "Color" && isAssetColorSymbol(name)),
           !(table.name == ImageBuiltins.resourceType && isAssetImageSymbol(name)) {
            let candidates = Array(table.statics.keys) + (table.name == ImageBuiltins.resourceType ? assetImageSymbols : [])
            error("'\(table.name)' has no member '.\(name)'\(suggestion(name, candidates, prefix: "."))", at: range)
        }
        bindBuiltinImplicitMember(name, of: table, called: false, at: range)
        return expected.unwrapped
    }

    /// `.red` where a `Color` goes: bound to the table's entry, unless the program's extension declares a static of
    /// that name (then the extension's is meant, `implicitExtensionOwner`).
    func bindBuiltinImplicitMember(_ name: String, of table: BuiltinType, called: Bool, at range: SourceRange) {
        guard let member = table.statics[name], called ? !member.isProperty : member.readsAsProperty,
              !declaresStatic(name, extending: table.name) else { return }
        symbols.builtinImplicitMembers[OverloadSite(range, name)] = BoundBuiltinMember(typeName: table.name, member: member)
    }

    /// Whether an extension of the program adds a static property or function of this name to a built-in type
    /// (for a colour, an extension of `ShapeStyle` counts too).
    func declaresStatic(_ name: String, extending typeName: String) -> Bool {
        guard !symbols.builtinExtensions.isEmpty else { return false }
        if typeName == "Color", symbols.colorExtension(declaring: name) != nil { return true }
        return extensionStaticOwner(name, of: typeName) != nil
    }

    /// `.dateTime.year().month()` where a `FormatStyle` is expected, `.system(size: 9).bold()` where a
    /// `Font` is: a chain that starts with an implicit member is read with the expected type of the whole
    /// chain, when that type's table checks implicit members (each step returns the same type), or when it
    /// is one of the program's types that declares the chain's first member (`let t: Theme = .dark.renamed("x")`:
    /// `.dark` is `Theme`'s).
    func expectedForChain(_ base: Expr, _ written: SemanticType?) -> SemanticType? {
        guard let written, let name = Checker.chainRoot(base) else { return nil }
        // `.dateTime.hour()` where a `FormatStyle` goes: the chain is read in the type whose static starts it.
        let expected = implicitMemberContext(name, expected: written) ?? written
        var isProgramType = false
        if case .named(let typeName) = expected.unwrapped { isProgramType = symbols.types[typeName] != nil }
        guard isProgramType || builtinTable(for: expected.unwrapped)?.checksImplicitMembers == true else { return nil }
        return !isProgramType || implicitMemberOwner(name, expected: expected) != nil ? expected : nil
    }

    /// The implicit member a chain starts with (`dateTime` in `.dateTime.hour().minute()`), if it starts with one.
    static func chainRoot(_ base: Expr) -> String? {
        var root = base
        while true {
            switch root.kind {
            case .implicitMember(let name): return name
            case .member(let inner, _, _): root = inner
            case .call(let callee, _, _): root = callee
            default: return nil
            }
        }
    }

    /// Names a built-in type's values answer to, for suggestions.
    func builtinMemberNames(_ type: SemanticType) -> [String] {
        valueTable(for: type)?.memberNames ?? []
    }
}
