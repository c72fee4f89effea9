import WidgetLanguage

extension Checker {
    /// First pass: registers every top-level name, then resolves field types and
    /// signatures, then infers the types of fields given only by a default value,
    /// then of file-level constants (which may refer to each other in order).
    func collectSymbols() {
        let count = tree.declarations.count
        /// Which declarations (by index) were registered: the first of each name.
        var claimed = [Bool](repeating: false, count: count)
        func claim(_ decl: Decl, at index: Int) -> Bool {
            // One lookup for the usual new name; a duplicate puts the first one back.
            if let first = declarationIndex.updateValue(index, forKey: decl.name) {
                declarationIndex[decl.name] = first
                // Swift's overloads: functions of one name, told apart by their labels and types at each call.
                if tree.isSwift, case .function(let function) = decl.kind, case .function(let firstFunction) = tree.declarations[first].kind {
                    symbols.overloads[decl.name, default: [firstFunction]].append(function)
                    return false
                }
                error("'\(decl.name)' is already declared", at: decl.nameRange,
                      notes: [.init("'\(decl.name)' was first declared here", range: tree.declarations[first].nameRange)])
                return false
            }
            return true
        }

        // Names.
        let structures = structureNames
        for (index, decl) in tree.declarations.enumerated() {
            switch decl.kind {
            case .seed, .preview, .test, .permissions, .extension: continue
            case .typeAlias(let type):
                symbols.typeAliases[decl.name] = type
                continue
            case .provider where structures.contains(decl.name):
                // A provider's struct has the name; WidgetKit's side of it is found as a provider.
                if symbols.providers[decl.name] == nil { symbols.providers[decl.name] = decl }
                continue
            case .widget where structures.contains(decl.name):
                // A widget's struct has the name; the widget WidgetKit draws is found as a widget.
                if symbols.widgets[decl.name] == nil { symbols.widgets[decl.name] = decl }
                continue
            default: break
            }
            // A view WidgetKit does not draw (`List`, `Map`, …) may be shadowed by a type of the file, as in Swift;
            // in Swift any built-in view may (`struct Circle`).
            if tree.isSwift, SemanticType.builtinTypeNames[decl.name] != nil, Checker.declaresType(decl.kind) {
                // `enum Duration` in a Swift file: the file's own type, which shadows the language's, as in Swift.
                symbols.shadowedBuiltinTypes.insert(decl.name)
            } else if SemanticType.builtinTypeNames[decl.name] != nil || (!tree.isSwift && registry.views[decl.name].map({ !$0.checkNoteIsWarning }) == true) {
                if case .binding = decl.kind {} else if case .source = decl.kind {} else {
                    error("'\(decl.name)' is a built-in name; choose another name", at: decl.nameRange)
                    continue
                }
            }
            guard claim(decl, at: index) else { continue }
            claimed[index] = true
            switch decl.kind {
            case .model, .structure, .entry, .entity, .enumeration, .intent, .configuration, .protocol:
                registerTypeAliases(of: decl)
                if decl.name.utf8.contains(UInt8(ascii: ".")), let dot = decl.name.lastIndex(of: ".") {
                    symbols.qualifiedNestedTypes[String(decl.name[..<dot]), default: []].append(decl.name)
                }
                if case .structure(let body) = decl.kind, body.isClass, let parent = body.conformances.first {
                    symbols.superclassNames.insert(parent)
                }
                if case .structure(let body) = decl.kind, unavailableAncestorMessage(body) != nil { symbols.unavailableTypes.insert(decl.name) }
                if case .enumeration = decl.kind { symbols.hasEnumerations = true }
                symbols.types[decl.name] = TypeSymbol(kind: typeKind(decl.kind), name: decl.name, fields: [], staticFields: [],
                                                      cases: [], functions: [], range: decl.nameRange)
            case .provider: symbols.providers[decl.name] = decl
            case .widget: symbols.widgets[decl.name] = decl
            case .source: symbols.sources[decl.name] = decl
            case .binding: symbols.globals[decl.name] = (.unknown, decl.nameRange)
            case .function(let function):
                symbols.noteOperator(decl.name)
                symbols.callables[decl.name] = CallableSymbol(name: decl.name, parameters: function.parameters,
                                                              returnType: .unknown, range: decl.nameRange, genericParameters: function.genericParameters,
                                                              writtenReturn: function.returnType)
            default: break
            }
        }

        // Fields and signatures, now that every type name is known. A duplicate
        // declaration was reported above; only the first one counts.
        let registered = claimed.indices.filter { claimed[$0] }
        let signatures = registered.map { resolveSignature(of: tree.declarations[$0]) }
        for (index, signature) in zip(registered, signatures) {
            if let returnType = signature.returnType { symbols.callables[tree.declarations[index].name]?.returnType = returnType }
        }
        // Extensions add their members to the type they extend, after its own.
        let extensions = tree.declarations.compactMap { decl -> ResolvedSignature? in
            guard case .extension(let body) = decl.kind else { return nil }
            return extend(decl, with: body)
        }
        let allSignatures = signatures + extensions
        inheritSuperclasses()
        checkConformances()
        // Fields typed by their default value, in file order, once every type's
        // fields are known: the value may name any type and its fields. The scope a type's
        // static (or lazy) defaults are read in is made once and kept up to date as its fields
        // are typed: a type with thousands of `static let`s (generated string tables) is read
        // in time proportional to them.
        var defaultScopes: [String: Scope] = [:]
        for signature in allSignatures {
            for field in signature.inferredFields {
                let place = field.place
                // A default calls the type's static functions by name (`static let day = make(1)`, `var format = makeFormatter()`);
                // a lazy one reads `self` too.
                let isLazy = !field.isStatic && field.symbol.fields[place].isLazy
                let key = (field.isStatic ? "static " : "lazy ") + field.symbol.name
                let scope: Scope
                if field.isStatic || isLazy {
                    scope = defaultScopes[key] ?? (field.isStatic ? fieldDefaultScope(static: field.symbol) : fieldDefaultScope(lazy: field.symbol))
                    defaultScopes[key] = scope
                } else {
                    scope = fieldDefaultScope(stored: field.symbol)
                }
                // (The type's parameters are in scope: `var cache = [String: T]()` in `Cache<T>` or a type nested in it.)
                storedDefaultOwner = field.isStatic || isLazy ? nil : field.symbol.name
                let type = withGenerics(field.symbol.genericParameters) {
                    withSelf(field.symbol, isStatic: !isLazy) { within(.global) { infer(field.value, in: scope) } }
                }
                storedDefaultOwner = nil
                if field.isStatic { field.symbol.staticFields[place].type = type } else { field.symbol.fields[place].type = type }
                // (The kept scope of the field's kind, static or instance, sees its new type.)
                let typed = field.isStatic ? field.symbol.staticFields[place] : field.symbol.fields[place]
                if let kept = defaultScopes[key], kept.lookup(typed.name)?.range == typed.range { declareField(typed, in: kept, mutableFields: false) }
            }
        }

        // File-level constants, in order.
        for decl in tree.declarations {
            guard case .binding(let binding) = decl.kind, symbols.globals[decl.name] != nil else { continue }
            // A Swift file's global is made once, when first read, as a `seed` block runs: its code may fill the store
            // (`var sharedModelContainer: ModelContainer = { … context.insert(…) … }()`, SwiftData's way of seeding).
            let type = within(tree.isSwift ? .seed : .global) { bindingType(binding, in: Scope(parent: nil)) }
            symbols.globals[decl.name] = (type, decl.nameRange)
        }
    }

    func typeKind(_ kind: DeclKind) -> TypeSymbol.Kind {
        switch kind {
        // `@Model class M`, which a `.widget` file's `model M` stands for.
        case .structure(let body) where body.isModel: return .model
        // `struct E: TimelineEntry`, which a `.widget` file's `entry E` stands for.
        case .structure(let body) where body.conforms(to: "TimelineEntry"): return .entry
        case .entity: return .entity
        case .enumeration: return .enumeration
        case .intent: return .intent
        case .configuration: return .configuration
        case .protocol: return .protocolType
        default: return .structure
        }
    }

    /// What resolving a declaration's fields and signature leaves to do.
    struct ResolvedSignature {
        /// A function's return type, for its `CallableSymbol`.
        var returnType: SemanticType?
        /// Fields with no written type, whose type comes from their default value.
        var inferredFields: [InferredField] = []
    }

    /// A field of `symbol` (at `index` in its fields or static fields) typed by `value`.
    struct InferredField {
        let symbol: TypeSymbol
        let isStatic: Bool
        let index: Int
        let value: Expr
        /// The field's name: its place may move before its value is inferred (a superclass's fields go first).
        var name: String? = nil

        /// Where the field is now.
        var place: Int {
            let list = isStatic ? symbol.staticFields : symbol.fields
            if let name, index >= list.count || list[index].name != name, let moved = list.firstIndex(where: { $0.name == name }) { return moved }
            return index
        }
    }

    /// Resolves the written types of a declaration's fields into its `TypeSymbol`
    /// (a field with no written type is `unknown` until its value is inferred),
    /// and a function's or view's signature. Reads only the registered names and
    /// changes only this declaration's own symbol, so declarations may be resolved
    /// at once on copies of the checker; running it again gives the same result.
    func resolveSignature(of decl: Decl) -> ResolvedSignature {
        var signature = ResolvedSignature()
        // (A type of an API Widgetry does not have is reported once, at its name: `checkTypeBody`.)
        let reported = diagnostics.count
        defer { if !symbols.unavailableTypes.isEmpty, symbols.unavailableTypes.contains(decl.name) { diagnostics.removeLast(diagnostics.count - reported) } }
        // The declaration's own type (none for a function or view), changed in place.
        let symbol = symbols.types[decl.name]
        func resolveFields(_ fieldDecls: [FieldDecl], isStatic: Bool) -> [FieldSymbol] {
            let (resolved, untyped) = fields(fieldDecls, in: decl, implicit: !isStatic)
            if let symbol {
                for field in untyped {
                    signature.inferredFields.append(InferredField(symbol: symbol, isStatic: isStatic, index: field.index, value: field.value,
                                                                  name: resolved[field.index].name))
                }
            }
            return resolved
        }
        switch decl.kind {
        case .structure(let body), .protocol(let body):
            withGenerics(body.genericParameters) {
                // Most types have no static field: one pass over the fields, no copies.
                if body.fields.contains(where: \.isStatic) {
                    symbol?.fields = resolveFields(body.fields.filter { !$0.isStatic }, isStatic: false)
                    symbol?.staticFields = resolveFields(body.fields.filter(\.isStatic), isStatic: true)
                } else {
                    symbol?.fields = resolveFields(body.fields, isStatic: false)
                }
            }
            // `override var size: Int { didSet { … } }` in a class: observers added to the superclass's property, whose
            // value it keeps; the subclass's initializer does not take it.
            if body.isClass {
                for field in body.fields where !field.isStatic && field.defaultValue == nil && (field.willSet != nil || field.didSet != nil)
                    && superclassDeclares(field.name, of: body) {
                    if let index = symbol?.fields.firstIndex(where: { $0.name == field.name }) { symbol?.fields[index].hasDefault = true }
                }
            }
            symbol?.functions = body.functions
            for function in body.functions where function.isStatic { symbols.noteOperator(function.name) }
            symbol?.computed = body.computed
            // An `init` of an extension keeps the memberwise initializer, as in Swift.
            symbol?.initializers = body.initializers.filter { !$0.isInExtension }
            symbol?.extensionInitializers = body.initializers.filter(\.isInExtension)
            symbol?.isClass = body.isClass
            symbol?.genericParameters = body.genericParameters
            symbol?.enclosingType = body.enclosingType
            // The written types of the fields, for a decoder told the type's arguments (`Page<[Item]>`) and
            // for what the semantic type does not keep (a `Set`).
            let written = Dictionary(body.fields.compactMap { field in field.type.map { (field.name, $0) } }, uniquingKeysWith: { first, _ in first })
            for index in symbol?.fields.indices ?? 0..<0 { symbol?.fields[index].written = written[symbol?.fields[index].name ?? ""] }
            symbol?.conformances = body.conformances
            symbol?.isShape = symbol?.kind == .structure && symbols.types["Shape"] == nil
                && (body.conformances.contains("Shape") || body.conformances.contains("InsettableShape"))
            for field in body.fields where !field.attributes.isEmpty {
                if let environment = field.attribute("Environment"), case .keyPath(_, let path)? = environment.arguments.first?.value.kind {
                    symbol?.environmentFields[field.name] = path.joined(separator: ".")
                }
                if field.attribute("EnvironmentObject") != nil, case .named(let typeName)? = field.type?.kind {
                    symbol?.environmentObjectFields[field.name] = typeName
                }
            }
            resolveMemberSignatures(body.functions + Checker.checkedInitializers(of: body), body.computed, generics: body.genericParameters)
        case .entity(let entity):
            symbol?.fields = resolveFields(entity.fields.filter { !$0.isStatic }, isStatic: false)
            symbol?.staticFields = resolveFields(entity.fields.filter(\.isStatic), isStatic: true)
            symbol?.functions = entity.functions
            // An `init` of an extension keeps the memberwise initializer, as a struct's does.
            symbol?.initializers = entity.initializers.filter { !$0.isInExtension }
            symbol?.extensionInitializers = entity.initializers.filter(\.isInExtension)
            symbol?.computed = entity.computed
            resolveMemberSignatures(entity.initializers, entity.computed)
        case .enumeration(let e):
            var seen: [String: SourceRange] = [:]
            for c in e.cases {
                if let first = seen[c.name] {
                    error("duplicate case '\(c.name)' in enum '\(decl.name)'", at: c.range,
                          notes: [.init("first declared here", range: first)])
                }
                seen[c.name] = c.range
            }
            symbol?.staticFields = resolveFields(e.fields, isStatic: true)
            symbol?.cases = e.cases.map(\.name)
            for c in e.cases where symbols.enumsByCase[c.name] == nil { symbols.enumsByCase[c.name] = decl.name }
            symbol?.functions = e.functions
            symbol?.conformances = e.conformances
            for function in e.functions where function.isStatic { symbols.noteOperator(function.name) }
            symbol?.computed = e.computed
            symbol?.enclosingType = e.enclosingType
            symbol?.genericParameters = e.genericParameters
            symbol?.initializers = e.initializers
            resolveMemberSignatures(e.functions + e.initializers, e.computed, generics: e.genericParameters)
        case .intent(let intent), .configuration(let intent):
            var parameters = resolveFields(intent.parameters, isStatic: false)
            if tree.isSwift {
                // `Toggle()` of an intent with `@Parameter var itemID: String`: AppIntent's `init()` leaves each parameter
                // to be set (`intent.itemID = id`), so a `.swift` file may leave any out.
                let wrapped = Set(intent.parameters.filter { $0.attribute("Parameter") != nil }.map(\.name))
                for index in parameters.indices where wrapped.contains(parameters[index].name) { parameters[index].hasDefault = true }
            }
            symbol?.fields = parameters
            symbol?.staticFields = resolveFields(intent.metadata, isStatic: true)
            symbol?.functions = intent.functions
            symbol?.initializers = intent.initializers
            symbol?.computed = intent.computed
            resolveMemberSignatures(intent.initializers, intent.computed)
        case .function(let function):
            withGenerics(function.genericParameters) {
                signature.returnType = function.returnType.map(resolve) ?? .void
                function.parameters.forEach { p in _ = p.type.map(resolve) }
            }
        default: break
        }
        return signature
    }

    /// The fields of a declaration, with the implicit `id` of models
    /// unless `implicit` is false (static fields), and where in them the fields whose
    /// type is to be inferred from their default value are.
    func fields(_ decls: [FieldDecl], in decl: Decl, implicit: Bool = true) -> ([FieldSymbol], untyped: [(index: Int, value: Expr)]) {
        var result: [FieldSymbol] = []
        // At its size at once (the implicit field and every declared one), not grown field by field.
        result.reserveCapacity(decls.count + 1)
        var untyped: [(index: Int, value: Expr)] = []
        if implicit, typeKind(decl.kind) == .model {
            result.append(FieldSymbol(name: "id", type: .string, hasDefault: true, isConstant: true, range: decl.nameRange))
        }
        // Where each name is among the fields so far (a type may have thousands: a generated string table).
        var places: [String: Int] = [:], placed = 0
        for field in decls {
            while placed < result.count {
                if places[result[placed].name] == nil { places[result[placed].name] = placed }
                placed += 1
            }
            if let existing = places[field.name].map({ result[$0] }) {
                let implicit = existing.range == decl.nameRange
                let keyword = typeKind(decl.kind) == .entry ? "entry" : decl.kind.keyword
                error(implicit ? "'\(field.name)' is provided by every \(keyword); remove this declaration"
                               : "'\(field.name)' is already declared in '\(decl.name)'",
                      at: field.nameRange, notes: implicit ? [] : [.init("first declared here", range: existing.range)])
                continue
            }
            if !field.attributes.isEmpty { checkAttributes(field, in: decl) }
            if tree.isSwift, !field.attributes.isEmpty, let unknown = field.attributes.first(where: isUnknownPropertyWrapper) {
                // `@Injected(\.network) var network: Network`: a package's wrapper, which makes the value (the memberwise
                // initializer does not take it); said once, at the attribute, not as a missing argument at every call.
                error("unknown property wrapper '@\(unknown.name)'", at: unknown.range)
                result.append(FieldSymbol(name: field.name, type: field.type.map(resolveQuietly) ?? .unknown, hasDefault: true,
                                          isConstant: field.isConstant, range: field.nameRange))
                continue
            }
            if !field.attributes.isEmpty, let environment = field.attribute("Environment") {
                // Set from the environment where the view is drawn, never by its initializer.
                result.append(FieldSymbol(name: field.name, type: field.type.map(resolve) ?? environmentType(environment),
                                          hasDefault: true, isConstant: true, range: field.nameRange))
                continue
            }
            guard let written = field.type else {
                // A field with a value has a default; its type comes later, from the value.
                if let value = field.defaultValue { untyped.append((result.count, value)) }
                result.append(FieldSymbol(name: field.name, type: .unknown, hasDefault: field.defaultValue != nil,
                                          isConstant: field.isConstant, range: field.nameRange, isLazy: field.isLazy,
                                          hasInitialValue: field.defaultValue != nil))
                continue
            }
            let type = resolve(written)
            if case .optional = type {} else if typeKind(decl.kind) == .model, case .array(.named(let target)) = type,
               symbols.types[target]?.kind == .model, field.defaultValue == nil {
                // A to-many relationship starts empty, as in SwiftData.
                result.append(FieldSymbol(name: field.name, type: type, hasDefault: true, isConstant: field.isConstant, range: field.nameRange))
                continue
            }
            let optional: Bool
            if case .optional = type { optional = true } else { optional = false }
            // A `@Query` field is read from the store, never passed.
            let hasDefault = field.defaultValue != nil || optional || (!field.attributes.isEmpty && field.attribute("Query") != nil)
                || (written.isImplicitlyUnwrapped && !field.isConstant)
            result.append(FieldSymbol(name: field.name, type: type, hasDefault: hasDefault,
                                      isConstant: field.isConstant, range: field.nameRange, isLazy: field.isLazy,
                                      hasInitialValue: field.defaultValue != nil))
        }
        return (result, untyped)
    }

    /// The property wrappers and attributes of Apple's frameworks a property may carry in a Swift file (the module's own
    /// wrappers are lowered before the checker reads the type).
    static let knownPropertyAttributes: Set<String> = [
        "State", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Published", "AppStorage",
        "SceneStorage", "FocusState", "FocusedValue", "FocusedBinding", "FocusedObject", "GestureState", "Namespace",
        "ScaledMetric", "PhysicalMetric", "AccessibilityFocusState", "FetchRequest", "SectionedFetchRequest", "Query",
        "Parameter", "Dependency", "Attribute", "Relationship", "Transient", "Bindable", "NSManaged", "Model", "Observable",
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor",
        "TaskLocal", "IBOutlet", "IBInspectable", "IBAction", "GKInspectable", "NSCopying", "Unique", "Entry", "AppEnum",
        "AppEntity", "Property", "ComputedProperty", "DeferredProperty", "EntityProperty", "IntentParameterDependency",
        "RestorableState", "WidgetBundleBuilder", "ViewBuilder", "MainActor",
    ]

    /// An attribute of a property that names a property wrapper neither Apple's frameworks nor the module declare
    /// (a package's: `@Injected`, `@Dependency(\.client)` of a package is `Dependency`, known).
    func isUnknownPropertyWrapper(_ attribute: Attribute) -> Bool {
        guard attribute.name.first?.isUppercase == true else { return false }
        return !Checker.knownPropertyAttributes.contains(attribute.name) && symbols.types[attribute.name] == nil
            && symbols.typeAliases[attribute.name] == nil && !attribute.name.contains(".")
    }

    /// `@Parameter` belongs to intents and configurations, `@Relationship` and `@Attribute` to models.
    func checkAttributes(_ field: FieldDecl, in decl: Decl) {
        let allowed: [String]
        switch decl.kind {
        case .intent, .configuration: allowed = ["Parameter"]
        case .structure(let body) where body.isModel: allowed = ["Relationship", "Attribute", "Transient"]
        case .structure: allowed = ["Query", "Environment", "State", "Binding"]
        default: allowed = []
        }
        for attribute in field.attributes where !allowed.contains(attribute.name) {
            let known = ["Parameter", "Relationship", "Attribute", "Transient", "Query", "Environment", "State", "Binding"]
            if known.contains(attribute.name) {
                error("'@\(attribute.name)' is not allowed in \(decl.kind.keyword) '\(decl.name)'", at: attribute.range)
            } else if !tree.isSwift {
                // In Swift a property wrapper of the app's or of SwiftUI (`@ObservedObject`, `@Published`) is
                // the property's value as written; a `.widget` file knows its attributes.
                error("unknown attribute '@\(attribute.name)'\(suggestion(attribute.name, known, prefix: "@"))", at: attribute.range)
            }
        }
        if let relationship = field.attribute("Relationship") {
            for argument in relationship.arguments {
                guard let label = argument.label, ["deleteRule", "inverse"].contains(label) else {
                    error("@Relationship takes 'deleteRule:' and 'inverse:'", at: argument.labelRange ?? argument.value.range)
                    continue
                }
                if label == "deleteRule", case .implicitMember(let rule) = argument.value.kind,
                   !["nullify", "cascade", "deny", "noAction"].contains(rule) {
                    error("unknown delete rule '.\(rule)'\(suggestion(rule, ["nullify", "cascade", "deny"], prefix: "."))", at: argument.value.range)
                }
            }
        }
        if let parameter = field.attribute("Parameter") {
            for argument in parameter.arguments {
                if let label = argument.label, !Checker.parameterAttributeLabels.contains(label) {
                    error("@Parameter has no argument '\(label):'\(suggestion(label, Checker.parameterAttributeLabels))", at: argument.labelRange ?? argument.value.range)
                }
            }
        }
    }

    /// The arguments AppIntents' `@Parameter(…)` takes. Those past `default:` shape the
    /// configuration UI (an options provider, a dialog, a control style) that a terminal does
    /// not show: accepted, and the parameter is set with `--config NAME=VALUE` as any other.
    static let parameterAttributeLabels = [
        "title", "description", "default", "requestValueDialog", "requestDisambiguationDialog",
        "optionsProvider", "query", "inputConnectionBehavior", "controlStyle", "inclusiveRange",
        "size", "kind", "supportedTypeIdentifiers", "supportedContentTypes", "defaultUnit",
        "defaultUnitAdjustForLocale", "supportsNegativeNumbers", "resolvers", "identifier", "inputOptions",
    ]

    /// The type of a `let`/`var`: its annotation, checked against its value.
    func bindingType(_ binding: Binding, in scope: Scope) -> SemanticType {
        let declared = binding.type.map(resolve)
        guard let value = binding.value else { return declared ?? .unknown }
        let valueType = typedClosure(value, written: binding.type, in: scope) ?? infer(value, in: scope, expected: declared)
        if let kept = keptViewStruct(value, in: scope), declared == nil || declared == kept { return kept }
        if let declared {
            if !isAssignable(valueType, to: declared) {
                error("cannot use a value of type \(valueType) as \(declared) for '\(binding.name)'", at: value.range)
            }
            return declared
        }
        return valueType
    }
}

extension Checker {
    /// The names of the tree's structs (a provider's or a widget's own among them, beside WidgetKit's side of it).
    var structureNames: Set<String> {
        Set(tree.declarations.compactMap { decl in
            if case .structure = decl.kind { return decl.name } else { return nil }
        })
    }
}

extension Checker {
    /// Whether a declaration is a type (a struct, class, enum, protocol or one of the widget forms that are types).
    static func declaresType(_ kind: DeclKind) -> Bool {
        switch kind {
        case .model, .structure, .entry, .entity, .enumeration, .intent, .configuration, .protocol: return true
        default: return false
        }
    }
}

extension Checker {
    /// Whether a class's superclasses (the program's) declare a stored property of this name.
    func superclassDeclares(_ name: String, of body: TypeBody) -> Bool {
        var current = body
        for _ in 0..<32 {
            guard let parent = current.conformances.first, let index = declarationIndex[parent],
                  case .structure(let superclass) = tree.declarations[index].kind, superclass.isClass else { return false }
            if superclass.fields.contains(where: { $0.name == name && !$0.isStatic }) { return true }
            current = superclass
        }
        return false
    }
}

extension Checker {
    /// `let pick: (Int) -> Theme = { $0 > 0 ? .dark : .light }`: a closure written where its function type is, its
    /// parameters of the type's parameter types and what it gives checked where the type's result goes (so `.dark` is
    /// `Theme.dark`). Nil for any other value or type.
    func typedClosure(_ value: Expr, written: TypeRef?, in scope: Scope) -> SemanticType? {
        guard case .closure(let closure) = value.kind, var type = written else { return nil }
        while case .optional(let inner) = type.kind { type = inner }
        guard case .function(let parameters, let result, _) = type.kind else { return nil }
        let returns = resolve(result)
        inferClosure(closure, in: scope, parameterTypes: parameters.map(resolve), asValue: true,
                     returns: returns.isUnknown || returns.isVoid ? nil : returns)
        return .closure
    }
}
