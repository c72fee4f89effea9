import WidgetLanguage

extension Checker {
    /// `base.name(…)`: a modifier on a view, a static query on a model, or a method.
    /// A short dispatch: each kind of call is checked by a function of its own, so a
    /// check runs through the code of the kinds the file uses and not past the others.
    func methodCall(base: Expr, name: String, nameRange: SourceRange, call: Expr, arguments: [Argument],
                    trailing: [TrailingClosure], in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        // `URL.make(forTag: 3)`: a static function the program's extension adds to a built-in type that is also a function.
        if let typeName = extensionStaticBase(base, name, in: scope) {
            return staticCall(typeName, name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing, in: scope, expected: expected)
        }
        // `URL.init(string:)`: the same call as `URL(string:)`, of a built-in type that is also a function; bound for the interpreter.
        if name == "init", case .identifier = base.kind, case .metatype(let typeName)? = calledTypeAsValue(base, in: scope) {
            symbols.typeBases[OverloadSite(base.range, name)] = typeName
            return staticCall(typeName, name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing, in: scope, expected: expected)
        }
        let receiverType = writtenGenericType(base, in: scope) ?? inferReceiver(base, in: scope, expected: expectedForChain(base, expected))
        return methodCall(on: receiverType, base: base, name: name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing,
                          in: scope, expected: expected)
    }

    /// `methodCall` once the receiver's type is known. Apart, so that a long chain (`Text("a").bold().bold()…`), whose
    /// receivers are checked first, stacks only the short frame above for each call, not this one's.
    func methodCall(on receiverType: SemanticType, base: Expr, name: String, nameRange: SourceRange, call: Expr, arguments: [Argument],
                            trailing: [TrailingClosure], in scope: Scope, expected: SemanticType?) -> SemanticType {
        var baseType = receiverType
        if !symbols.builtinExtensions.isEmpty, isArrayTypeStaticCall(baseType, name) {
            return staticCall("Array", name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing, in: scope, expected: expected)
        }
        noteStaticProtocolCall(base: base, name, nameRange: nameRange, arguments: arguments, trailing: trailing, in: scope)
        // `shelf.map { … }` where `struct Shelf: Collection` declares no `map`: the standard library's, on its elements.
        // (`self.init()` in a Collection of the program's: its own initializer, not its elements'.)
        if case .named = baseType.unwrapped, name != "init" { baseType = sequenceReceiverType(baseType, declaring: name) }
        if Checker.isModelContext(baseType) {
            // `context.fetchFirst(descriptor)` of the program's `extension ModelContext`: its method.
            if !symbols.builtinExtensions.isEmpty, symbols.builtinExtensionFunction(name, of: "ModelContext") != nil,
               let result = builtinExtensionCall(baseType, name, call: call, arguments: arguments, trailing: trailing, in: scope,
                                                 extending: "ModelContext", expected: expected) {
                return result
            }
            return modelContextCall(name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        if let result = selfInitOrOptionalMap(base: base, baseType, name, nameRange: nameRange, call: call, arguments: arguments,
                                              trailing: trailing, in: scope) {
            return result
        }
        // `count.or(0)` where `extension Optional { func or(_:) }`: Optional's method, on the optional itself.
        if case .optional = baseType, symbols.builtinExtensions["Optional"] != nil,
           let result = builtinExtensionCall(baseType, name, call: call, arguments: arguments, trailing: trailing, in: scope, extending: "Optional") {
            symbols.optionalExtensionMembers.insert(nameRange.start.offset)
            return result
        }
        // (`Tab().path(in: rect)` of the program's own shape is its method, not a path's: `viewMethodCall`.)
        if let table = builtinTable(for: baseType.unwrapped), baseType != .shape || !isOwnViewMethod(base, name, in: scope) {
            // `extension Double { func rounded(toPlaces:) }`: the program's overload, by its labels, before the type's own.
            if table.methods[name] != nil, !symbols.builtinExtensions.isEmpty, extensionOverloadMatches(baseType, name, arguments, trailing),
               let result = builtinExtensionCall(baseType, name, call: call, arguments: arguments, trailing: trailing, in: scope, expected: expected) {
                return result
            }
            if let member = table.methods[name] {
                // Bound to the table: a receiver held as a symbolic value (`.green`, `.dateTime`) runs this entry.
                symbols.builtinMethods[nameRange.start.offset] = table.name
                return builtinMemberCall(member, of: table, call: call, arguments: arguments, trailing: trailing, in: scope)
            }
            if table.properties[name] != nil {
                // `extension Sequence { func count(where:) }`: the program's method beside the type's property of its name.
                if !symbols.builtinExtensions.isEmpty,
                   let result = builtinExtensionCall(baseType, name, call: call, arguments: arguments, trailing: trailing, in: scope, expected: expected) {
                    return result
                }
                return propertyCalled(name, nameRange: nameRange, arguments: arguments, in: scope)
            }
            if case .named(let typeName) = baseType.unwrapped, SwiftRanges.isRangeType(typeName) {
                // `extension Range { func describe() }`: the range's own extension's method, else those of its numbers
                // (`map`, `reversed()`, a `Sequence` extension's).
                if !symbols.builtinExtensions.isEmpty,
                   let result = builtinExtensionCall(baseType, name, call: call, arguments: arguments, trailing: trailing, in: scope, expected: expected) {
                    return result
                }
                baseType = baseType == baseType.unwrapped ? .array(.int) : .optional(.array(.int))
            }
        }
        // A method the program's extension adds, unless the type has its own of that name (a view its modifier: `frame(side:)`
        // of the program's beside SwiftUI's `frame(width:height:)`) and the labels are not the extension's.
        if !symbols.builtinExtensions.isEmpty,
           valueTable(for: baseType.unwrapped)?.methods[name] == nil && !(baseType.isViewLike && registry.modifiers[name] != nil)
            || extensionOverloadMatches(baseType, name, arguments, trailing),
           let result = builtinExtensionCall(baseType, name, call: call, arguments: arguments, trailing: trailing, in: scope, expected: expected) {
            return result
        }
        if baseType == .shape, let table = registry.types[PathBuiltins.typeName], let member = table.methods[name], !isOwnViewMethod(base, name, in: scope) {
            // `path.addArc(…)` on `var path = Path()`: a path's own methods, which change it.
            return builtinMemberCall(member, of: table, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        // `configuration.currentValueLabel.padding(4)`, `label.padding()` with `label: Text?`: an optional view is a view
        // (SwiftUI's `Optional: View`), which draws nothing where it is nil.
        if case .optional(let wrapped) = baseType, wrapped.isViewLike, registry.modifiers[name] != nil {
            return modifierCall(.view, name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        if baseType.isViewLike {
            return viewMethodCall(base: base, baseType, name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing,
                                  in: scope, expected: expected)
        }
        // `card.padding()`, `card.modifier(Style())` where `let card: Card` is one of the program's views: a modifier, unless
        // `Card` declares the method.
        if isProgramView(baseType.unwrapped), registry.modifiers[name] != nil || name == "modifier", case .named(let typeName) = baseType.unwrapped,
           let symbol = symbols.types[typeName], instanceFunction(name, of: symbol) == nil {
            return modifierCall(.view, name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        if case .metatype(let typeName) = baseType {
            return staticCall(typeName, name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing, in: scope,
                              expected: expected)
        }
        return valueMethodCall(base: base, baseType, name, nameRange: nameRange, call: call, arguments: arguments,
                               trailing: trailing, in: scope, expected: expected)
    }

    /// `.padding(8)` on a view; `Badge().tinted(.blue)`: a method `Badge` declares, called on the view just made (kept as
    /// its struct for it). (Apart from `methodCall`, whose frame each link of a long chain of calls holds.)
    private func viewMethodCall(base: Expr, _ baseType: SemanticType, _ name: String, nameRange: SourceRange, call: Expr, arguments: [Argument],
                                trailing: [TrailingClosure], in scope: Scope, expected: SemanticType?) -> SemanticType {
        if let viewType = constructedProgramView(base, in: scope), let symbol = symbols.types[viewType], instanceFunction(name, of: symbol) != nil {
            symbols.viewStructsKept.insert(base.range)
            return valueMethodCall(base: base, .named(viewType), name, nameRange: nameRange, call: call, arguments: arguments,
                                   trailing: trailing, in: scope, expected: expected)
        }
        return modifierCall(baseType, name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing, in: scope)
    }

    /// The program's view a call makes (`Badge(…)`), nil for another expression.
    /// Whether `base` makes one of the program's views (or shapes) that declares the method `name`.
    private func isOwnViewMethod(_ base: Expr, _ name: String, in scope: Scope) -> Bool {
        guard let viewType = constructedProgramView(base, in: scope), let symbol = symbols.types[viewType] else { return false }
        return instanceFunction(name, of: symbol) != nil
    }

    /// `let badge = Badge()`, `let badges = [Badge(), Badge()]`: a variable's value making one of the program's views (not a
    /// shape) is the view's struct, of its type (`Badge`), as in Swift, so its properties and methods can be used; the
    /// interpreter keeps it as a struct (`Symbols.viewStructsKept`) and draws it where it is placed as a view.
    func keptViewStruct(_ value: Expr, in scope: Scope) -> SemanticType? {
        if let typeName = constructedProgramView(value, in: scope), symbols.types[typeName]?.isShape == false {
            symbols.viewStructsKept.insert(value.range)
            return .named(typeName)
        }
        guard case .array(let elements) = value.kind, let first = elements.first, let typeName = constructedProgramView(first, in: scope),
              symbols.types[typeName]?.isShape == false, elements.allSatisfy({ constructedProgramView($0, in: scope) == typeName }) else { return nil }
        for element in elements { symbols.viewStructsKept.insert(element.range) }
        return .array(.named(typeName))
    }

    func constructedProgramView(_ base: Expr, in scope: Scope) -> String? {
        guard case .call(let callee, _, _) = base.kind, case .identifier(let typeName) = callee.kind, scope.lookup(typeName) == nil,
              symbols.types[typeName]?.isView == true else { return nil }
        return typeName
    }

    /// `encodings.map(\.rawValue)`: a key path of one property of a built-in type's elements, bound to the table's entry,
    /// which the interpreter runs on a value it holds symbolically (`String.Encoding.utf8`, which carries no type).
    private func bindKeyPathProperty(_ path: [String], of elementType: SemanticType, at range: SourceRange) {
        let components = path.filter { $0 != "self" }
        guard components.count == 1, let table = valueTable(for: elementType.unwrapped), let member = table.properties[components[0]] else { return }
        symbols.builtinProperties[range.start.offset] = BoundBuiltinMember(typeName: table.name, member: member)
    }

    /// `self.init(…)` in an initializer (another initializer of the same type), and `map`/`flatMap` of an optional.
    private func selfInitOrOptionalMap(base: Expr, _ baseType: SemanticType, _ name: String, nameRange: SourceRange, call: Expr,
                                       arguments: [Argument], trailing: [TrailingClosure], in scope: Scope) -> SemanticType? {
        guard name == "init" || name == "map" || name == "flatMap" else { return nil }
        return rareMethodCall(base: base, baseType, name, nameRange: nameRange, call: call, arguments: arguments,
                              trailing: trailing, in: scope)
    }

    private func rareMethodCall(base: Expr, _ baseType: SemanticType, _ name: String, nameRange: SourceRange, call: Expr,
                                arguments: [Argument], trailing: [TrailingClosure], in scope: Scope) -> SemanticType? {
        if case .identifier("self") = base.kind, name == "init", case .named(let typeName) = baseType, let symbol = symbols.types[typeName] {
            if customInitializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope) == nil {
                // `self.init(red: gray, …)` of the memberwise initializer: checked as `InitColor(red: gray, …)` is.
                infer(Expr(.call(callee: Expr(.identifier(typeName), base.range), arguments: arguments, trailingClosures: trailing), call.range), in: scope)
            }
            return .void
        }
        if case .optional(let wrapped) = baseType, name == "map" || name == "flatMap" {
            return optionalMap(name, wrapped, nameRange: nameRange, arguments: arguments, trailing: trailing, in: scope)
        }
        // `source.load().first.map { … }` on a value whose type is not followed (an existential's): `first`, `last`,
        // `min()`, `max()` of any sequence are optional, so this is Optional's `map`, not the elements' of the one found.
        if baseType.isUnknown, name == "map" || name == "flatMap", Checker.givesOptionalOfAnySequence(base) {
            return optionalMap(name, .unknown, nameRange: nameRange, arguments: arguments, trailing: trailing, in: scope)
        }
        return nil
    }

    static func givesOptionalOfAnySequence(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .member(_, let name, _): return name == "first" || name == "last"
        case .call(let callee, _, _):
            guard case .member(_, let name, _) = callee.kind else { return false }
            return ["first", "last", "min", "max", "randomElement", "firstIndex", "lastIndex"].contains(name)
        default: return false
        }
    }

    /// `value.count()`: a property called as a method.
    private func propertyCalled(_ name: String, nameRange: SourceRange, arguments: [Argument], in scope: Scope) -> SemanticType {
        inferArguments(arguments, in: scope)
        error("'\(name)' is a property, not a method; remove the '()'", at: nameRange)
        return .unknown
    }

    /// `.padding(8)`, `.modifier(Card())` on a view.
    private func modifierCall(_ baseType: SemanticType, _ name: String, nameRange: SourceRange, call: Expr, arguments: [Argument],
                              trailing: [TrailingClosure], in scope: Scope) -> SemanticType {
        guard let modifier = registry.modifiers[name] else {
            if name == "modifier" { return viewModifierCall(call: call, arguments: arguments, in: scope) }
            return unknownModifierCall(name, of: baseType, nameRange: nameRange, arguments: arguments, in: scope)
        }
        let signature = matchSignature(modifier.callable, call: call, arguments: arguments, trailing: trailing)
        if case .implicitMember? = arguments.first?.value.kind, modifier.takesStyle { checkStyleName(arguments.first) }
        let parameters = signature?.parameters ?? []
        var parameterIndex = 0
        for index in arguments.indices {
            let typed = Signature.parameterType(of: arguments[index].label, in: parameters, from: &parameterIndex)
            // A style modifier's style (`.foregroundStyle(.blue.opacity(0.5))`) is a `ShapeStyle`, whose implicit members
            // are looked up as Swift looks them up (`Checker.protocolStaticTypes`).
            let style: SemanticType? = modifier.takesStyle && index == 0 && arguments[index].label == nil ? .named("ShapeStyle") : nil
            // `.environment(\.calendar, .persianCalendar)`: the value is of the key path's type.
            var environment: SemanticType?
            if name == "environment", index == 1, arguments.count == 2, case .keyPath(_, let path) = arguments[0].value.kind {
                environment = EnvironmentValues.type(path.joined(separator: "."))
            }
            let expected: SemanticType? = typed ?? style ?? environment ?? (arguments[index].label.map(Checker.isFrameLength) == true ? .double : nil)
            let type = infer(arguments[index].value, in: scope, expected: expected)
            if let typed, !type.isAssignable(to: typed) {
                reportModifierArgument(type, typed, of: name, at: arguments[index].value.range)
            }
        }
        if AppOnlyModifiers.codeClosures.contains(name) {
            within(.function, returnType: nil) { for index in trailing.indices { inferClosure(trailing[index].closure, in: scope, parameterTypes: []) } }
        } else {
            checkContent(trailing, in: scope)
        }
        if let note = modifier.checkNote { diagnostics.append(Diagnostic(.note, note, at: nameRange)) }
        modifier.check?(self, arguments, nameRange)
        // Matched, not compared with the derived `==` (a call that copies both values).
        if case .text = baseType, modifier.keepsText { return .text }
        if case .image = modifier.result, case .image = baseType { return .image }
        return .view
    }

    /// `[Reading].latest()`: a static function the program's extension of `Array` adds, called on the array type written.
    /// (Apart from `methodCall`, whose frame a long chain of calls stacks.)
    private func isArrayTypeStaticCall(_ baseType: SemanticType, _ name: String) -> Bool {
        guard case .array(.metatype) = baseType else { return false }
        return symbols.builtinExtensionFunction(name, of: "Array", isStatic: true) != nil
    }

    private func unknownModifierCall(_ name: String, of baseType: SemanticType, nameRange: SourceRange, arguments: [Argument], in scope: Scope) -> SemanticType {
        inferArguments(arguments, in: scope)
        // `image.jpegData(compressionQuality:)`, `image.preparingThumbnail(of:)`: a UIImage's method Widgetry's image does not have.
        if case .image = baseType, let unavailable = UnavailableAPIs.message(for: "UIImage.\(name)") {
            error(unavailable, at: nameRange)
            return .unknown
        }
        // `.colorEffect(ShaderLibrary.wave(…))`: a modifier SwiftUI has that Widgetry does not provide, named as such.
        if let unavailable = UnavailableAPIs.message(for: "View.\(name)") {
            error(unavailable, at: nameRange)
            return .view
        }
        error("unknown modifier '.\(name)'\(suggestion(name, Array(registry.modifiers.keys), prefix: "."))", at: nameRange)
        return .view
    }

    private func reportModifierArgument(_ type: SemanticType, _ typed: SemanticType, of name: String, at range: SourceRange) {
        error("cannot use a value of type \(type) as \(typed.documentedName) for '.\(name)'", at: range)
    }

    /// `items.filter { … }`, `name.uppercased()`, `record.method()`: a method of a value.
    private func valueMethodCall(base: Expr, _ baseType: SemanticType, _ name: String, nameRange: SourceRange, call: Expr,
                                 arguments: [Argument], trailing: [TrailingClosure], in scope: Scope, expected: SemanticType?) -> SemanticType {
        let receiver = baseType.unwrapped
        if case .result(let success, let failure) = receiver {
            if let type = resultMethodCall(name, success, failure, arguments: arguments, trailing: trailing, in: scope) { return type }
            // A method an `extension Result` adds: checked loosely, as a value of a type not known.
            return valueMethodCall(base: base, .unknown, name, nameRange: nameRange, call: call, arguments: arguments, trailing: trailing,
                                   in: scope, expected: expected)
        }
        // `"x".capitalized()`: a property, when its namesake method (`capitalized(with:)`) needs arguments.
        if arguments.isEmpty, trailing.isEmpty, let member = valueTable(for: receiver)?.methods[name],
           !member.overloads.contains(where: { !$0.parameters.contains(where: \.isRequired) }), propertyType(of: receiver, name) != nil {
            return propertyCalled(name, nameRange: nameRange, arguments: arguments, in: scope)
        }
        guard let result = methodResult(of: receiver, name) else {
            return unknownMethodCall(name, of: baseType, nameRange: nameRange, arguments: arguments, in: scope)
        }
        // Writes through records and their relationships.
        if Checker.changesItsReceiver(name), isStoredField(base, in: scope) {
            requireWrites("'.\(name)()' on a model's field", at: call.range)
        }
        if case .source = receiver {
            requireIO("loading a source", at: call.range)
        }
        // `record.describe(for: 1)`, `Provider().placeholder(in: context)`: a method the program declares, its
        // overload chosen by the labels and checked as a call of it (labels, argument types, implicit members).
        if case .named(let typeName) = receiver, let symbol = symbols.types[typeName], let first = instanceFunction(name, of: symbol) {
            let function = memberOverload(first, of: symbol, at: call.range, arguments: arguments, trailing: trailing, in: scope, expected: expected)
            bindMember(name, of: typeName, at: nameRange, method: function)
            withGenerics(function.genericParameters) {
                checkLabels(function.parameters, name: name, call: call, arguments: argumentsWithTrailing(function.parameters, arguments, trailing), in: scope)
            }
            return function.genericParameters.isEmpty ? function.returnType.map(resolveQuietly) ?? .void : overloadResultType(function)
        }
        var elementType: SemanticType = .unknown
        if case .array(let element) = receiver { elementType = element }
        let contextual = implicitMemberArgumentTypes(name, of: receiver, arguments)
        var closureResult: SemanticType = .unknown
        // A collection's or a string's closures (`map`, `filter`, `sorted`) give values, also in a view's body.
        let asValue: Bool
        switch receiver {
        case .array, .dictionary, .string: asValue = true
        // A value whose type is not known here (a property typed by its value later): the collections' names.
        case .unknown: asValue = Checker.valueClosureMethods.contains(name)
        default: asValue = false
        }
        for argumentIndex in arguments.indices {
            let argument = arguments[argumentIndex]
            if case .closure(let closure) = argument.value.kind {
                // `map({ … })`, `map(Double.init)`: a closure given in the parentheses gives the result as a trailing one does.
                closureResult = closureOfMethod(name, closure, arguments, element: elementType, in: scope, asValue: asValue)
            } else if name == "map", case .keyPath(_, let path) = argument.value.kind {
                // `words.map(\.last)`, `customers.map(\.address?.city)`: what the path leads to, optional when a part is.
                closureResult = keyPathValueType(path, from: elementType)
                bindKeyPathProperty(path, of: elementType, at: argument.value.range)
                checkKeyPathSubscripts(path, at: argument.value.range)
            } else {
                if case .keyPath(_, let path) = argument.value.kind { bindKeyPathProperty(path, of: elementType, at: argument.value.range) }
                // `append(contentsOf:)` takes a sequence of elements (an array, or a string's characters).
                let appended: SemanticType = argument.label == "contentsOf" && receiver != .string ? .array(elementType) : receiver == .string ? .string : elementType
                // `readings.insert(2, at: 0)` on a `[Double]`: the element inserted has the element type.
                // (`prices.contains(12)`, `firstIndex(of: 12)` on a `[Money]`: the element's type too.)
                let inserted = ["insert", "contains", "firstIndex", "lastIndex"].contains(name) && (argument.label == nil || argument.label == "of")
                    && receiver != .string && !elementType.isUnknown
                let parameter = contextual.flatMap { argumentIndex < $0.count ? $0[argumentIndex] : nil }
                // (`url.append(queryItems: items)`, `url.append(path: "v1")`: a URL's, which is its text here.)
                let urlAppend = name == "append" && receiver == .string && ["queryItems", "path", "component"].contains(argument.label ?? "")
                let type = infer(argument.value, in: scope, expected: urlAppend ? nil : name == "append" ? appended : inserted ? elementType : parameter)
                if name == "append", !urlAppend, !type.isAssignable(to: appended) {
                    error("cannot append a value of type \(type) to \(baseType)", at: argument.value.range)
                }
            }
        }
        // `shapes.map { $0.summary }` on an `[any Shape]`: each element is a value of the protocol's type.
        let elementExistential: String? = if case .identifier(let variable) = base.kind { scope.lookup(variable)?.elementExistential } else { nil }
        for index in trailing.indices {
            closureResult = closureOfMethod(name, trailing[index].closure, arguments, element: elementType, in: scope, asValue: asValue,
                                            elementExistential: elementExistential)
        }
        // A collection's `map` (not a `map` of the file's own type, whose result its signature gives). On a value
        // whose type is not known here, `map` may be an optional's (`key.intValue.map { String($0) }`): not sure of an array.
        if name == "map", !closureResult.isUnknown, !receiver.isUnknown, result.isUnknown || result == .array(.unknown) { return .array(closureResult) }
        if case .source = receiver, name == "load", case .identifier(let sourceName) = base.kind {
            return sourceDecodeType(sourceName)
        }
        if let entry = valueTable(for: receiver)?.methods[name], let own = entry.result(forLabels: arguments.map(\.label), of: receiver) { return own }
        return result
    }

    /// `\.[i]`: a key path's subscript whose argument is computed is not read (`KeyPathSubscript`).
    func checkKeyPathSubscripts(_ path: [String], at range: SourceRange) {
        guard let computed = path.first(where: { KeyPathSubscript.isSubscript($0) && KeyPathSubscript(component: $0) == nil }) else { return }
        error("a key path's subscript with a computed argument ('\(computed)') is not available in Widgetry; "
              + "write a literal ([0], [\"key\"]), or a closure, as in { $0\(computed) }", at: range)
    }

    /// The type a key path leads to from `root`: optional when any part on the way is; unknown when a part is.
    func keyPathValueType(_ path: [String], from root: SemanticType) -> SemanticType {
        var type = root, throughOptional = false
        for component in path where component != "self" {
            if case .optional(let wrapped) = type { type = wrapped; throughOptional = true }
            if let index = KeyPathSubscript(component: component) {
                // `\.tags[0]`: an array's element; `\.scores["x"]`: a dictionary's value, optional.
                switch (type, index) {
                case (.array(let element), .int): type = element
                case (.dictionary(_, let value), _): type = .optional(value)
                default: return .unknown
                }
                continue
            }
            guard !type.isUnknown, let next = propertyType(of: type, component) else { return .unknown }
            type = next
        }
        if throughOptional, !type.isUnknown, type.unwrapped == type { return .optional(type) }
        return type
    }

    /// A method the value's type does not have: a property called, or no member at all.
    private func unknownMethodCall(_ name: String, of baseType: SemanticType, nameRange: SourceRange, arguments: [Argument],
                                   in scope: Scope) -> SemanticType {
        inferArguments(arguments, in: scope)
        // `try request.encode(to: encoder)`: the `encode(to:)` Swift synthesizes for the program's `Encodable` struct.
        if name == "encode", arguments.count == 1, arguments[0].label == "to", case .named(let typeName) = baseType.unwrapped,
           let symbol = symbols.types[typeName], !symbol.isClass, symbol.kind != .enumeration,
           symbol.conformances.contains(where: { $0 == "Encodable" || $0 == "Codable" }) {
            return .void
        }
        // `try await Reset().perform()`: an intent's `perform()` called as a method (its block is not one of its functions).
        if name == "perform", arguments.isEmpty, case .named(let typeName) = baseType.unwrapped, let index = declarationIndex[typeName],
           case .intent(let intent) = tree.declarations[index].kind, intent.perform != nil {
            return .unknown
        }
        // `button.action()`: a stored closure called.
        if let property = propertyType(of: baseType.unwrapped, name), property == .closure || property.isUnknown { return .unknown }
        if propertyType(of: baseType.unwrapped, name) != nil {
            error("'\(name)' is a property, not a method; remove the '()'", at: nameRange)
        } else {
            reportUnknownMember(name, of: baseType, at: nameRange)
        }
        return .unknown
    }

    func aliasTarget(_ name: String) -> TypeSymbol? {
        guard case .named(let target)? = symbols.typeAliases[name]?.kind else { return nil }
        return symbols.types[target]
    }

    /// The methods that change the value they are called on.
    static func changesItsReceiver(_ name: String) -> Bool {
        switch name {
        case "toggle", "append", "remove", "removeAll", "insert", "sort", "reverse", "swapAt", "removeValue", "updateValue", "merge", "popLast", "partition": return true
        default: return false
        }
    }

    /// The labels of `.frame(…)` that take a length (most modifier arguments have no label).
    static func isFrameLength(_ label: String) -> Bool {
        switch label {
        case "width", "height", "minWidth", "maxWidth", "idealWidth", "minHeight", "maxHeight", "idealHeight": return true
        default: return false
        }
    }

    /// The type a source decodes to: its `decode:` argument.
    func sourceDecodeType(_ name: String) -> SemanticType {
        guard let decl = symbols.sources[name], case .source(let value) = decl.kind,
              case .call(_, let arguments, _) = value.kind,
              let decode = arguments.first(where: { $0.label == "decode" }) else { return .unknown }
        let count = diagnostics.count
        let type = decodeType(decode.value)
        diagnostics.removeLast(diagnostics.count - count)
        return type
    }

    /// `Font.monospacedDigit(font)`, `Person.greet(person)`: an instance method named on its type and given an instance
    /// of it, which is the method bound to the instance (a function); nil where the call is not of that form.
    func instanceMethodOnType(_ typeName: String, _ name: String, arguments: [Argument], trailing: [TrailingClosure],
                              in scope: Scope) -> SemanticType? {
        guard arguments.count == 1, arguments[0].label == nil, trailing.isEmpty else { return nil }
        if let symbol = symbols.types[typeName] {
            guard instanceFunction(name, of: symbol, isStatic: false) != nil else { return nil }
        } else if registry.types[typeName]?.methods[name] == nil {
            return nil
        }
        inferArguments(arguments, in: scope)
        return .closure
    }

    func staticCall(_ typeName: String, _ name: String, nameRange: SourceRange, call: Expr, arguments: [Argument],
                    trailing: [TrailingClosure], in scope: Scope, expected: SemanticType? = nil) -> SemanticType {
        guard let symbol = symbols.types[typeName] else {
            // `extension CGPoint { static func mid(…) }`: a static the program adds to a built-in type, which
            // shadows the type's own of that name, as a declaration of the module does in Swift.
            if !symbols.builtinExtensions.isEmpty, let function = builtinExtensionOverload(name, of: typeName, isStatic: true, arguments: arguments,
                                                                                          trailing: trailing, in: scope) {
                withGenerics(function.genericParameters) {
                    checkLabels(function.parameters, name: name, call: call, arguments: argumentsWithTrailing(function.parameters, arguments, trailing), in: scope)
                }
                return function.returnType.map(resolveQuietly) ?? .void
            }
            // `UserDefaults.init(suiteName:)`: the same call as `UserDefaults(suiteName:)`.
            if name == "init", registry.makesByInit(typeName) {
                return infer(Expr(.call(callee: Expr(.identifier(typeName), nameRange), arguments: arguments, trailingClosures: trailing), call.range), in: scope)
            }
            // `UserDefaults.Keys(rawValue:)`: a type the program declares in an extension of a built-in type.
            if let inner = aliasTarget("\(typeName).\(name)") {
                return initializerCall(inner, call: call, arguments: arguments, trailing: trailing, in: scope)
            }
            // `DecodingError.Context(codingPath: …)`: a built-in type named inside another, made.
            if registry.types["\(typeName).\(name)"] != nil, registry.types[typeName]?.statics[name] == nil {
                return infer(Expr(.call(callee: Expr(.identifier("\(typeName).\(name)"), nameRange), arguments: arguments, trailingClosures: trailing), call.range),
                             in: scope)
            }
            if let table = registry.types[typeName] {
                guard let member = table.statics[name], !member.isProperty else {
                    if let bound = instanceMethodOnType(typeName, name, arguments: arguments, trailing: trailing, in: scope) { return bound }
                    inferArguments(arguments, in: scope)
                    let methods = table.statics.values.filter { !$0.isProperty }.map(\.name)
                    let suggested = suggestion(name, methods)
                    if suggested.isEmpty, let unavailable = uikitMemberMessage(typeName, name) {
                        error(unavailable, at: nameRange)
                        return .unknown
                    }
                    error("type '\(typeName)' has no method '\(name)'\(suggested)", at: nameRange)
                    return .unknown
                }
                return builtinMemberCall(member, of: table, call: call, arguments: arguments, trailing: trailing, in: scope)
            }
            inferArguments(arguments, in: scope)
            inferTrailing(trailing, in: scope, parameterTypes: [])
            return .unknown
        }
        let record = SemanticType.named(typeName)
        if let first = instanceFunction(name, of: symbol, isStatic: true) {
            let function = memberOverload(first, of: symbol, at: call.range, arguments: arguments, trailing: trailing, in: scope, expected: expected)
            bindMember(name, of: typeName, at: nameRange, method: function)
            withGenerics(function.genericParameters) {
                checkLabels(function.parameters, name: name, call: call, arguments: argumentsWithTrailing(function.parameters, arguments, trailing), in: scope)
            }
            return function.genericParameters.isEmpty ? function.returnType.map(resolveQuietly) ?? .void : overloadResultType(function)
        }
        if name == "init" {
            return initializerCall(symbol, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        // `Outer.Inner(…)`: a type declared inside this one, or named by a type alias.
        if let inner = symbols.types["\(typeName).\(name)"] ?? symbols.types[name] ?? aliasTarget("\(typeName).\(name)") {
            return initializerCall(inner, call: call, arguments: arguments, trailing: trailing, in: scope)
        }
        guard symbol.kind == .model, ["find", "query"].contains(name) else {
            if let bound = instanceMethodOnType(typeName, name, arguments: arguments, trailing: trailing, in: scope) { return bound }
            inferArguments(arguments, in: scope)
            let candidates = (symbol.kind == .model ? ["find", "query", "all", "count"] : symbol.staticFields.map(\.name))
                + symbol.functions.filter(\.isStatic).map(\.name)
            error("type '\(typeName)' has no method '\(name)'\(suggestion(name, candidates))", at: nameRange)
            return .unknown
        }
        if name == "find" {
            matchSignature(BuiltinCallable("find", ["_"], result: .optional(record)), call: call, arguments: arguments, trailing: trailing)
            for argument in arguments {
                let type = infer(argument.value, in: scope)
                if !type.isAssignable(to: .string) { error("'find' takes an id (String), not \(type)", at: argument.value.range) }
            }
            return .optional(record)
        }
        matchSignature(BuiltinCallable("query", ["filter? sort? order? limit? offset?"], result: .array(record)),
                       call: call, arguments: arguments, trailing: trailing)
        for argument in arguments {
            switch argument.label {
            case "filter":
                // A Bool of the record, also in a view body (`@Query` read there), compiled to SQL where it can be.
                checkPredicate(argument.value, model: typeName, in: scope, what: "a query filter")
            case "sort":
                checkSort(argument.value, of: symbol, in: scope)
            case "order":
                if case .implicitMember(let order) = argument.value.kind, ["forward", "reverse"].contains(order) { continue }
                error("'order:' is .forward or .reverse", at: argument.value.range)
            default:
                let type = infer(argument.value, in: scope)
                if !type.isAssignable(to: .int) { error("'\(argument.label ?? "_"):' takes an Int, not \(type)", at: argument.value.range) }
            }
        }
        return .array(record)
    }

    /// `sort: [\.name, SortDescriptor(\.joinDate, order: .reverse)]`: key paths must name fields.
    func checkSort(_ value: Expr, of symbol: TypeSymbol, in scope: Scope) {
        var keyPaths: [Expr] = []
        func collect(_ expr: Expr) {
            switch expr.kind {
            case .array(let elements): elements.forEach(collect)
            case .keyPath: keyPaths.append(expr)
            case .call(let callee, let arguments, _):
                if case .identifier(let name) = callee.kind, (GenericName.base(name) ?? name) == "SortDescriptor",
                   let first = arguments.first { collect(first.value) }
                for argument in arguments where argument.label == "order" {
                    if case .implicitMember(let order) = argument.value.kind, !["forward", "reverse"].contains(order) {
                        error("unknown sort order '.\(order)'; use .forward or .reverse", at: argument.value.range)
                    }
                }
            default: infer(expr, in: scope)
            }
        }
        collect(value)
        for keyPath in keyPaths {
            guard case .keyPath(let root, let path) = keyPath.kind, let first = path.first else { continue }
            if let root, root != symbol.name {
                error("key path root '\(root)' does not match '\(symbol.name)'", at: keyPath.range)
            } else if symbol.field(first) == nil {
                error("'\(symbol.name)' has no field '\(first)'\(suggestion(first, symbol.fields.map(\.name)))", at: keyPath.range)
            }
        }
    }

    /// The types the entry's parameters give the arguments written as `.name`, `.name(…)` or an array literal (an option
    /// set's `[.caseInsensitive, .numeric]`), so that their implicit members are bound to the parameter's type; nil when
    /// there are none (most calls: finding the entry costs lookups). Checked with that type, `.whitespace` in
    /// `text.trimmingCharacters(in: .whitespace)` is an error at the argument (`CharacterSet` has no such static).
    func implicitMemberArgumentTypes(_ name: String, of receiver: SemanticType, _ arguments: [Argument]) -> [SemanticType?]? {
        guard arguments.contains(where: { Checker.takesContextualType($0.value) }),
              let entry = valueTable(for: receiver)?.methods[name] else { return nil }
        let labels = arguments.map(\.label)
        guard let signature = entry.overloads.first(where: { $0.parameters.map(\.label) == labels }) else { return nil }
        return signature.parameterTypes(for: labels)
    }

    /// Whether an argument's type comes from its parameter: `.name`, `.name(…)`, a chain that starts with one
    /// (`.percent.locale(us)`), an array literal.
    static func takesContextualType(_ value: Expr) -> Bool {
        if case .array = value.kind { return true }
        return chainRoot(value) != nil
    }

    /// A method's closure checked with its parameters typed: the elements, or for
    /// `reduce(0) { sum, x in … }` and `reduce(into: [:]) { counts, x in counts[x, default: 0] += 1 }`
    /// the initial value's type first (a parameter that changes, for `into:`).
    /// Apart from `methodCall`, whose frame stays small for long chains.
    @discardableResult
    func closureOfMethod(_ name: String, _ closure: Closure, _ arguments: [Argument], element: SemanticType, in scope: Scope,
                         asValue: Bool = false, elementExistential: String? = nil) -> SemanticType {
        // `handlers.append { $0.uppercased() }`: the closure is the element added, its parameters not the elements.
        if name == "append" || name == "insert" { return inferClosure(closure, in: scope, parameterTypes: [], asValue: asValue) }
        guard name == "reduce", let initial = arguments.first, initial.label != "{}" else {
            // `sorted { a, b in … }` compares two elements; `forEach { (index, element) in … }` over `enumerated()`
            // is given one, a tuple its parameters take apart.
            let compares = ["sorted", "sort", "min", "max", "elementsEqual", "lexicographicallyPrecedes"].contains(name)
            return inferClosure(closure, in: scope, parameterTypes: compares ? [element, element] : [element], asValue: asValue,
                                existential: compares ? nil : elementExistential)
        }
        if case .closure = initial.value.kind { return inferClosure(closure, in: scope, parameterTypes: [element, element], asValue: asValue) }
        let count = diagnostics.count
        var start = infer(initial.value, in: scope)
        diagnostics.removeLast(diagnostics.count - count)
        // `let score: Float = items.reduce(into: 0) { total, item in total += item.weight }`: an integer literal is a number of
        // the type the context gives (a Float, a Double), which the closure does not say; checked loosely.
        if case .integer = initial.value.kind { start = .unknown }
        // `reduce(Tone.light) { acc, n in n == 2 ? .dark : acc }`: what the closure gives is of the initial value's type.
        var returns: SemanticType?
        if initial.label != "into", case .named = start { returns = start }
        return inferClosure(closure, in: scope, parameterTypes: [start, element], changesFirst: initial.label == "into", asValue: asValue,
                            returns: returns)
    }
}

extension Checker {
    /// The protocol a written type names, as `any P` or `P`, or a type parameter constrained to it (`T` of `<T: P>`): a
    /// value of it may be of any conforming type.
    func existentialProtocol(_ type: TypeRef?, constraints: [String: String] = [:]) -> String? {
        guard let type else { return nil }
        switch type.kind {
        case .opaque("any", let inner): return existentialProtocol(inner)
        case .named(let name):
            let named = constraints[name] ?? name
            return symbols.types[named]?.kind == .protocolType ? named : nil
        default: return nil
        }
    }

    /// The protocol the elements of a written array type name (`[any P]`, `[P]`).
    func elementExistentialProtocol(_ type: TypeRef?) -> String? {
        guard let type, case .array(let element) = type.kind else { return nil }
        return existentialProtocol(element)
    }

    /// `speaker.whisper()` where `speaker` is declared `any Speaker` and `whisper` is a method the protocol's
    /// extension adds but the protocol does not require: Swift calls the extension's, whatever the value's type
    /// declares (no dynamic dispatch without a requirement). Bound for the interpreter (`MemberBinding.ofProtocolExtension`).
    func noteStaticProtocolCall(base: Expr, _ name: String, nameRange: SourceRange, arguments: [Argument], trailing: [TrailingClosure],
                                in scope: Scope) {
        guard let proto = existentialProtocol(of: base, in: scope), let symbol = symbols.types[proto] else { return }
        let methods = symbol.functions.filter { $0.name == name && !$0.isStatic && $0.isInExtension }
        let labels = arguments.map(\.label), trailingLabels = trailing.map(\.label)
        let fitting = methods.first { Checker.labelsMatch($0.parameters, Checker.labelsWithTrailing($0.parameters, labels, trailing: trailingLabels)) }
        guard let chosen = fitting ?? methods.first else { return }
        noteStaticProtocolCall(of: proto, chosen, at: nameRange)
    }

    /// The program's protocol a value's members are looked up in, where the value is a variable declared of the protocol's
    /// type (`any P`, `P`) or `self` in the protocol's extension; nil for another value.
    func existentialProtocol(of base: Expr, in scope: Scope) -> String? {
        if case .anonymousArgument(0) = base.kind {
            // `$0` of the nearest closure without named parameters.
            var current: Scope? = scope
            while let each = current {
                if each.anonymousArguments != nil { return each.anonymousExistential }
                current = each.parent
            }
            return nil
        }
        guard case .identifier(let variable) = base.kind else { return nil }
        if variable == "self", let selfContext, !selfContext.isStatic {
            return symbols.types[selfContext.type]?.kind == .protocolType ? selfContext.type : nil
        }
        return scope.lookup(variable)?.existential
    }

    /// `name(…)` on a value of protocol `proto` (a variable of its type, or `self` in its extension): when the method
    /// is one the protocol's extensions add and not a requirement, Swift binds the call statically to it, so a
    /// conforming type's own method of that name is not the one called.
    func noteStaticProtocolCall(of proto: String, _ method: FunctionDecl, at nameRange: SourceRange) {
        guard let symbol = symbols.types[proto], symbol.kind == .protocolType else { return }
        bindMember(method.name, of: proto, at: nameRange, method: method)
    }

    /// `name.map { "Hi \($0)" }` on an optional: the closure gets the wrapped value; the result is optional.
    func optionalMap(_ name: String, _ wrapped: SemanticType, nameRange: SourceRange, arguments: [Argument],
                     trailing: [TrailingClosure], in scope: Scope) -> SemanticType {
        symbols.optionalMapCalls.insert(nameRange.start.offset)
        var result: SemanticType = .unknown
        for argument in arguments {
            if case .closure(let closure) = argument.value.kind {
                result = inferClosure(closure, in: scope, parameterTypes: [wrapped], asValue: true)
            } else {
                _ = infer(argument.value, in: scope)
            }
        }
        for closure in trailing { result = inferClosure(closure.closure, in: scope, parameterTypes: [wrapped], asValue: true) }
        if arguments.isEmpty, trailing.isEmpty { error("'\(name)' needs a closure, as in \(name) { $0 }", at: nameRange) }
        if case .optional = result { return result }
        return result.isUnknown ? .unknown : .optional(result)
    }
}

extension Checker {
    /// Whether an extension of the program adds to this built-in type a method of this name whose labels are the call's.
    /// The methods of collections, optionals and strings whose closures give values (never views).
    static let valueClosureMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first", "last", "firstIndex", "lastIndex",
        "contains", "allSatisfy", "min", "max", "drop", "prefix", "partition", "removeAll", "split", "count",
    ]

    /// Whether an element of this type meets an extension's `where Element == constraint` (`.unknown` meets any).
    static func elementMeets(_ element: SemanticType, _ constraint: String) -> Bool {
        switch element {
        case .unknown: return true
        case .named(let name): return namesSameType(name, constraint)
        default: return SemanticType.builtinTypeNames[constraint] == element
        }
    }

    /// Whether two names of the program's types name one type, one maybe qualified by the type it is nested in
    /// (`Signal`, `RetryPolicy.Signal`).
    static func namesSameType(_ a: String, _ b: String) -> Bool {
        a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
    }

    func extensionOverloadMatches(_ type: SemanticType, _ name: String, _ arguments: [Argument], _ trailing: [TrailingClosure]) -> Bool {
        // (`extension Set where Element == Signal { func contains(_ code: Int) }` is not for a Set of Strings.)
        let element: SemanticType? = if case .array(let element) = type.unwrapped { element } else { nil }
        return Checker.extensionTypeNames(of: type.unwrapped).contains { typeName in
            !isProgramsOwn(typeName, type) && symbols.builtinExtensionFunctions(name, of: typeName, isStatic: false, accepting: { constraint in
                element.map { Checker.elementMeets($0, constraint) } ?? true
            }).contains {
                Checker.labelsMatch($0.parameters, Checker.labelsWithTrailing($0.parameters, arguments.map(\.label), trailing: trailing.map(\.label)))
            }
        }
    }
}
