import WidgetLanguage

extension Checker {
    /// `base.name` where `name` is a property (methods are checked as calls).
    func memberType(base: Expr, name: String, nameRange: SourceRange, in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        // `Optional<Int>.none`: nil of that type.
        if name == "none", case .identifier(let typeName) = base.kind, typeName.hasPrefix("Optional<"), typeName.hasSuffix(">"), scope.lookup(typeName) == nil {
            return .optional(SemanticType.parse(String(typeName.dropFirst("Optional<".count).dropLast())))
        }
        // `URL.self`, `[UUID].self`: a built-in type that is also called as a function, as a value.
        if name == "self", let type = calledTypeAsValue(base, in: scope) { return type }
        // `URL.init(string:)`, `Date.init(timeIntervalSince1970:)`: its initializer as a function (`compactMap(URL.init(string:))`).
        if name == "init" || name.hasPrefix("init("), case .identifier(let typeName) = base.kind, case .metatype? = calledTypeAsValue(base, in: scope) {
            bindName(typeName, .type(typeName), at: base.range)
            return .closure
        }
        // `URL.status`: a static the program's extension adds to a built-in type that is also called as a function.
        if let typeName = extensionStaticBase(base, name, in: scope) { return staticMemberType(typeName, name, at: nameRange) }
        // `Image.Scale`, `Text.DateStyle`: a built-in type named inside a view, as a value (`Image.Scale.large`), bound
        // for the interpreter as the view's static member.
        if case .identifier(let owner) = base.kind, registry.views[owner] != nil, registry.types["\(owner).\(name)"] != nil,
           scope.lookup(owner) == nil, symbols.types[owner] == nil {
            symbols.typeBases[OverloadSite(base.range, name)] = owner
            return .metatype("\(owner).\(name)")
        }
        // `Image.Assets.singleArrow` where `extension Image { enum Assets { … } }`: a type the program declares inside a view.
        if case .identifier(let owner) = base.kind, registry.views[owner] != nil, scope.lookup(owner) == nil, symbols.types[owner] == nil,
           let inner = aliasTarget("\(owner).\(name)") {
            symbols.typeBases[OverloadSite(base.range, name)] = owner
            return .metatype(inner.name)
        }
        var baseType = writtenGenericType(base, in: scope) ?? inferReceiver(base, in: scope, expected: expectedForChain(base, expected))
        // `Card(entry: e).title`: a property of the view just made, read on its struct (`Symbols.viewStructsKept`).
        if baseType.isViewLike, let viewType = constructedProgramView(base, in: scope), symbols.types[viewType]?.isShape == false,
           propertyType(of: .named(viewType), name) != nil {
            symbols.viewStructsKept.insert(base.range)
            baseType = .named(viewType)
        }
        if case .named = baseType.unwrapped, name != "self" { baseType = sequenceReceiverType(baseType, declaring: name) }
        // `Repository.self`, `[Repository].self`: the type as a value (`JSONDecoder().decode(T.self, from:)`).
        if name == "self" { return baseType }
        // `Int?.none`: nil of that type.
        if name == "none", case .bindOptional = base.kind, case .metatype(let typeName) = baseType {
            return .optional(symbols.types[typeName] == nil ? SemanticType.parse(typeName) : .named(typeName))
        }
        if case .metatype(let typeName) = baseType {
            return staticMemberType(typeName, name, at: nameRange)
        }
        // `[Step].mock`: a static the program's `extension [Step]` (or `extension Array`) adds, on the array type written.
        if case .array(.metatype) = baseType, isArrayExtensionStatic(name) { return staticMemberType("Array", name, at: nameRange) }
        // `name.orEmpty` where `extension Optional where Wrapped == String { var orEmpty: String }`: on the optional itself.
        if case .optional = baseType, symbols.builtinExtensions["Optional"] != nil, let property = symbols.builtinExtensionProperty(name, of: "Optional") {
            symbols.optionalExtensionMembers.insert(nameRange.start.offset)
            return property.type.map(resolveQuietly) ?? .unknown
        }
        // `30.days` where `extension Double { var days: TimeInterval }` and Int has no `days`: the literal is a Double, as
        // Swift types it (kept for the interpreter, `Symbols.doubleLiterals`).
        if !symbols.builtinExtensions.isEmpty, case .integer = base.kind, baseType == .int, builtinExtensionPropertyType(.int, name) == nil,
           let type = builtinExtensionPropertyType(.double, name) {
            symbols.doubleLiterals.insert(base.range.start.offset)
            return type
        }
        // A property the program's extension adds to a built-in type, which a name of the built-in table does not hide.
        if !symbols.builtinExtensions.isEmpty, let type = builtinExtensionPropertyType(baseType, name) { return type }
        if let table = valueTable(for: baseType.unwrapped), let member = table.properties[name] {
            symbols.builtinProperties[nameRange.start.offset] = BoundBuiltinMember(typeName: table.name, member: member)
        }
        bindMember(name, of: base, baseType, at: nameRange, in: scope)
        if let type = propertyType(of: baseType.unwrapped, name) { return type }
        // `hello.greet`: a method of the program's type, as a function bound to the value.
        if case .named(let typeName) = baseType.unwrapped, let symbol = symbols.types[typeName], instanceFunction(name, of: symbol) != nil {
            return .closure
        }
        if methodResult(of: baseType.unwrapped, name) != nil {
            // `.filter(CharacterSet.alphanumerics.contains)`: a built-in value's method taking unlabelled arguments, as a
            // function bound to the value (`Symbols.methodReferences`).
            if let table = valueTable(for: baseType.unwrapped), let member = table.methods[name],
               let form = member.overloads.first(where: { !$0.parameters.isEmpty && $0.closures.isEmpty && $0.parameters.allSatisfy { $0.label == nil && $0.isRequired } }) {
                symbols.methodReferences[nameRange.start.offset] = (name, form.parameters.map { _ in nil })
                return .closure
            }
            error("'\(name)' is a method and must be called, as in '\(name)()'", at: nameRange)
            return .unknown
        }
        if let type = builtinExtensionPropertyType(baseType, name) { return type }
        // `formatter.string(from:)`, `scorer.score(of:)`: a method named with its labels, as a function bound to the value.
        if let (method, labels) = Overloads.compoundName(name), hasMethod(method, labels: labels, of: baseType.unwrapped) {
            symbols.methodReferences[nameRange.start.offset] = (method, labels)
            return .closure
        }
        // `self.$touchLocation`: a property wrapper's projected value (a binding), passed on, not drawn.
        if name.count > 1, name.hasPrefix("$"), propertyType(of: baseType.unwrapped, String(name.dropFirst())) != nil { return .unknown }
        if let type = dynamicMemberType(name, of: baseType, at: nameRange) { return type }
        reportUnknownMember(name, of: baseType, at: nameRange)
        return .unknown
    }

    /// `profile.name` where the program's type is `@dynamicMemberLookup` and has no member `name`: its
    /// `subscript(dynamicMember:)` (the one taking a key path, when both are declared) read with `\.name` or `"name"`,
    /// kept for the interpreter (`Symbols.dynamicMembers`); the subscript's result type.
    func dynamicMemberType(_ name: String, of baseType: SemanticType, at nameRange: SourceRange) -> SemanticType? {
        guard case .named(let typeName) = baseType.unwrapped, let symbol = symbols.types[typeName] else { return nil }
        let subscripts = symbol.functions.filter { $0.name == "subscript" && !$0.isStatic && $0.parameters.first?.label == "dynamicMember" }
        guard !subscripts.isEmpty else { return nil }
        func takesKeyPath(_ function: FunctionDecl) -> Bool {
            guard let written = function.parameters.first?.type else { return false }
            if case .generic(let generic, _) = written.kind { return generic.hasSuffix("KeyPath") }
            return written.description.hasSuffix("KeyPath")
        }
        let chosen = subscripts.first(where: takesKeyPath) ?? subscripts[0]
        symbols.dynamicMembers[nameRange.start.offset] = takesKeyPath(chosen)
        if chosen.genericParameters.isEmpty, let result = chosen.returnType { return resolveQuietly(result) }
        return .unknown
    }

    /// Binds `base.name` where the base's type is one of the program's, or the base is a value of the program's protocol.
    private func bindMember(_ name: String, of base: Expr, _ baseType: SemanticType, at nameRange: SourceRange, in scope: Scope) {
        if case .named(let typeName) = baseType.unwrapped {
            bindMember(name, of: typeName, at: nameRange)
        } else if let proto = existentialProtocol(of: base, in: scope) {
            bindMember(name, of: proto, at: nameRange)
        }
    }

    /// Binds `value.name` on a value of the program's type `typeName` to the member it means (`MemberBinding`), where Swift
    /// binds it statically: a struct's, an enum's, a class's no class inherits from. `method` is the overload a call chose.
    func bindMember(_ name: String, of typeName: String, at nameRange: SourceRange, method: FunctionDecl? = nil) {
        guard let symbol = symbols.types[typeName] else { return }
        switch symbol.kind {
        case .structure, .enumeration, .entry, .entity:
            guard !symbol.isClass || !symbols.inheritedClasses.contains(typeName) else { return }
        case .protocolType:
            bindProtocolExtensionMember(name, of: symbol, at: nameRange, method: method)
            return
        default:
            return
        }
        let declaration: MemberBinding.Declaration
        if let method {
            declaration = .method(method)
        } else if let field = symbol.field(name) {
            guard !field.isLazy else { return }
            declaration = .stored
        } else if let property = instanceComputed(name, of: symbol) {
            declaration = .computed(property)
        } else if let function = instanceFunction(name, of: symbol), !symbol.overloadedFunctionNames.contains(name) {
            declaration = .method(function)
        } else {
            return
        }
        symbols.memberBindings[nameRange.start.offset] = MemberBinding(name: name, typeName: typeName, declaration: declaration)
    }

    /// `value.name` on a value of the program's protocol, where `name` is a member the protocol's extension adds and the
    /// protocol does not require: bound to the extension's, as Swift binds it (`MemberBinding.ofProtocolExtension`).
    private func bindProtocolExtensionMember(_ name: String, of symbol: TypeSymbol, at nameRange: SourceRange, method: FunctionDecl?) {
        let declaration: MemberBinding.Declaration
        if let method {
            let methods = symbol.functions.filter { $0.name == name && !$0.isStatic }
            guard method.isInExtension, method.selfConstraints.isEmpty, !methods.contains(where: { !$0.isInExtension }) else { return }
            declaration = .method(method)
        } else {
            // (A member of `extension P where Self: Q` is not one of P's values: the unconstrained extension's is.)
            let properties = symbol.computed.filter { $0.name == name && !$0.isStatic && $0.selfConstraints.isEmpty }
            guard symbol.field(name) == nil, let property = properties.last, !properties.contains(where: \.getter.isEmpty) else { return }
            declaration = .computed(property)
        }
        symbols.memberBindings[nameRange.start.offset] = MemberBinding(name: name, typeName: symbol.name, declaration: declaration,
                                                                       ofProtocolExtension: true)
    }

    /// Whether the program's extensions of `Array` declare a static of this name.
    func isArrayExtensionStatic(_ name: String) -> Bool {
        !symbols.builtinExtensions.isEmpty && (symbols.builtinExtensionStatic(name, of: "Array") != nil
            || symbols.builtinExtensionProperty(name, of: "Array", isStatic: true) != nil)
    }

    /// `URL` in `URL.self`, `[URL]` in `[URL].self`: a built-in type whose name is also a function (`URL(string:)`),
    /// and a generic type of the program with its arguments (`Page<Item>.self`).
    func calledTypeAsValue(_ base: Expr, in scope: Scope) -> SemanticType? {
        switch base.kind {
        case .identifier(let typeName):
            // `Page<[Item]>.self`: a generic type of the program, its arguments written (`decode(Page<[Item]>.self, from:)`).
            if let name = GenericName.base(typeName), scope.lookup(typeName) == nil, symbols.types[name] != nil {
                return bindName(typeName, .type(typeName), at: base.range, .metatype(name))
            }
            guard scope.lookup(typeName) == nil, symbols.types[typeName] == nil else { return nil }
            // `Error.self`, `Decodable.self`: a protocol of the standard library, as a value (`setFailureType(to: Error.self)`).
            if SemanticType.looselyCheckedNames.contains(typeName), typeName != "Self" { return bindName(typeName, .type(typeName), at: base.range, .metatype(typeName)) }
            guard registry.functions[typeName] != nil || registry.views[typeName] != nil else { return nil }
            return .metatype(typeName)
        case .array(let elements) where elements.count == 1:
            return calledTypeAsValue(elements[0], in: scope).map { .array($0) }
        default:
            return nil
        }
    }

    /// `Box<Int>` as the base of a member (`Box<Int>.make()`, `Box<Int>.label`): the program's generic type.
    func writtenGenericType(_ base: Expr, in scope: Scope) -> SemanticType? {
        guard case .identifier(let typeName) = base.kind, let name = GenericName.base(typeName), scope.lookup(typeName) == nil,
              symbols.types[name] != nil else { return nil }
        return bindName(typeName, .type(typeName), at: base.range, .metatype(name))
    }

    /// `URL` in `URL.status` and `URL.make(…)`, `Notification.Name` in `Notification.Name.refresh`: a built-in type
    /// written as the base of a static the program's extension adds to it, where the name is no value (a function, or a
    /// member of another type). Bound for the interpreter (`Symbols.typeBases`); nil for any other base.
    func extensionStaticBase(_ base: Expr, _ name: String, in scope: Scope) -> String? {
        guard !symbols.builtinExtensions.isEmpty else { return nil }
        let written: String
        switch base.kind {
        case .identifier(let typeName):
            guard scope.lookup(typeName) == nil else { return nil }
            written = typeName
        case .member(let outer, let inner, _):
            guard case .identifier(let outerName) = outer.kind, scope.lookup(outerName) == nil, symbols.types[outerName] == nil else { return nil }
            written = "\(outerName).\(inner)"
        default:
            return nil
        }
        let extended = Checker.extendedTypeName(written)
        guard symbols.types[written] == nil, declaresStatic(name, extending: extended) else { return nil }
        symbols.typeBases[OverloadSite(base.range, name)] = extended
        return extended
    }

    /// Whether a value of the type has a method of this name taking these labels: the program's type's own (its protocols' and
    /// extensions' included), or a form of a built-in's.
    func hasMethod(_ name: String, labels: [String?], of type: SemanticType) -> Bool {
        if case .named(let typeName) = type, let symbol = symbols.types[typeName] {
            return symbols.memberFunctions(name, of: symbol, isStatic: false).contains { Checker.labelsMatch($0.parameters, labels) }
        }
        guard let member = valueTable(for: type)?.methods[name] else { return false }
        return member.overloads.contains { $0.closures.isEmpty && $0.parameters.map(\.label) == labels }
    }

    func reportUnknownMember(_ name: String, of type: SemanticType, at range: SourceRange) {
        guard !type.unwrapped.isUnknown else { return }
        // `subject.objectID` of `class UserSubject: NSManagedObject`: the member may be the superclass's, which is
        // already the error that it is not available.
        if case .named(let typeName) = type.unwrapped, unavailableSuperclass(of: typeName) != nil { return }
        // `URLSession.shared.streamTask(…)`: a member with no local equivalent, said so with what to use instead.
        let typeName: String? = {
            switch type.unwrapped {
            case .named(let name): return name
            case .image: return "UIImage"
            case .string: return "String"
            default: return nil
            }
        }()
        if let typeName, let unavailable = UnavailableAPIs.message(for: "\(typeName).\(name)") {
            error(unavailable, at: range)
            return
        }
        let candidates = memberNames(of: type.unwrapped)
        let suggested = suggestion(name, candidates)
        if let typeName, suggested.isEmpty, let unavailable = uikitMemberMessage(typeName, name) {
            error(unavailable, at: range)
            return
        }
        error("value of type \(type) has no member '\(name)'\(suggested)", at: range)
    }

    /// `color.setFill()`, `UIFont(descriptor:size:)`: in a Swift file, a member of a UIKit type that Widgetry does not provide
    /// is said to be UIKit's, not available here, rather than unknown — unless a member of a close name suggests a typo.
    func uikitMemberMessage(_ typeName: String, _ name: String) -> String? {
        guard tree.isSwift, typeName.hasPrefix("UI"), typeName.dropFirst(2).first?.isUppercase == true, registry.types[typeName] != nil,
              symbols.types[typeName] == nil else { return nil }
        return UnavailableAPIs.message(for: "\(typeName).\(name)", declaredIn: "UIKit")
    }

    func staticMemberType(_ typeName: String, _ name: String, at range: SourceRange) -> SemanticType {
        // `Item.self`: the type as a value (`ModelContainer(for: Item.self)`).
        if name == "self" { return .metatype(typeName) }
        // `Person.init`, `Person.init(name:age:)`, `String.init(describing:)`: an initializer as a function;
        // `Greeter.greet`: a method as a function (of the instance, for an instance method).
        if name == "init" || (name.hasPrefix("init(") && Overloads.compoundName(name) != nil) { return .closure }
        if let symbol = symbols.types[typeName], symbol.functions.contains(where: { $0.name == name }) { return .closure }
        // `Config.delay(for:)`: the method with these labels.
        if let (base, labels) = Overloads.compoundName(name), let symbol = symbols.types[typeName],
           symbol.functions.contains(where: { $0.name == base && $0.parameters.map(\.label) == labels }) { return .closure }
        // `modelContext.hasChanges`: a property of SwiftData's `ModelContext`.
        if typeName == "ModelContext", let member = registry.types[typeName]?.properties[name] { return member.result }
        if let symbol = symbols.types[typeName] {
            switch symbol.kind {
            case .model:
                if name == "all" { return .array(.named(typeName)) }
                if name == "count" { return .int }
            case .enumeration:
                // `using: Item.placeholder`: a case with associated values, not called, is the function that makes it.
                if symbol.cases.contains(name) {
                    return associatedValueTypes(name, of: .named(typeName))?.isEmpty == false ? .closure : .named(typeName)
                }
                if name == "allCases" { return .array(.named(typeName)) }
            default: break
            }
            if let field = symbol.staticField(named: name) { return field.type }
            if let property = instanceComputed(name, of: symbol, isStatic: true) { return property.type.map(resolveQuietly) ?? .unknown }
            // `Provider.Entry`, `Outer.Inner`: a type alias or a type declared inside this one.
            if let target = symbols.typeAliases["\(typeName).\(name)"] {
                if case .named(let targetName) = target.kind { return .metatype(targetName) }
                return .unknown
            }
            if symbols.types["\(typeName).\(name)"] != nil { return .metatype("\(typeName).\(name)") }
            if symbols.types[name] != nil { return .metatype(name) }
            var candidates = symbol.staticFields.map(\.name) + symbol.cases + symbol.computed.filter(\.isStatic).map(\.name)
            if symbol.kind == .model { candidates += ["all", "count", "find", "query"] }
            error("type '\(typeName)' has no member '\(name)'\(suggestion(name, candidates))", at: range)
            return .unknown
        }
        if !symbols.builtinExtensions.isEmpty, let property = symbols.builtinExtensionProperty(name, of: typeName, isStatic: true) {
            return property.type.map(resolveQuietly) ?? .unknown
        }
        // `UserDefaults.Keys`: a type the program declares in an extension of a built-in type.
        if case .named(let target)? = symbols.typeAliases["\(typeName).\(name)"]?.kind, symbols.types[target] != nil { return .metatype(target) }
        if !symbols.builtinExtensions.isEmpty, let field = symbols.builtinExtensionStatic(name, of: typeName) {
            if let type = field.type { return resolveQuietly(type) }
            guard let value = field.defaultValue else { return .unknown }
            // Reported where the extension is checked.
            let count = diagnostics.count
            let type = within(.global) { infer(value, in: staticScope(of: typeName, at: range)) }
            diagnostics.removeLast(diagnostics.count - count)
            return type
        }
        guard let table = registry.types[typeName] else { return .unknown }
        // `Calendar.Identifier`, `DateFormatter.Style`: a built-in type nested in this one, as a value (`Calendar.Identifier.iso8601`).
        if table.statics[name] == nil, registry.types["\(typeName).\(name)"] != nil { return .metatype("\(typeName).\(name)") }
        // `Date.FormatStyle.dateTime`: a table Swift nests in this type, kept under its own name (`DateFormatStyle`).
        if case .named(let nested)? = SemanticType.builtinTypeNames["\(typeName).\(name)"], registry.types[nested] != nil { return .metatype(nested) }
        guard let member = table.statics[name] else {
            // `String.uppercased`: an instance method as a function of the instance.
            if table.methods[name] != nil { return .closure }
            // `Color.widgetBackground`: the symbol Xcode generates for a colour set of the target's asset catalogs.
            let isColor = typeName == "Color" || typeName == "UIColor"
            if isColor, isAssetColorSymbol(name) { return table.instanceType }
            // `ImageResource.appLogo`: an image set's symbol.
            if typeName == ImageBuiltins.resourceType, isAssetImageSymbol(name) { return table.instanceType }
            let candidates = Array(table.statics.keys) + (isColor ? assetColorSymbols : typeName == ImageBuiltins.resourceType ? assetImageSymbols : [])
            let suggested = suggestion(name, candidates)
            if suggested.isEmpty, let unavailable = uikitMemberMessage(typeName, name) {
                error(unavailable, at: range)
                return .unknown
            }
            error("type '\(typeName)' has no member '\(name)'\(suggested)", at: range)
            return .unknown
        }
        if !member.readsAsProperty {
            // `numbers.reduce(0, Int.max)`-like uses: in Swift a static method is a function value.
            if tree.isSwift { return .closure }
            error("'\(name)' is a method and must be called, as in '\(typeName).\(name)(…)'", at: range)
            return .unknown
        }
        return member.result
    }

    /// Whether values of the type are `Hashable` (and so have a `hashValue`): the standard scalars and text, and a type
    /// of the program that conforms, or an enum (one without associated values is hashable in Swift without saying so).
    func isHashable(_ type: SemanticType) -> Bool {
        switch type {
        case .string, .int, .double, .bool, .date, .duration, .color, .font, .family: return true
        case .optional(let wrapped), .array(let wrapped): return isHashable(wrapped)
        case .dictionary(let key, let value): return isHashable(key) && isHashable(value)
        case .named(let name):
            guard let symbol = symbols.types[name] else { return Checker.hashableBuiltins.contains(name) }
            return symbol.allConformances.contains("Hashable") || symbol.kind == .enumeration
        default: return false
        }
    }

    /// The types Widgetry provides that are `Hashable` (`request.hashValue`, `uuid.hashValue`).
    static let hashableBuiltins: Set<String> = [
        "UUID", "URL", "URLRequest", "URLComponents", "URLQueryItem", "Decimal", "Character", "Float", "Locale", "TimeZone", "Calendar",
        "DateComponents", "DateInterval", "IndexPath", "CGPoint", "CGSize", "CGRect", "AnyHashable", "Notification.Name", "Substring",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// Stored and computed properties.
    func propertyType(of type: SemanticType, _ name: String) -> SemanticType? {
        if name == "hashValue", isHashable(type) { return .int }
        if case .named(let typeName) = type, SwiftRanges.isRangeType(typeName), registry.types[typeName]?.properties[name] == nil {
            // A range's other members are those of its numbers (`first`, `indices`).
            return propertyType(of: .array(.int), name)
        }
        if case .named(let typeName) = type { return namedPropertyType(typeName, of: type, name) }
        if let table = valueTable(for: type) {
            if let member = table.properties[name] { return member.result(for: type) }
            if table.methods[name] != nil { return nil }
        }
        switch type {
        case .date: return nil
        case .named: return nil  // (above)
        case .string, .array, .dictionary: return nil
        case .int, .double:
            switch name {
            // `12.hours`: a `.widget` file's lengths of time; Swift's numbers have no such members.
            case "seconds", "minutes", "hours", "days", "weeks": return tree.isSwift ? nil : .duration
            case "description": return .string
            default: return nil
            }
        case .duration:
            switch name {
            case "seconds", "minutes", "hours", "days": return .int
            default: return nil
            }
        case .intentError:
            // `error.code` of a `URLError` (`catch let error as URLError`): its `URLError.Code`.
            if name == "code" { return .named("URLError.Code") }
            // `error.short` where the program's `extension Error { var short: String }`: its member.
            if symbols.types["Error"]?.kind == .protocolType, let own = propertyType(of: .named("Error"), name) { return own }
            return name == "message" || name == "localizedDescription" ? .string : nil
        case .unknown, .view, .image, .text, .color, .font, .shape, .family, .policy, .timeline, .keyPath, .closure, .data, .void, .source, .metatype:
            return type.isUnknown ? .unknown : nil
        case .bool, .optional:
            return nil
        case .tuple:
            return tupleElementType(type, name)
        // A `Result`'s members (and those an `extension Result` adds) are checked loosely.
        case .result:
            return .unknown
        }
    }

    /// Methods: the result type given the receiver (closure parameters are handled by the caller).
    func methodResult(of type: SemanticType, _ name: String) -> SemanticType? {
        if case .named(let typeName) = type, SwiftRanges.isRangeType(typeName), registry.types[typeName]?.methods[name] == nil {
            return methodResult(of: .array(.int), name)
        }
        if case .named(let typeName) = type { return namedMethodResult(typeName, of: type, name) }
        if let table = valueTable(for: type) {
            if let member = table.methods[name] { return member.result(for: type) }
            if table.properties[name] != nil { return nil }
        }
        switch type {
        case .string, .array, .dictionary: return nil
        case .int, .double:
            switch name {
            case "formatted": return .string
            case "rounded": return type
            default: return nil
            }
        case .bool:
            return name == "toggle" ? .void : nil
        case .source:
            switch name {
            case "load": return .unknown
            case "data": return .data
            case "image": return .image
            case "text": return .string
            default: return nil
            }
        case .unknown:
            return .unknown
        // `result.get()` gives the success; the other members (and those an `extension Result` adds) are checked loosely.
        case .result(let success, _):
            return name == "get" ? success : .unknown
        default:
            return nil
        }
    }

    /// `propertyType` of a named type: the file's types first, then the built-in tables,
    /// with the name hashed once for all of them.
    private func namedPropertyType(_ typeName: String, of type: SemanticType, _ name: String) -> SemanticType? {
        guard let symbol = symbols.types[typeName] else {
            if let table = registry.types[typeName] ?? GenericName.base(typeName).flatMap({ registry.types[$0] }) {
                if let member = table.properties[name] { return member.result(for: type) }
                if table.methods[name] != nil { return nil }
            }
            // `match.1`, `match.year`: a capture of a regex's output, by position or name (its type is the pattern's).
            if typeName == SwiftRegexes.matchTypeName { return .unknown }
            // A task and a task group (Checker+Concurrency) have only these properties.
            if type == Checker.taskType {
                switch name {
                case "value", "result": return .unknown
                case "isCancelled": return .bool
                default: return nil
                }
            }
            if type == Checker.taskGroupType { return nil }
            return registry.types[typeName] != nil ? nil : .unknown
        }
        if let field = symbol.field(name) { return field.type }
        if let property = instanceComputed(name, of: symbol) { return property.type.map(resolveQuietly) ?? .unknown }
        if symbol.kind == .enumeration, name == "rawValue" { return .unknown }
        // A CodingKey enum's key: its String raw value, else the case's name.
        // (The parser keeps an enum's raw type, not its protocols: a coding-key enum is known by its name, `CodingKeys`.)
        if symbol.kind == .enumeration, name == "stringValue", Checker.isCodingKeyEnum(typeName) { return .string }
        if symbol.kind == .entity, name == "displayName" { return .string }
        if symbol.kind == .model, let type = SwiftData.modelMemberTypes[name] { return type }
        if let builtin = symbols.builtinSuperclasses[typeName], let member = registry.types[builtin]?.properties[name] {
            return member.result(for: .named(builtin))
        }
        // `error.localizedDescription` of the program's `Error`: its `errorDescription`, else Swift's own text.
        if name == "localizedDescription", symbol.conformances.contains(where: { $0 == "Error" || $0 == "LocalizedError" }) { return .string }
        // What `LocalizedError` adds and the type does not give: nil (`Interpreter.localizedErrorTexts`).
        if Interpreter.localizedErrorTexts.contains(name), symbol.allConformances.contains("LocalizedError") { return .optional(.string) }
        // `rawValue` in `extension Flag where RawValue == String` of `protocol Flag: RawRepresentable`: what a standard
        // protocol it refines requires of every conforming type.
        if symbol.kind == .protocolType, let required = Checker.standardProtocolProperties[name],
           symbol.allConformances.contains(where: required.protocols.contains) {
            return required.type
        }
        return nil
    }

    /// The properties the standard library's protocols require, by name: the protocols and the type.
    static let standardProtocolProperties: [String: (protocols: Set<String>, type: SemanticType)] = [
        "rawValue": (["RawRepresentable"], .unknown),
        "id": (["Identifiable"], .unknown),
        "description": (["CustomStringConvertible", "LosslessStringConvertible"], .string),
        "debugDescription": (["CustomDebugStringConvertible"], .string),
        "hashValue": (["Hashable"], .int),
    ]

    /// `methodResult` of a named type (see `namedPropertyType`).
    private func namedMethodResult(_ typeName: String, of type: SemanticType, _ name: String) -> SemanticType? {
        guard let symbol = symbols.types[typeName] else {
            if let table = registry.types[typeName] ?? GenericName.base(typeName).flatMap({ registry.types[$0] }) {
                if let member = table.methods[name] { return member.result(for: type) }
                if table.properties[name] != nil { return nil }
            }
            if type == Checker.taskType || type == Checker.taskGroupType { return nil }  // see Checker+Concurrency
            return registry.types[typeName] != nil ? nil : .unknown
        }
        if let function = instanceFunction(name, of: symbol) {
            return function.returnType.map(resolveQuietly) ?? .void
        }
        if let builtin = symbols.builtinSuperclasses[typeName], let member = registry.types[builtin]?.methods[name] {
            return member.result(for: .named(builtin))
        }
        return nil
    }

    /// Names a value of this type answers to, for suggestions.
    func memberNames(of type: SemanticType) -> [String] {
        switch type {
        case .named(let name):
            guard let symbol = symbols.types[name] else { return builtinMemberNames(type) }
            let inherited = symbols.builtinSuperclasses[name].map { builtinMemberNames(.named($0)) } ?? []
            return symbol.fields.map(\.name) + symbol.computed.map(\.name) + symbol.functions.map(\.name) + inherited
        case .string, .array, .dictionary: return builtinMemberNames(type)
        case .int, .double: return ["seconds", "minutes", "hours", "days", "weeks", "formatted", "description"]
        case .date, .color, .font: return builtinMemberNames(type)
        case .source: return ["load", "data", "image", "text"]
        default: return []
        }
    }
}

extension Checker {
    /// A coding-key enum (`CodingKeys`, `Item.CodingKeys`, `FieldKey`): its cases have a `stringValue`.
    static func isCodingKeyEnum(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.hasSuffix("Keys") || last.hasSuffix("Key")
    }
}

extension Checker {
    /// The superclass that is not available in Widgetry at the top of a program class's superclasses (`NSManagedObject`
    /// of `class UserSubject: NSManagedObject`), if there is one: its members are unknown here, and its name is the error.
    func unavailableSuperclass(of typeName: String) -> String? {
        var current = symbols.types[typeName]
        for _ in 0..<32 {
            guard let symbol = current, symbol.isClass, let parent = symbol.conformances.first, parent != symbol.name else { return nil }
            if let next = symbols.types[parent] {
                current = next
                continue
            }
            return UnavailableAPIs.message(for: parent) != nil ? parent : nil
        }
        return nil
    }
}
