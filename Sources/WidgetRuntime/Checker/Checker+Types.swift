import WidgetLanguage

/// User types as Swift writes them: extensions, type aliases, and the members
/// of structs, classes and enums (methods, computed properties, initializers),
/// checked with `self` and the type's members in scope.
extension Checker {
    /// `typealias Entry = SimpleEntry` inside a type: `Provider.Entry`, and `Entry` while no other type has the name.
    func registerTypeAliases(of decl: Decl) {
        switch decl.kind {
        case .structure(let body), .protocol(let body), .extension(let body):
            for alias in body.typeAliases {
                symbols.typeAliases["\(decl.name).\(alias.name)"] = alias.type
                if symbols.typeAliases[alias.name] == nil { symbols.typeAliases[alias.name] = alias.type }
            }
        default: break
        }
    }

    /// The type a type alias, a generic parameter or a qualified name (`Provider.Entry`, `Outer.Inner`) stands for.
    func resolveAlias(_ name: String, at range: SourceRange, depth: Int = 0) -> SemanticType? {
        if genericNames.contains(name) { return .unknown }
        // `Content` of a view modifier's `body(content:)`, `Body` of a view.
        if name == "Content" || name == "Body" || name == "Self" { return name == "Self" ? .unknown : .view }
        if let target = symbols.typeAliases[name] {
            guard depth < 16 else { return .unknown }
            if case .named(let targetName) = target.kind, targetName != name, symbols.typeAliases[targetName] != nil,
               symbols.types[targetName] == nil {
                return resolveAlias(targetName, at: range, depth: depth + 1)
            }
            return resolveQuietly(target)
        }
        if let dot = name.lastIndex(of: ".") {
            let last = String(name[name.index(after: dot)...])
            // `Provider.Entry`: the entry type a provider's placeholder makes (loose when it cannot be told).
            let owner = String(name[..<dot])
            if last == "Entry", let provider = symbols.providers[owner] {
                // (`-> Entry` inside the provider, where `struct Entry: TimelineEntry` is its entry: that struct.)
                let made = placeholderEntryType(provider)
                if made.isUnknown, symbols.types[last]?.kind == .entry { return .named(last) }
                return made
            }
            // `T.Type`, `Repository.Type`, a generic parameter's or an associated type's member type (`Item.ID`): any type.
            if last == "Type" || genericNames.contains(owner) || isAssociatedTypeName(owner) { return .unknown }
            // `GMB.Route.Variant.Direction`: the nested type the module names `Variant.Direction`.
            if let ending = symbols.nestedTypeEnding(name) { return .named(ending) }
            if symbols.types[last] != nil || SemanticType.builtinTypeNames[last] != nil || registry.types[last] != nil {
                return resolveQuietly(TypeRef(.named(last), range))
            }
        }
        return nil
    }

    /// The type a provider's `placeholder` gives when it is written as a call of an entry type.
    func placeholderEntryType(_ decl: Decl) -> SemanticType {
        guard case .provider(let provider) = decl.kind, let last = provider.block("placeholder")?.body.last else { return .unknown }
        var value: Expr?
        switch last.kind {
        case .expr(let expr): value = expr
        case .return(let expr): value = expr
        default: break
        }
        if let value, case .call(let callee, _, _) = value.kind, case .identifier(let typeName) = callee.kind,
           symbols.types[typeName] != nil {
            return .named(typeName)
        }
        return .unknown
    }

    /// The built-in type whose extensions an extension of `name` joins: `String` for the types whose values
    /// are text (`URL`, `Notification.Name`), else the type itself.
    static func extendedTypeName(_ written: String) -> String {
        // (`extension Swift.Dictionary` beside the module's own `struct Dictionary`: the standard library's.)
        let name = SwiftModules.unqualified(written)
        // `extension Optional where Wrapped == String`, `extension Int?`: Optional's extensions.
        if name == "Optional" || name.hasSuffix("?") || name.hasPrefix("Optional<") { return "Optional" }
        // `extension CGFloat`, `extension Decimal`: numbers that are Doubles here (`extension UInt8`: Ints) have Double's
        // extensions, which every Double-valued number is looked up in.
        switch SemanticType.builtinTypeNames[name] {
        case .string?: return "String"
        case .double?: return "Double"
        case .int?: return "Int"
        case .named(let table)?: return table
        default: return name
        }
    }

    /// Adds an extension's members to the type it extends.
    func extend(_ decl: Decl, with body: TypeBody) -> ResolvedSignature? {
        guard let symbol = symbols.types[decl.name] else {
            let name = SwiftModules.unqualified(decl.name)
            if SemanticType.builtinTypeNames[name] != nil || registry.types[name] != nil
                || SwiftUIStyleProtocols.configurations[name] != nil || Checker.extendedTypeName(name) == "Optional"
                || Checker.protocolStaticTypes[name] != nil || name == SwiftResult.typeName
                || Checker.rangeExtensionNames.contains(name) || name == "Shape" || name == "InsettableShape" {
                // (`extension ShapeStyle where Self == Color { static var brandTint: Color }`: `.background(.brandTint)`.)
                // (`extension ButtonStyle where Self == Pill { static var pill: Pill { … } }`: `.buttonStyle(.pill)`.)
                // `extension Notification.Name { static let refresh = … }`: a notification's name is its text, a String.
                let extended = Checker.extendedTypeName(decl.name)
                symbols.builtinExtensions[extended, default: []].append(body)
                // `static func / (lhs: CGSize, rhs: CGFloat) -> CGSize`: an operator of the built-in type.
                for function in body.functions where function.isStatic { symbols.noteOperator(function.name) }
                // `extension Image { func teamLogoModifier() -> some View }`: views are told apart by their
                // modifiers, not their types, so a view type's extension reaches every view.
                if ["Image", "Text", "Shape", "InsettableShape", "Path"].contains(decl.name) { symbols.builtinExtensions["View", default: []].append(body) }
                return nil
            }
            if let unavailable = UnavailableAPIs.message(for: decl.name) {
                // `extension SavedLocation { … }` of a class Core Data generates, `extension UIImageView`.
                error(unavailable, at: decl.nameRange)
                return nil
            }
            error("cannot extend unknown type '\(decl.name)'\(suggestion(decl.name, Array(symbols.types.keys)))", at: decl.nameRange)
            return nil
        }
        registerTypeAliases(of: decl)
        var signature = ResolvedSignature()
        for field in body.fields where !field.isStatic {
            error("an extension cannot add the stored property '\(field.name)'; write a computed property, as in 'var \(field.name): \(field.type?.description ?? "Type") { … }'",
                  at: field.nameRange)
        }
        let (resolved, untyped) = fields(body.fields.filter(\.isStatic), in: decl, implicit: false)
        let offset = symbol.staticFields.count
        symbol.staticFields += resolved
        for field in untyped {
            signature.inferredFields.append(InferredField(symbol: symbol, isStatic: true, index: offset + field.index, value: field.value))
        }
        symbol.functions += body.functions
        symbol.computed += body.computed
        symbol.extensionInitializers += body.initializers
        symbol.conformances += body.conformances
        resolveMemberSignatures(body.functions + body.initializers, body.computed, generics: body.genericParameters)
        return signature
    }

    /// Resolves the written types of members once, so an unknown type is reported where it is written.
    func resolveMemberSignatures(_ functions: [FunctionDecl], _ computed: [ComputedProperty], generics: [String] = []) {
        withGenerics(generics) {
            for function in functions {
                withGenerics(function.genericParameters) {
                    function.parameters.forEach { p in _ = p.type.map(resolve) }
                    _ = function.returnType.map(resolve)
                }
            }
            computed.forEach { _ = $0.type.map(resolve) }
        }
    }

    func withGenerics<T>(_ names: [String], _ body: () -> T) -> T {
        guard !names.isEmpty else { return body() }
        let saved = genericNames
        genericNames.formUnion(names)
        defer { genericNames = saved }
        return body()
    }

    /// A protocol's defaults (the members its extensions give, with their bodies), checked as members of the
    /// protocol: `self` is any conforming value, which has the protocol's requirements. Bare requirements
    /// (`func area() -> Double`, `var name: String { get }`) have nothing to check.
    func checkProtocolDefaults(_ body: TypeBody, of decl: Decl) {
        guard let symbol = symbols.types[decl.name] else { return }
        withGenerics(body.genericParameters) {
            for function in body.functions where !function.body.isEmpty { checkMember(function, of: symbol) }
            body.computed.forEach { checkComputed($0, of: symbol) }
            for initializer in body.initializers where !initializer.body.isEmpty { checkInitializer(initializer, of: symbol) }
        }
    }

    /// Why a type cannot be had: its superclass, or (for a struct) a protocol it conforms to, is of an API Widgetry does not
    /// have (`class CustomTextView: UITextField`, `struct Blur: UIViewRepresentable`, whose `Context` is UIKit's); nil otherwise.
    func unavailableAncestorMessage(_ body: TypeBody) -> String? {
        let inherited = body.isClass ? Array(body.conformances.prefix(1)) : body.conformances
        for name in inherited where symbols.types[name] == nil && registry.types[name] == nil {
            if let unavailable = UnavailableAPIs.message(for: name) ?? SwiftModules.partialFrameworkMessage(name, importing: []) { return unavailable }
        }
        return nil
    }

    /// A type's initializers that are checked: all but a class's `required init?(coder: NSCoder)`, which Swift requires of a
    /// subclass of a Foundation class that declares an `init` (`class DayFormatter: DateFormatter`) and only unarchiving
    /// calls, which nothing here does; it is not checked, and never run.
    static func checkedInitializers(of body: TypeBody) -> [FunctionDecl] {
        guard body.isClass else { return body.initializers }
        return body.initializers.filter { initializer in
            guard initializer.parameters.count == 1, initializer.parameters[0].label == "coder",
                  case .named("NSCoder")? = initializer.parameters[0].type?.kind else { return true }
            return false
        }
    }

    /// The members of a struct, class, model, entry or extension.
    func checkTypeBody(_ body: TypeBody, of decl: Decl) {
        // An extension of a type not declared was reported when it was collected.
        guard let symbol = symbols.types[decl.name] else {
            if case .extension = decl.kind, symbols.builtinExtensions[Checker.extendedTypeName(decl.name)] != nil {
                checkBuiltinExtension(body, of: SwiftModules.unqualified(decl.name))
            }
            return
        }
        // `class CustomTextView: UITextField`: a subclass of a class Widgetry does not have is not available itself; its members,
        // which use what they inherit (`bounds`, `addTarget`), are not checked one by one.
        if !symbols.unavailableTypes.isEmpty, symbols.unavailableTypes.contains(decl.name), let unavailable = unavailableAncestorMessage(body) {
            error(unavailable, at: decl.nameRange)
            return
        }
        withGenerics(body.genericParameters) {
            checkFieldDefaults(body.fields, of: decl.name)
            body.functions.forEach { checkMember($0, of: symbol) }
            body.computed.forEach { checkComputed($0, of: symbol) }
            Checker.checkedInitializers(of: body).forEach { checkInitializer($0, of: symbol) }
            let fields = body.fields
            for index in fields.indices where fields[index].willSet != nil || fields[index].didSet != nil {
                checkObservers(fields[index], of: symbol)
            }
        }
        if case .structure = decl.kind, symbol.isShape, symbol.function("path", isStatic: false) == nil,
           symbol.computedProperty("body", isStatic: false) == nil {
            error("shape '\(decl.name)' needs a path, as in 'func path(in rect: CGRect) -> Path { Path(rect) }'", at: decl.nameRange)
        } else if case .structure = decl.kind, symbol.isView, !symbol.isShape, instanceComputed("body", of: symbol) == nil {
            // (A protocol refining View may give the body in its extension: `extension EntryView { var body: some View { … } }`.)
            error("view '\(decl.name)' needs a body, as in 'var body: some View { Text(\"…\") }'", at: decl.nameRange)
        }
    }

    /// Where a field's default is checked: a static one sees the type's other static members, as in Swift.
    func fieldDefaultScope(_ field: FieldDecl, of typeName: String) -> Scope {
        guard let symbol = symbols.types[typeName] else { return Scope(parent: nil) }
        if field.isStatic { return fieldDefaultScope(static: symbol) }
        return field.isLazy ? fieldDefaultScope(lazy: symbol) : fieldDefaultScope(stored: symbol)
    }

    /// A stored property's default sees no instance, but may name its type as `Self` (`let kind = Self.defaultKind`).
    func fieldDefaultScope(stored symbol: TypeSymbol) -> Scope {
        let scope = Scope(parent: nil)
        scope.declare("Self", .metatype(symbol.name), range: symbol.range, origin: .member)
        return scope
    }

    /// A `lazy var`'s default sees `self` and the type's members, as in Swift.
    func fieldDefaultScope(lazy symbol: TypeSymbol) -> Scope {
        memberScope(of: symbol, isStatic: false, mutableFields: false, at: symbol.range)
    }

    func fieldDefaultScope(static symbol: TypeSymbol) -> Scope {
        memberScope(of: symbol, isStatic: true, mutableFields: false, at: symbol.range)
    }

    /// A stored property as a member sees it without `self.`.
    func declareField(_ field: FieldSymbol, in scope: Scope, mutableFields: Bool) {
        scope.declare(field.name, field.type, isConstant: field.isConstant && !mutableFields, range: field.range,
                      isSet: field.written.map(Checker.isSetType) == true, origin: .member)
    }

    /// The names a member sees without `self.`: the type's properties (static ones in a static member) and `self`.
    func memberScope(of symbol: TypeSymbol, isStatic: Bool, mutableFields: Bool, at range: SourceRange) -> Scope {
        let scope = Scope(parent: nil)
        if isStatic {
            for field in symbol.staticFields { declareField(field, in: scope, mutableFields: mutableFields) }
            // In a static member of an enum its cases are named without the type (`return night ? moon : sun`);
            // a case with associated values is made by a call, checked as `Self.name(…)`.
            for name in symbol.cases where scope.lookup(name) == nil && !enumCaseHasAssociatedValues(name, of: symbol.name) {
                scope.declare(name, .named(symbol.name), isConstant: true, range: range, origin: .member)
            }
            // `allCases.filter { … }` in a static member of a `CaseIterable` enum.
            if symbol.kind == .enumeration, symbol.conformances.contains("CaseIterable"), scope.lookup("allCases") == nil {
                scope.declare("allCases", .array(.named(symbol.name)), isConstant: true, range: range, origin: .member)
            }
            scope.declare("self", .metatype(symbol.name), range: range)
            scope.declare("Self", .metatype(symbol.name), range: range, origin: .member)
            // `super.kind` in an `override class var`: the superclass's statics, checked loosely.
            if symbol.isClass { scope.declare("super", .unknown, range: range) }
        } else {
            for field in symbol.fields { declareField(field, in: scope, mutableFields: mutableFields) }
            scope.declare("self", .named(symbol.name), isConstant: !mutableFields || symbol.isClass, range: range)
            scope.declare("Self", .metatype(symbol.name), range: range, origin: .member)
            // `super.init()`, `super.describe()`: checked loosely.
            if symbol.isClass { scope.declare("super", .unknown, range: range) }
        }
        for qualified in symbols.qualifiedNestedTypes[symbol.name] ?? [] {
            if let dot = qualified.lastIndex(of: ".") {
                scope.declare(String(qualified[qualified.index(after: dot)...]), .metatype(qualified), range: range, origin: .type(qualified))
            }
        }
        for property in symbol.computed where property.isStatic == isStatic {
            scope.declare(property.name, property.type.map(resolveQuietly) ?? .unknown, isConstant: property.setter == nil, range: property.nameRange,
                          origin: .member)
        }
        if symbol.kind == .protocolType { declareRequirements(of: symbol, isStatic: isStatic, mutable: mutableFields, in: scope) }
        declareDefaultProperties(of: symbol, isStatic: isStatic, in: scope)
        return scope
    }

    /// `struct Card: EntryView` where `protocol EntryView: View`: a view, as Swift sees it through the protocol it
    /// conforms to (its `body` is drawn, modifiers apply to it).
    static func inheritViewConformance(_ types: [String: TypeSymbol]) {
        guard types["View"] == nil else { return }
        for symbol in types.values where symbol.kind == .structure && !symbol.conformances.contains("View")
            && symbol.conformances.contains(where: { types[$0]?.kind == .protocolType }) {
            if symbol.conformanceClosure(in: types).contains("View") { symbol.conformances.append("View") }
        }
    }

    /// A protocol has what the protocols it inherits require and give (`protocol Titled: Named`: `Named`'s
    /// requirements and its extension's defaults are `Titled`'s too), as Swift's lookup in a protocol sees them.
    /// A member of the protocol's own, of one signature, is kept before an inherited one.
    static func inheritProtocolMembers(_ types: [String: TypeSymbol]) {
        for symbol in types.values where symbol.kind == .protocolType && !symbol.conformances.isEmpty {
            for name in symbol.conformanceClosure(in: types) {
                guard let parent = types[name], parent.kind == .protocolType else { continue }
                for function in parent.functions where !symbol.functions.contains(where: {
                    $0.name == function.name && $0.isStatic == function.isStatic && $0.body.isEmpty == function.body.isEmpty
                        && TypeSymbol.sameSignature($0, function)
                }) {
                    symbol.functions.append(function)
                }
                for property in parent.computed where !symbol.computed.contains(where: {
                    $0.name == property.name && $0.isStatic == property.isStatic && $0.getter.isEmpty == property.getter.isEmpty
                }) {
                    symbol.computed.append(property)
                }
            }
        }
    }

    /// The computed properties the type's protocols' extensions give it (`stdBracketed` of `extension CustomStringConvertible`,
    /// a property of `extension View` in a view), named in its members without `self.` as its own are.
    private func declareDefaultProperties(of symbol: TypeSymbol, isStatic: Bool, in scope: Scope) {
        for conformance in symbol.allConformances {
            var properties: [ComputedProperty] = []
            if let proto = symbols.types[conformance], proto.kind == .protocolType {
                properties = proto.computed.filter { !$0.getter.isEmpty }
            } else if symbols.types[conformance] == nil, let bodies = symbols.builtinExtensions[conformance] {
                properties = bodies.flatMap(\.computed)
            }
            for property in properties where property.isStatic == isStatic && scope.lookup(property.name) == nil {
                scope.declare(property.name, property.type.map(resolveQuietly) ?? .unknown, isConstant: property.setter == nil,
                              range: property.nameRange, origin: .member)
            }
        }
    }

    /// In a protocol's default, `self` has the properties the protocol requires, its inherited ones included
    /// (`inheritProtocolMembers`). `var isOn: Bool { get set }` is assignable in a `mutating` default; the tree does
    /// not keep whether a requirement is settable, so any is, as the conforming type's own property may be.
    private func declareRequirements(of symbol: TypeSymbol, isStatic: Bool, mutable: Bool, in scope: Scope) {
        for property in symbol.computed where property.isStatic == isStatic && property.getter.isEmpty {
            scope.declare(property.name, property.type.map(resolveQuietly) ?? .unknown, isConstant: !mutable && !isClassBound(symbol),
                          range: property.nameRange, origin: .member)
        }
        // `protocol Labelled: Identifiable`: `id` in its extensions.
        if !isStatic {
            for conformance in symbol.allConformances where symbols.types[conformance] == nil {
                declareStandardProperties(of: conformance, in: scope, at: symbol.range)
            }
        }
    }

    /// A class, or a protocol only classes conform to (`protocol Refreshable: AnyObject`, or one inheriting such a
    /// protocol or naming a class): in its members `self` is a reference, whose properties change without `mutating`.
    func isClassBound(_ symbol: TypeSymbol, depth: Int = 0) -> Bool {
        if symbol.isClass { return true }
        guard symbol.kind == .protocolType, depth < 16 else { return false }
        return symbol.conformances.contains { name in
            name == "AnyObject" || name == "class" || symbols.types[name].map { isClassBound($0, depth: depth + 1) } == true
        }
    }

    /// In a member of `extension P where Self: Q`, the properties `Q` gives `self` (its requirements and defaults, or a
    /// standard protocol's: `description` of `CustomStringConvertible`).
    func declareConstraintMembers(_ constraints: [String], isStatic: Bool, in scope: Scope, at range: SourceRange) {
        for name in constraints {
            if let proto = symbols.types[name], proto.kind == .protocolType {
                for property in proto.computed where property.isStatic == isStatic && scope.lookup(property.name) == nil {
                    scope.declare(property.name, property.type.map(resolveQuietly) ?? .unknown, isConstant: true, range: property.nameRange,
                                  origin: .member)
                }
                continue
            }
            guard !isStatic else { continue }
            declareStandardProperties(of: name, in: scope, at: range)
        }
    }

    /// What a standard protocol requires of every conforming value (`description` of `CustomStringConvertible`, `id` of
    /// `Identifiable`), declared where a member of a type or protocol that conforms to it names it without `self.`.
    func declareStandardProperties(of protocolName: String, in scope: Scope, at range: SourceRange) {
        for (name, required) in Checker.standardProtocolProperties where required.protocols.contains(protocolName) && scope.lookup(name) == nil {
            scope.declare(name, required.type, isConstant: true, range: range, origin: .required)
        }
    }

    /// Runs `body` with `self` meaning a value (or, static, the type) `symbol`.
    func withSelf<T>(_ symbol: TypeSymbol, isStatic: Bool, initializer: Bool = false, _ body: () -> T) -> T {
        let saved = (selfContext, inInitializer)
        selfContext = (symbol.name, isStatic)
        inInitializer = initializer
        defer { (selfContext, inInitializer) = saved }
        return body()
    }

    func checkMember(_ function: FunctionDecl, of symbol: TypeSymbol) {
        if function.lacksBody {
            error("function '\(function.name)' needs a body, as in 'func \(function.name)(…) { … }'", at: function.nameRange)
            return
        }
        let scope = Scope(parent: memberScope(of: symbol, isStatic: function.isStatic, mutableFields: function.isMutating || isClassBound(symbol),
                                              at: function.nameRange))
        declareConstraintMembers(function.selfConstraints, isStatic: function.isStatic, in: scope, at: function.nameRange)
        withGenerics(function.genericParameters) {
            declareParameters(function.parameters, in: scope, statics: memberScope(of: symbol, isStatic: true, mutableFields: false, at: function.nameRange),
                              owner: symbol.name, constraints: function.genericConstraints)
            // (`-> [Self]` of an enum's static gives an array of the enum.)
            let returnType = function.returnType.map { resolveOwn($0, of: symbol) } ?? .void
            withSelf(symbol, isStatic: function.isStatic) {
                checkMemberBody(function.body, returning: returnType, in: scope, name: function.name, at: function.nameRange,
                                attributes: function.attributes)
            }
            // A subscript's `set { … }`: its parameters and `newValue`, with `self` mutable.
            if let setter = function.setter {
                let inner = Scope(parent: memberScope(of: symbol, isStatic: function.isStatic, mutableFields: true, at: function.nameRange))
                declareParameters(function.parameters, in: inner, statics: memberScope(of: symbol, isStatic: true, mutableFields: false, at: function.nameRange),
                                  owner: symbol.name, constraints: function.genericConstraints)
                inner.declare(setter.parameterName, returnType, range: function.nameRange, isDeclaration: true)
                withSelf(symbol, isStatic: function.isStatic) {
                    within(.function, returnType: .void) { checkStatements(setter.body, in: inner) }
                }
            }
        }
    }

    func checkComputed(_ property: ComputedProperty, of symbol: TypeSymbol) {
        // A protocol's requirement has no body.
        if property.getter.isEmpty, property.setter == nil, symbol.kind == .protocolType { return }
        // (`[Self]` of an enum's static is an array of the enum.)
        let type = property.type.map { resolveOwn($0, of: symbol) } ?? .unknown
        let scope = memberScope(of: symbol, isStatic: property.isStatic, mutableFields: symbol.isClass, at: property.nameRange)
        declareConstraintMembers(property.selfConstraints, isStatic: property.isStatic, in: scope, at: property.nameRange)
        withSelf(symbol, isStatic: property.isStatic) {
            checkMemberBody(property.getter, returning: type, in: Scope(parent: scope), name: property.name, at: property.nameRange,
                            attributes: property.attributes)
        }
        if let setter = property.setter {
            let inner = Scope(parent: memberScope(of: symbol, isStatic: property.isStatic, mutableFields: true, at: property.nameRange))
            inner.declare(setter.parameterName, type, range: property.nameRange)
            withSelf(symbol, isStatic: property.isStatic) {
                within(.function, returnType: .void) { checkStatements(setter.body, in: inner) }
            }
        }
    }

    /// `willSet { … }` sees `newValue`, `didSet { … }` sees `oldValue`, both with `self`.
    func checkObservers(_ field: FieldDecl, of symbol: TypeSymbol) {
        guard field.willSet != nil || field.didSet != nil else { return }
        for observer in [field.willSet, field.didSet].compactMap({ $0 }) {
            let scope = Scope(parent: memberScope(of: symbol, isStatic: field.isStatic, mutableFields: true, at: field.nameRange))
            let type = (field.isStatic ? symbol.staticFields : symbol.fields).first { $0.name == field.name }?.type ?? .unknown
            scope.declare(observer.parameterName, type, range: field.nameRange)
            withSelf(symbol, isStatic: field.isStatic) {
                within(.function, returnType: .void) { checkStatements(observer.body, in: scope) }
            }
        }
    }

    func checkInitializer(_ initializer: FunctionDecl, of symbol: TypeSymbol) {
        if initializer.lacksBody { error("'init' needs a body, as in 'init(…) { … }'", at: initializer.nameRange) }
        let scope = Scope(parent: memberScope(of: symbol, isStatic: false, mutableFields: true, at: initializer.nameRange))
        withGenerics(initializer.genericParameters) {
            declareParameters(initializer.parameters, in: scope, statics: memberScope(of: symbol, isStatic: true, mutableFields: false, at: initializer.nameRange),
                              owner: symbol.name)
            withSelf(symbol, isStatic: false, initializer: true) {
                within(.function, returnType: .void) { checkStatements(initializer.body, in: scope) }
            }
        }
    }

    /// A function's or computed property's body: views for a `some View` result, else a value
    /// given by `return` or by a single expression.
    /// `attributes`: those written before the member, where a framework's result builder (`@AxisContentBuilder`,
    /// `@ChartContentBuilder`, `@ToolbarContentBuilder`) makes its body a list of content, as `@ViewBuilder` does.
    func checkMemberBody(_ body: [Stmt], returning returnType: SemanticType, in scope: Scope, name: String, at range: SourceRange,
                         attributes: [String] = []) {
        let builds = attributes.contains { $0.hasSuffix("Builder") && symbols.types[$0] == nil }
        // (A body that returns its view is a function's, whose other statements are statements: `try? start()`.)
        if returnType == .view || builds, !body.contains(where: { if case .return = $0.kind { true } else { false } }) {
            within(.view) { checkStatements(body, in: scope) }
            return
        }
        if body.count == 1, case .expr(let expr) = body[0].kind, !returnType.isVoid {
            within(.function, returnType: returnType) {
                let type = infer(expr, in: scope, expected: returnType)
                if !isAssignable(type, to: returnType) {
                    error("cannot return a value of type \(type) where \(returnType) is expected", at: expr.range)
                }
            }
            return
        }
        within(.function, returnType: returnType) { checkStatements(body, in: scope) }
        if !returnType.isVoid, !alwaysLeaves(body) {
            error("'\(name)' must give a value of type \(returnType) on every path; add a 'return'", at: range)
        }
    }

    /// A method of `symbol` or of a protocol it conforms to (a protocol extension's default).
    func instanceFunction(_ name: String, of symbol: TypeSymbol, isStatic: Bool = false) -> FunctionDecl? {
        symbols.memberFunction(name, of: symbol, isStatic: isStatic)
    }

    func instanceComputed(_ name: String, of symbol: TypeSymbol, isStatic: Bool = false) -> ComputedProperty? {
        symbols.memberComputed(name, of: symbol, isStatic: isStatic)
    }

    /// The type `@Environment(\.name)` gives.
    func environmentType(_ attribute: Attribute) -> SemanticType {
        guard case .keyPath(_, let path)? = attribute.arguments.first?.value.kind else { return .unknown }
        switch path.joined(separator: ".") {
        case "widgetFamily": return .family
        case "date", "now": return .date
        case "showsWidgetContainerBackground", "isLuminanceReduced", "redactionReasons.isEmpty": return .bool
        case let path: return EnvironmentValues.type(path) ?? .unknown
        }
    }
}
