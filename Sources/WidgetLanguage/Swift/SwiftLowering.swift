/// Lowers the declarations of a Swift module into the declarations the checker
/// and interpreter know. What a type becomes depends on what it conforms to:
///
/// | Swift | becomes |
/// |---|---|
/// | `struct E: TimelineEntry` | `entry E` (its `date` is the entry's date) |
/// | `struct P: TimelineProvider` / `AppIntentTimelineProvider` | `provider P` |
/// | `struct I: AppIntent` / `WidgetConfigurationIntent` | `intent I` / `configuration I` |
/// | `struct X: AppEntity` (+ its `EntityQuery`) | `entity X` with its `query` |
/// | `@Model class M` | `model M` |
/// | `struct W: Widget` | `widget W` |
/// | `struct V: View` | a view: a struct whose `body` is drawn |
/// | `#Preview(as:) { W() } timeline: { … }` | `preview W(.family) { … }` |
/// | `#Preview(as:) { W() } timelineProvider: { P() }` | a preview whose entries are `P`'s timeline |
/// | other `struct`, `class`, `enum` | `struct` (a class shares), `enum` |
///
/// Extensions of the module's own types are merged into them; nested types
/// become top-level ones; `Provider.Entry` and type aliases are resolved.
struct SwiftLowering {
    var diagnostics: [Diagnostic] = []
    /// The module's types by name, nested ones included, extensions merged.
    var types: [String: SwiftDecl] = [:]
    var typeOrder: [String] = []
    /// `typealias` names (top level and in types) → the type they stand for.
    var aliases: [String: TypeRef] = [:]
    /// The types declared in extensions: the extended type, the qualified name, where the type is.
    var typesInExtensions: [(owner: String, alias: String, nameRange: SourceRange, range: SourceRange)] = []
    /// How many of the module's types have each name (nested ones whose names clash are qualified).
    var typeNameCounts: [String: Int] = [:]
    /// The types that declare a `typealias` of their own (see `withOwnerTypeNames`).
    var aliasOwners: Set<String> = []
    /// The names of the types each extension declares (`CodingKeys` in `extension Outer.Inner`), by the extension's name as written.
    var typesOfExtensions: [String: [String]] = [:]
    /// `typealias Intent = CountConfig` inside a (non-generic) type: kept as `Owner.Intent`, so `CountProvider.Intent()`
    /// names the type from anywhere, as Swift's member type does.
    var memberTypeAliases: [(owner: String, name: String, type: TypeRef)] = []
    /// Each nested type's enclosing type, by the names they have in `types`: where a name written inside
    /// it is looked for after the type itself, as Swift looks outwards.
    var enclosingTypes: [String: String] = [:]
    /// Extensions of types the module does not declare.
    var builtinExtensions: [SwiftDecl] = []
    /// SiriKit intents an `IntentConfiguration` names that no file declares (made from a
    /// .intentdefinition file): each runs as a configuration intent without parameters.
    var definitionFileIntents: [(name: String, range: SourceRange)] = []
    /// See `activitySamples(_:)`.
    var activitySamples: [String: ActivitySample] = [:]
    /// The module's text, to see which functions a function calls.
    var source: SourceFile?
    /// The module's `@propertyWrapper` types (see `SwiftLowering+PropertyWrappers`).
    var propertyWrapperTypes: [String: PropertyWrapperInfo] = [:]
    /// The module's `@resultBuilder` types, and the parameters that take one (see `SwiftLowering+ResultBuilders`).
    var resultBuilderTypes: [String: ResultBuilderInfo] = [:]
    var builderParameterTable: [String: [(label: String?, builder: ResultBuilderInfo)]] = [:]
    var topLevelFunctions: [FunctionDecl] = []
    /// Providers a widget makes with arguments (`provider: Feed(displayName: "BG")`), each named after its widget.
    var widgetProviders: [Decl] = []

    mutating func lower(_ items: [SwiftItem]) -> [Decl] {
        var extensions: [SwiftDecl] = []
        countTypeNames(items)
        for item in items {
            switch item {
            case .type(let decl): collect(decl, into: &extensions)
            case .typeAlias(let name, let type, _): aliases[name] = type
            default: break
            }
        }
        for ext in extensions { merge(ext) }
        collectAliases()
        propertyWrapperTypes = propertyWrappers()
        resultBuilderTypes = resultBuilders()
        topLevelFunctions = items.compactMap { if case .function(let function, _) = $0 { return function } else { return nil } }
        builderParameterTable = builderParameters()

        var declarations: [Decl] = []
        var previews: [Decl] = []
        for item in items {
            switch item {
            case .importDecl(let path, let range):
                // `import struct SwiftUI.Text`, `import os.log`: the module is the path's first part.
                let module = SwiftModules.isProvided(path) ? path : String(path.split(separator: ".").first ?? Substring(path))
                if let known = UnavailableAPIs.message(forModule: module) {
                    // Core Data, the Keychain, a known package: what to use instead.
                    diagnostics.append(.warning(known, at: range))
                } else if !SwiftModules.isProvided(module) {
                    diagnostics.append(.warning("module '\(module)' is not available in Widgetry; its names are unknown here. Widgetry provides Foundation, SwiftUI, WidgetKit, AppIntents, SwiftData, OSLog and the parts of UIKit, Charts, Combine, UniformTypeIdentifiers and UserNotifications widgets use", at: range))
                }
            case .function(let function, let range):
                declarations.append(Decl(kind: .function(resolve(function)), name: function.name, nameRange: function.nameRange, range: range))
            case .binding(let binding, let range):
                declarations.append(Decl(kind: .binding(binding), name: binding.name, nameRange: binding.nameRange, range: range))
            case .preview(let arguments, let closures, let range):
                if let preview = lowerPreview(arguments: arguments, closures: closures, range: range) { previews.append(preview) }
            case .typeAlias(let name, _, let range):
                // `typealias Emojis = [Emoji]`: the checker resolves it where a body names it (`let all: Emojis`).
                guard let target = aliases[name], types[name] == nil, !(declarations.contains { $0.name == name }) else { break }
                declarations.append(Decl(kind: .typeAlias(resolveType(target)), name: name, nameRange: range, range: range))
            case .type:
                break
            }
        }
        activitySamples = activitySamples(items)
        for name in typeOrder {
            guard let decl = types[name] else { continue }
            declarations += lowerType(decl)
        }
        for (name, range) in definitionFileIntents where !declarations.contains(where: { $0.name == name }) {
            let intent = IntentDecl(metadata: [], parameters: [], perform: nil, functions: [])
            declarations.append(Decl(kind: .configuration(intent), name: name, nameRange: range, range: range))
        }
        // (`extension WidgetConfiguration`'s methods are the modifiers they give, where a widget's body uses them: `lowerWidget`.)
        for ext in builtinExtensions where ext.name != "WidgetConfiguration" {
            // `extension Sequence where Element: Numeric`: the collection protocols' members reach arrays.
            // (`extension Set where Element == URL`, `extension ArraySlice where Element == UInt8`: a Set and a slice are the
            // array of their elements here, so their extensions are Array's.)
            let name = SwiftLowering.collectionProtocols.contains(ext.name) || SwiftLowering.arrayLikeTypes.contains(ext.name) ? "Array" : ext.name
            // (A type nested in the extension is the one its members name: `Constants` in `extension String { private enum Constants }`.)
            var body = typeBody(withNestedTypeNames(SwiftLowering.withManagedDefaults(ext)))
            body.genericParameters += SwiftLowering.standardGenericParameters[SwiftModules.unqualified(name)] ?? []
            body.elementConstraint = ext.elementConstraint
            declarations.append(Decl(kind: .extension(body), name: name, nameRange: ext.nameRange, range: ext.range))
            // (`extension Collection { func chunked(_:) }` reaches a String too, a collection of characters; so does one whose
            // elements need only what a Character is, `where Element: Hashable`. There `self` is the characters.)
            if SwiftLowering.stringProtocols.contains(ext.name),
               !ext.hasWhereClause || ext.elementConstraint == "Character" || ext.elementConformances?.allSatisfy(SwiftLowering.characterProtocols.contains) == true {
                var characters = body
                characters.functions = body.functions.map { var f = $0; f.attributes.append(TypeBody.selfAsCharacters); return f }
                characters.computed = body.computed.map { var c = $0; c.attributes.append(TypeBody.selfAsCharacters); return c }
                declarations.append(Decl(kind: .extension(characters), name: "String", nameRange: ext.nameRange, range: ext.range))
            }
        }
        declarations += nestedTypesOfBuiltinExtensions()
        if !memberTypeAliases.isEmpty {
            var declared = Set(declarations.map(\.name))
            for (owner, name, type) in memberTypeAliases + protocolAliasesOfConformers() where types["\(owner).\(name)"] == nil && declared.insert("\(owner).\(name)").inserted {
                declarations.append(Decl(kind: .typeAlias(resolveType(type, in: owner)), name: "\(owner).\(name)", nameRange: type.range, range: type.range))
            }
        }
        return widgetProviders + declarations + previews
    }

    /// `typealias Cache = Sputnik<Self>` in `extension Note`: each type of the module that lists `Note` has the alias too,
    /// `Self` being that type (`FullNote.Cache` is `Sputnik<FullNote>`), as a protocol extension's members reach its types.
    func protocolAliasesOfConformers() -> [(owner: String, name: String, type: TypeRef)] {
        var result: [(owner: String, name: String, type: TypeRef)] = []
        for (owner, name, type) in memberTypeAliases where types[owner]?.kind == .protocolDecl {
            for conformer in typeOrder where types[conformer]?.conformances.contains(owner) == true {
                result.append((conformer, name, type.mapNames { $0 == "Self" ? conformer : nil }))
            }
        }
        return result
    }

    /// The types an enum's raw values may have (the first conformance of `enum E: Character`).
    static let rawValueTypes: Set<String> = [
        "String", "Character", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat",
    ]

    /// The standard library's protocols an extension of the program may add members to: the built-in types that
    /// conform (each gets the members, `Self` being that type), and whether the program's own types that list the
    /// protocol get them too (as defaults of the protocol, declared by the module as the standard library does).
    static let standardProtocols: [String: (builtinTypes: [String], programTypes: Bool)] = [
        "Equatable": (["Int", "Double", "String", "Bool", "Date"], true), "Hashable": (["Int", "Double", "String", "Bool", "Date"], true),
        "Comparable": (["Int", "Double", "String", "Date"], true), "CaseIterable": ([], true), "Identifiable": ([], true),
        "BinaryInteger": (["Int"], false), "FixedWidthInteger": (["Int"], false), "SignedInteger": (["Int"], false),
        "UnsignedInteger": (["Int"], false), "FloatingPoint": (["Double"], false), "BinaryFloatingPoint": (["Double"], false),
        "Numeric": (["Int", "Double"], false), "SignedNumeric": (["Int", "Double"], false), "AdditiveArithmetic": (["Int", "Double"], false),
        "StringProtocol": (["String"], false), "CustomStringConvertible": (["Int", "Double", "String", "Bool", "Date"], true),
        // `extension Encodable { var json: String? { … JSONEncoder().encode(self) … } }`: a `Codable` type is both.
        "Encodable": (["Int", "Double", "String", "Bool", "Date", "Array", "Dictionary", "Data"], true),
        "Decodable": (["Int", "Double", "String", "Bool", "Date", "Array", "Dictionary", "Data"], true),
        // `extension LocalizedError where Self: CustomStringConvertible { var errorDescription: String? { description } }`:
        // the program's error types get the members (the built-in errors keep their own texts).
        "Error": ([], true), "LocalizedError": ([], true),
    ]

    /// The standard library's collection protocols: an extension of one adds to every array.
    static let collectionProtocols: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// The collection protocols a String conforms to: an extension of one (without an element constraint) adds to strings too.
    static let stringProtocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RangeReplaceableCollection"]

    /// The protocols a `Character` conforms to that an extension's `where Element: …` may name.
    static let characterProtocols: Set<String> = ["Hashable", "Equatable", "Comparable", "CustomStringConvertible", "Sendable", "TextOutputStreamable"]

    /// The standard types whose values are arrays here (`Set`, `ArraySlice`, `ContiguousArray`): their extensions are Array's.
    static let arrayLikeTypes: Set<String> = ["Set", "SetAlgebra", "ArraySlice", "ContiguousArray"]

    /// The generic parameters a standard type's extension may name (`Element` in `extension Array`).
    static let standardGenericParameters: [String: [String]] = [
        "Array": ["Element", "Index"], "Set": ["Element"], "Dictionary": ["Key", "Value"], "Optional": ["Wrapped"],
        "Result": ["Success", "Failure"], "ClosedRange": ["Bound"], "Range": ["Bound"],
        // SwiftUI's property wrappers (`extension AppStorage where Value == Bool? { init(wrappedValue: Value, …) }`).
        "AppStorage": ["Value"], "Binding": ["Value"], "State": ["Value"], "Published": ["Value"], "Environment": ["Value"],
        // WidgetKit's (`extension Timeline { init(entry: EntryType) }`).
        "Timeline": ["EntryType"],
    ]

    /// Records a type and the types nested in it (nested ones by their own name).
    mutating func collect(_ decl: SwiftDecl, into extensions: inout [SwiftDecl]) {
        var decl = decl
        // `extension Swift.Double`: the standard library's type, by its plain name; where the module declares a type of that
        // name (`struct Dictionary`), the qualified one, which the checker reads as the standard library's.
        if decl.kind == .extensionDecl, decl.name.hasPrefix(SwiftModules.standardLibraryQualifier) {
            let plain = SwiftModules.unqualified(decl.name)
            if typeNameCounts[plain, default: 0] == 0 { decl.name = plain }
        }
        let nested = decl.nested
        decl.members.removeAll { if case .nested = $0 { return true } else { return false } }
        for alias in decl.typeAliases {
            aliases["\(decl.name).\(alias.name)"] = alias.type
            aliasOwners.insert(decl.name)
            if decl.genericParameters.isEmpty, decl.kind != .protocolDecl { memberTypeAliases.append((decl.name, alias.name, alias.type)) }
        }
        if decl.kind == .extensionDecl {
            extensions.append(decl)
        } else if types[decl.name] != nil {
            diagnostics.append(.error("'\(decl.name)' is declared twice in this module", at: decl.nameRange))
        } else {
            types[decl.name] = decl
            typeOrder.append(decl.name)
        }
        for var inner in nested {
            // `struct State { var cache = [String: T]() }` inside `Cache<T>`: the enclosing type's parameters are in scope.
            inner.genericParameters += decl.genericParameters.filter { !inner.genericParameters.contains($0) }
            // `enum CodingKeys` in several structs: each is named `Owner.CodingKeys`, as in a `.widget` file;
            // so is `enum Grid` in `WidgetConstants`, whose name outside its owner is SwiftUI's `Grid`.
            if inner.kind != .extensionDecl,
               typeNameCounts[inner.name, default: 0] > 1 || SwiftModules.frameworkTypeNames.contains(inner.name) {
                inner.name = "\(decl.name).\(inner.name)"
            }
            let alias = "\(decl.name).\(inner.name.split(separator: ".").last.map(String.init) ?? inner.name)"
            aliases[alias] = TypeRef(.named(inner.name), inner.nameRange)
            aliasOwners.insert(decl.name)
            if inner.kind != .extensionDecl { enclosingTypes[inner.name] = decl.name }
            if decl.kind == .extensionDecl, inner.kind != .extensionDecl {
                typesInExtensions.append((decl.name, alias, inner.nameRange, inner.range))
                typesOfExtensions[decl.name, default: []].append(String(alias.dropFirst(decl.name.count + 1)))
            }
            collect(inner, into: &extensions)
        }
    }

    /// `UserDefaults.Keys` for `extension UserDefaults { enum Keys … }`: a type declared in an extension
    /// of a type Widgetry provides is named through it as an alias of the type it became.
    func nestedTypesOfBuiltinExtensions() -> [Decl] {
        var result: [Decl] = []
        var named = Set<String>()
        for (owner, alias, nameRange, range) in typesInExtensions where types[owner] == nil {
            guard let target = aliases[alias], named.insert(alias).inserted else { continue }
            result.append(Decl(kind: .typeAlias(target), name: alias, nameRange: nameRange, range: range))
        }
        return result
    }

    /// How many types of the module (nested ones included) have each name.
    mutating func countTypeNames(_ items: [SwiftItem]) {
        var pending: [SwiftDecl] = items.compactMap { if case .type(let decl) = $0 { return decl } else { return nil } }
        while let decl = pending.popLast() {
            if decl.kind != .extensionDecl { typeNameCounts[decl.name, default: 0] += 1 }
            pending += decl.nested
        }
    }

    /// `extension T { … }` of a type of this module: its members and conformances join T.
    /// An extension of a type Widgetry provides (`extension View`, `extension Date`) stays one.
    mutating func merge(_ ext: SwiftDecl) {
        var ext = ext
        // `extension DeliveryAttributes.ContentState { … }`: a nested type by its qualified name.
        if types[ext.name] == nil, case .named(let nested)? = aliases[ext.name]?.kind, types[nested] != nil {
            // (`extension Outer.Inner { private enum CodingKeys … }`: the types it declares are named from the type it extends,
            // so its members' `CodingKeys` is that enum.)
            for member in typesOfExtensions[ext.name] ?? [] where aliases["\(nested).\(member)"] == nil {
                aliases["\(nested).\(member)"] = aliases["\(ext.name).\(member)"]
                aliasOwners.insert(nested)
            }
            ext.name = nested
        }
        guard var target = types[ext.name] else {
            guard let standard = SwiftLowering.standardProtocols[ext.name] else {
                builtinExtensions.append(ext)
                return
            }
            // `extension Comparable { func clamped(to:) … }`: the built-in types that conform get the members …
            for typeName in standard.builtinTypes {
                var copy = ext
                copy.name = typeName
                builtinExtensions.append(copy)
            }
            guard standard.programTypes else { return }
            // … and so do the program's own types that list the protocol: it is declared here, as the standard
            // library declares it, and the extension's members are its defaults.
            var requirements: [SwiftMember] = []
            if ext.name == "CaseIterable" {
                // `static var allCases: [Self] { get }`, which an enum's cases give.
                let range = ext.nameRange
                let type = TypeRef(.array(TypeRef(.named("Self"), range)), range)
                requirements.append(.computed(ComputedProperty(isStatic: true, name: "allCases", nameRange: range, type: type, getter: [], range: range)))
            }
            if ext.name == "CustomStringConvertible" {
                // `var description: String { get }`, which the conforming type gives.
                let range = ext.nameRange
                requirements.append(.computed(ComputedProperty(isStatic: false, name: "description", nameRange: range,
                                                               type: TypeRef(.named("String"), range), getter: [], range: range)))
            }
            types[ext.name] = SwiftDecl(kind: .protocolDecl, name: ext.name, nameRange: ext.nameRange, range: ext.range, attributes: [],
                                        conformances: ext.name == "LocalizedError" ? ["Error"] : [], members: requirements)
            typeOrder.append(ext.name)
            if ext.name == "Error", types["LocalizedError"] == nil {
                // (A `LocalizedError` is an `Error`: a type that lists only it gets the extension's members too.)
                types["LocalizedError"] = SwiftDecl(kind: .protocolDecl, name: "LocalizedError", nameRange: ext.nameRange, range: ext.range,
                                                    attributes: [], conformances: ["Error"], members: [])
                typeOrder.append("LocalizedError")
            }
            if ext.name == "Encodable" || ext.name == "Decodable" {
                // (`Codable` is `Encodable & Decodable`: a type that lists it gets both extensions' members.)
                if var codable = types["Codable"], codable.kind == .protocolDecl {
                    if !codable.conformances.contains(ext.name) { codable.conformances.append(ext.name) }
                    types["Codable"] = codable
                } else if types["Codable"] == nil {
                    types["Codable"] = SwiftDecl(kind: .protocolDecl, name: "Codable", nameRange: ext.nameRange, range: ext.range, attributes: [],
                                                 conformances: [ext.name], members: [])
                    typeOrder.append("Codable")
                }
            }
            merge(ext)
            return
        }
        target.members += ext.members.map { member in
            switch member {
            case .initializer(var initializer):
                initializer.isInExtension = true
                return .initializer(initializer)
            case .function(var function):
                // (A protocol's extension method that is no requirement is called statically: Checker+Methods.)
                function.isInExtension = true
                return .function(function)
            default:
                return member
            }
        }
        target.conformances += ext.conformances
        types[ext.name] = target
    }

    /// `Provider.Entry` (and `Entry` inside a provider) name the provider's entry type.
    mutating func collectAliases() {
        for name in typeOrder {
            // `typealias Identifier = Double` in `protocol EventStorage`: `Identifier` in a type conforming to it, as in Swift.
            // (An `associatedtype` reads as an alias of `Any`: each conforming type gives its own.)
            guard let decl = types[name] else { continue }
            for protocolName in decl.conformances {
                guard let owner = types[protocolName], owner.kind == .protocolDecl else { continue }
                for alias in owner.typeAliases where alias.type.kind != .named("Any") && aliases["\(name).\(alias.name)"] == nil {
                    let type = alias.type.mapNames { $0 == "Self" ? name : nil }
                    aliases["\(name).\(alias.name)"] = type
                    aliasOwners.insert(name)
                    // (`EventStore.Identifier` written elsewhere, as the type's own alias is.)
                    if decl.genericParameters.isEmpty { memberTypeAliases.append((name, alias.name, type)) }
                }
            }
        }
        for name in typeOrder {
            guard let decl = types[name], isProvider(decl) else { continue }
            // `func placeholder(in context: Context)`: the provider's context type.
            if aliases["\(name).Context"] == nil { aliases["\(name).Context"] = TypeRef(.named("TimelineProviderContext"), decl.nameRange) }
            guard aliases["\(name).Entry"] == nil else { continue }
            let entryFunction = decl.function("placeholder") ?? decl.function("snapshot") ?? decl.function("getSnapshot")
            if let type = entryFunction?.returnType {
                aliases["\(name).Entry"] = type
                // `var entries = [Entry]()`, `Entry(date: …)` in the provider's code: its entry type, as Swift infers it.
                aliasOwners.insert(name)
            }
        }
        for name in typeOrder {
            // `func makeBody(configuration: Configuration)` in a `ButtonStyle`: SwiftUI's `ButtonStyleConfiguration`.
            guard let decl = types[name], aliases["\(name).Configuration"] == nil,
                  let configuration = SwiftUIStyleProtocols.configuration(conformances: decl.conformances) else { continue }
            aliases["\(name).Configuration"] = TypeRef(.named(configuration), decl.nameRange)
        }
        for name in typeOrder {
            // `Donut.ID` of `struct Donut: Identifiable { var id: Int }`: the type of its `id`, as Swift infers the requirement.
            guard let decl = types[name], decl.conforms(to: "AppEntity") || decl.conforms(to: "Identifiable"), aliases["\(name).ID"] == nil,
                  types["\(name).ID"] == nil else { continue }
            let id = decl.fields.first { $0.name == "id" && !$0.isStatic }?.type ?? decl.computed.first { $0.name == "id" && !$0.isStatic }?.type
            if let id {
                aliases["\(name).ID"] = id
            } else if decl.conforms(to: "AppEntity") {
                aliases["\(name).ID"] = TypeRef(.named("String"), decl.nameRange)
            }
        }
    }

    /// Whether `T()` makes the type: an `init()`, or no `init` and every stored property with a value (a `var` optional, or
    /// one a property wrapper gives).
    func isMadeWithoutArguments(_ decl: SwiftDecl) -> Bool {
        if !decl.initializers.isEmpty { return decl.initializers.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } } }
        return decl.fields.allSatisfy { field in
            guard !field.isStatic, field.defaultValue == nil else { return true }
            if case .optional? = field.type?.kind { return !field.isConstant }
            return !field.attributes.isEmpty
        }
    }

    /// A timeline provider: conforming to WidgetKit's protocol, or to a protocol of the module that refines it
    /// (`protocol AppProvider: AppIntentTimelineProvider`), as Swift's conformance does.
    func isProvider(_ decl: SwiftDecl, depth: Int = 0) -> Bool {
        decl.conformances.contains { name in
            // (A protocol of the program's named `TimelineProvider` is its own, not WidgetKit's.)
            if ["TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider"].contains(name) { return conformsToWidgetKit(decl, name) }
            guard depth < 8, name != decl.name, let refined = types[name], refined.kind == .protocolDecl else { return false }
            return isProvider(refined, depth: depth + 1)
        }
    }

    // MARK: Types

    func resolve(_ type: TypeRef?, in owner: String? = nil) -> TypeRef? {
        guard let type else { return nil }
        return resolveType(type, in: owner)
    }

    /// `T` (a generic parameter) as `Any`, wherever it appears in a type.
    static func erasing(_ generics: Set<String>, in type: TypeRef) -> TypeRef {
        type.mapNames { generics.contains($0) ? "Any" : nil }
    }

    /// A type with the module's aliases replaced (`Provider.Entry` → the entry type).
    func resolveType(_ type: TypeRef, in owner: String? = nil, depth: Int = 0) -> TypeRef {
        guard depth < 16 else { return type }  // `typealias A = B; typealias B = A`
        if case .named(let name) = type.kind {
            // (`typealias Row = (id: Identifier, title: String)`: the alias's own names are read where it was declared.)
            if let owner, let alias = nestedAlias(name, from: owner) { return resolveType(alias, in: owner, depth: depth + 1) }
            if let alias = aliases[name] { return resolveType(alias, depth: depth + 1) }
            return type
        }
        return type.mapChildren { resolveType($0, in: owner, depth: depth + 1) }
    }

    func resolve(_ function: FunctionDecl, in owner: String? = nil) -> FunctionDecl {
        var function = function
        function.parameters = function.parameters.map { var p = $0; p.type = resolve(p.type, in: owner); return p }
        function.returnType = resolve(function.returnType, in: owner)
        function.body = lowerBody(function.body, attributes: function.attributes, returning: function.returnType, in: owner)
        return function
    }

    /// A computed property of `owner` with its type and getter read inside it (its nested types, its builders).
    func resolve(_ property: ComputedProperty, in owner: String) -> ComputedProperty {
        var property = property
        property.type = resolve(property.type, in: owner)
        property.getter = lowerBody(property.getter, attributes: property.attributes, returning: property.type, in: owner)
        return property
    }

    /// A function's or getter's body with the module's result builders and local property wrappers lowered;
    /// one that is not a builder's gives the value of its one `if` or `switch` (see `implicitReturn`).
    func lowerBody(_ body: [Stmt], attributes: [String], returning type: TypeRef?, in owner: String? = nil) -> [Stmt] {
        let body = SwiftLowering.hoistingLocalFunctions(withOwnerTypeNames(owner, withLocalPropertyWrappers(withBuilderClosures(withBuiltinInitializerClosures(withWidgetNestedTypeNames(body))))))
        if let builder = builder(of: attributes), let first = body.first {
            return SwiftLowering.builderBody(body, by: builder, at: first.range)
        }
        return SwiftLowering.implicitReturn(body, returning: type)
    }

    /// `map(String.init)`, `compactMap(Int.init)`: a built-in type's initializer given as an argument is the
    /// closure `{ String($0) }`, typed by the checker as that call is. (One of the module's types is given as
    /// itself: the interpreter makes it a closure with the labels of the type's initializer.)
    func withBuiltinInitializerClosures(_ body: [Stmt]) -> [Stmt] {
        SyntaxRewriter(after: { expr in
            guard case .call(let callee, var arguments, let trailing) = expr.kind,
                  arguments.contains(where: { if case .member(_, "init", _) = $0.value.kind { return true } else { return false } }) else { return expr }
            for index in arguments.indices {
                let value = arguments[index].value
                guard case .member(let base, "init", _) = value.kind, case .identifier(let typeName) = base.kind,
                      types[typeName] == nil, aliases[typeName] == nil else { continue }
                let call = Expr(.call(callee: base, arguments: [Argument(label: nil, value: Expr(.anonymousArgument(0), value.range))],
                                      trailingClosures: []), value.range)
                var closure = Closure(parameters: [], body: [Stmt(.expr(call), value.range)], range: value.range)
                closure.anonymousArgumentCount = 1
                arguments[index].value = Expr(.closure(closure), value.range)
            }
            return Expr(.call(callee: callee, arguments: arguments, trailingClosures: trailing), expr.range)
        }).rewrite(body)
    }

    /// Each block with its local functions first: in Swift a local function may be called above the line
    /// that declares it (and calls itself); the names it reads are looked up when it runs.
    static func hoistingLocalFunctions(_ body: [Stmt]) -> [Stmt] {
        SyntaxRewriter(block: { statements in
            guard statements.contains(where: isLocalFunction) else { return statements }
            return statements.filter(isLocalFunction) + statements.filter { !isLocalFunction($0) }
        }).rewrite(body)
    }

    static func isLocalFunction(_ stmt: Stmt) -> Bool {
        if case .binding(let binding) = stmt.kind { return binding.isFunction }
        return false
    }

    /// A body that is one `if` or `switch` whose branches end in the value (`switch self { case .a: "A" … }`)
    /// gives that value, as Swift 5.9's if and switch expressions do: each branch returns its last expression.
    static func implicitReturn(_ body: [Stmt], returning type: TypeRef?) -> [Stmt] {
        guard body.count == 1, let type else { return body }
        switch type.kind {
        // A view body's `if` builds views (a result builder), each branch all of its statements.
        case .named("Void"), .tuple(_, []), .opaque, .named("View"), .named("Content"), .named("Body"): return body
        default: break
        }
        switch body[0].kind {
        case .if, .switch: return [Parser.returningBranches(body[0])]
        default: return body
        }
    }

    func resolve(_ field: FieldDecl, in owner: String) -> FieldDecl {
        var field = field
        field.type = resolve(field.type, in: owner)
        return field
    }

    func typeBody(_ decl: SwiftDecl, dropping dropped: Set<String> = []) -> TypeBody {
        // `private let prefix = Self.greeting`: in a struct's stored property's value, `Self` is the struct.
        let ownSelf = SyntaxRewriter(after: { expr in
            if case .identifier("Self") = expr.kind { return Expr(.identifier(decl.name), expr.range) }
            return expr
        })
        var fields = decl.fields.filter { !dropped.contains($0.name) }.map { field in
            var field = resolve(field, in: decl.name)
            if decl.kind == .structure, let value = field.defaultValue { field.defaultValue = ownSelf.rewrite(value) }
            return field
        }
        // `objectWillChange` of an `ObservableObject` class: Combine's publisher, kept by each instance, which the class gets
        // unless it declares its own (`CombinePublishers`). (Not a `@Model` class's: a record keeps only what the store holds.)
        if decl.kind == .classType, decl.conformances.contains("ObservableObject"), decl.attribute("Model") == nil,
           !decl.computed.contains(where: { $0.name == "objectWillChange" }), !decl.fields.contains(where: { $0.name == "objectWillChange" }) {
            let range = decl.nameRange
            let make = Expr(.call(callee: Expr(.identifier("ObservableObjectPublisher"), range), arguments: [], trailingClosures: []), range)
            fields.append(FieldDecl(attributes: [], isStatic: false, isConstant: true, name: "objectWillChange", nameRange: range,
                                    type: TypeRef(.named("ObservableObjectPublisher"), range), defaultValue: make, range: range))
        }
        // `static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Countdown") }` in any
        // type (an entity query's too): its text, as an enum's (`resourceText`).
        let computed = decl.computed.map { property in
            SwiftLowering.textResourceTypes.contains(property.type?.description ?? "") ? SwiftLowering.resourceText(property) : property
        }
        var body = TypeBody(fields: fields,
                 functions: decl.functions.filter { !dropped.contains($0.name) }.map { resolve($0, in: decl.name) },
                 computed: computed.filter { !dropped.contains($0.name) }.map { resolve($0, in: decl.name) },
                 initializers: decl.initializers.map { resolve($0, in: decl.name) },
                 isClass: decl.kind == .classType || decl.kind == .actor,
                 conformances: decl.conformances)
        body.genericParameters = decl.genericParameters
        body.enclosingType = enclosingTypes[decl.name]
        return body
    }

    /// `struct DualWatch: WatchConfigIntent` where `protocol WatchConfigIntent: WidgetConfigurationIntent`: a type conforms to
    /// what its protocols of the program refine, as in Swift, so it is lowered as what those make it (a configuration
    /// intent here). (A widget through such a protocol is read with its protocol's extensions: `isWidget`.)
    func withInheritedConformances(_ decl: SwiftDecl) -> SwiftDecl {
        guard decl.kind != .protocolDecl, decl.kind != .extensionDecl, decl.conformances.contains(where: { types[$0]?.kind == .protocolDecl }) else {
            return decl
        }
        var inherited = decl
        for proto in programProtocols(of: decl) {
            // (Not a widget's or a provider's: those read their protocols' extensions themselves, `isWidget`, or not at all.)
            for name in proto.conformances where types[name] == nil && !inherited.conformances.contains(name)
                && !["Widget", "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider"].contains(name) {
                inherited.conformances.append(name)
            }
        }
        return inherited
    }

    mutating func lowerType(_ written: SwiftDecl) -> [Decl] {
        let decl = withPropertyWrappers(SwiftLowering.withObservationMethods(SwiftLowering.withModelActor(SwiftLowering.withQueryInitializers(withObjectsMadeByInit(withAppStorage(
            SwiftLowering.withSwiftUIWrapperStorage(withNestedTypeNames(withInheritedConformances(written)))))))))
        func make(_ kind: DeclKind) -> [Decl] { [Decl(kind: kind, name: decl.name, nameRange: decl.nameRange, range: decl.range)] }
        switch decl.kind {
        case .protocolDecl:
            // A protocol refining `Widget`: its extension's `body` is the configuration of each widget that conforms (`lowerWidget`).
            return make(.protocol(typeBody(decl, dropping: isWidgetProtocol(decl) ? ["body"] : [])))
        case .extensionDecl:
            return []
        case .enumeration:
            return make(.enumeration(lowerEnum(decl)))
        default:
            break
        }
        if decl.attribute("Model") != nil { return make(.structure(lowerModel(decl))) }
        // iOS 18 controls live in Control Center, on the Lock Screen and the Action button; here each is drawn.
        if decl.conforms(to: "ControlWidget") { return lowerControl(decl) ?? [] }
        if isWidget(decl) {
            // The widget is its struct (`PriceWidget.formatter`, `W().kind` from other code) and, of the same name, the
            // widget WidgetKit draws, read from its configuration (given by a protocol's extension, where it conforms
            // to one of the program's protocols that refine `Widget`).
            let widget = withWidgetProtocolDefaults(decl)
            if let activity = lowerActivity(widget) { return make(.structure(typeBody(decl, dropping: ["body"]))) + activity }
            return lowerWidget(widget).map { make(.structure(typeBody(decl, dropping: ["body"]))) + make(.widget($0)) } ?? []
        }
        // `struct W_Previews: PreviewProvider { static var previews: some View { … } }`: its previews are the module's
        // (`SwiftModulePreviews`), run as static code of the struct, which keeps its other members (`getBlankPosts()`).
        if decl.conforms(to: "PreviewProvider") {
            return make(.structure(typeBody(decl, dropping: ["previews"])))
        }
        if decl.conforms(to: "WidgetBundle") {
            // `WidgetsBundle18.main()` in an `@main` struct that picks a bundle by the system's version: the struct, without
            // its body (the module's widgets are drawn without a bundle), and WidgetBundle's `static func main()`, which
            // starts nothing here.
            var body = typeBody(decl, dropping: ["body"])
            if !body.functions.contains(where: { $0.name == "main" && $0.isStatic }) {
                body.functions.append(FunctionDecl(isStatic: true, name: "main", nameRange: decl.nameRange, parameters: [], returnType: nil,
                                                   body: [Stmt(.return(nil), decl.nameRange)], range: decl.nameRange))
            }
            return make(.structure(body))
        }
        if decl.conforms(to: "AppShortcutsProvider") {
            // Siri and Spotlight run these phrases; a terminal runs the intents themselves (`widgetry perform`).
            let intents = SwiftLowering.shortcutIntents(decl)
            diagnostics.append(Diagnostic(.note, "'\(decl.name)' (AppShortcutsProvider) is accepted: its phrases are for Siri and Spotlight, which a terminal does not have; "
                                              + (intents.isEmpty ? "it names no intent" : "its intents, \(intents.joined(separator: ", ")), run with 'widgetry perform'"),
                                          at: decl.nameRange))
            return []
        }
        if decl.conforms(to: "TransientAppEntity") {
            // `struct Note: TransientAppEntity { @Property(title: "Body") var body: String }`: a value made in `perform`; how
            // Shortcuts shows it (`typeDisplayRepresentation`, `displayRepresentation`) is not drawn by a widget.
            return make(.structure(typeBody(decl, dropping: ["typeDisplayRepresentation", "displayRepresentation"])))
        }
        if isProvider(decl) {
            // The provider is its struct, run as any other type (`self`, stored and computed properties, statics,
            // `Provider().x` from elsewhere); WidgetKit's side of it is a provider of the same name whose blocks
            // call the struct's requirements on a new instance.
            // (A provider that cannot be made without arguments is only the widgets' that make it: `provider: Feed(name: "BG")`.)
            guard isMadeWithoutArguments(decl) else { return make(.structure(typeBody(decl))) }
            return make(.structure(typeBody(decl))) + make(.provider(providerCallingRequirements(of: decl)))
        }
        if decl.conforms(to: "WidgetConfigurationIntent") || decl.conforms(to: "ControlConfigurationIntent") { return make(.configuration(lowerIntent(decl))) }
        if decl.conformances.contains(where: SwiftLowering.intentProtocols.contains) { return make(.intent(lowerIntent(decl))) }
        if decl.conforms(to: "AppEntity") { return make(.entity(lowerEntity(decl))) }
        // A `WidgetConfiguration` type's `body` is the configuration of the widgets that make it (`userConfiguration`).
        if decl.conforms(to: "WidgetConfiguration") { return make(.structure(typeBody(decl, dropping: ["body"]))) }
        return make(.structure(typeBody(decl)))
    }

    /// The intents an `AppShortcutsProvider`'s `appShortcuts` makes shortcuts of: `AppShortcut(intent: DeleteIntent(), …)`.
    static func shortcutIntents(_ decl: SwiftDecl) -> [String] {
        var names: [String] = []
        func visit(_ expr: Expr) {
            guard case .call(let callee, let arguments, _) = expr.kind else { return }
            if case .identifier("AppShortcut") = callee.kind, let intent = arguments.first(where: { $0.label == "intent" }),
               case .call(let made, _, _) = intent.value.kind, case .identifier(let name) = made.kind, !names.contains(name) {
                names.append(name)
            }
            arguments.forEach { visit($0.value) }
        }
        for property in decl.computed where property.name == "appShortcuts" {
            for stmt in property.getter {
                switch stmt.kind {
                case .expr(let expr): visit(expr)
                case .return(let expr?): visit(expr)
                default: break
                }
            }
        }
        return names
    }

    static let intentProtocols: Set<String> = ["AppIntent", "LiveActivityIntent", "AudioPlaybackIntent", "ForegroundContinuableIntent", "SetValueIntent"]

    func lowerEnum(_ decl: SwiftDecl) -> EnumDecl {
        let rawType = decl.conformances.first.flatMap { SwiftLowering.rawValueTypes.contains($0) ? TypeRef(.named($0), decl.nameRange) : nil }
        // `static var caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.happy: "Happy"]`: the texts are kept.
        let fields = decl.fields.map { field -> FieldDecl in
            var field = resolve(field, in: decl.name)
            // (`static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Period")` too.)
            let madeResource: Bool = {
                guard field.type == nil, case .call(let callee, _, _)? = field.defaultValue?.kind, case .identifier(let name) = callee.kind else { return false }
                return SwiftLowering.resourceTypes.contains(name)
            }()
            if field.isStatic, madeResource || field.type.map({ SwiftLowering.resourceTypes.contains($0.description) || $0.description.hasSuffix(": DisplayRepresentation]") }) == true {
                field.type = nil
                field.defaultValue = field.defaultValue.map(SwiftLowering.unwrapResource)
            }
            return field
        }
        // An enum that is an `AppEntity`: how Shortcuts shows a value (`displayRepresentation`) is not drawn by a widget, as
        // an entity struct's is not (`lowerEntity`).
        let computed = decl.conforms(to: "AppEntity") ? decl.computed.filter { $0.isStatic || $0.name != "displayRepresentation" } : decl.computed
        var lowered = EnumDecl(rawType: rawType, cases: decl.cases, fields: fields,
                               functions: decl.functions.map { resolve($0, in: decl.name) },
                               computed: computed.map { resolve(SwiftLowering.resourceText($0), in: decl.name) })
        lowered.conformances = decl.conformances
        lowered.initializers = decl.initializers.map { resolve($0, in: decl.name) }
        lowered.enclosingType = enclosingTypes[decl.name]
        lowered.genericParameters = decl.genericParameters
        return lowered
    }

    /// `@Model class M { var x: T; init(…) { self.x = x } }`: the stored properties
    /// are the model's, and its initialisers run when a record is made, as in Swift.
    func lowerModel(_ decl: SwiftDecl) -> TypeBody {
        var body = typeBody(decl, dropping: ["id"])
        // `var books: [Book]? = []` (CloudKit asks for optional relationships): a to-many relationship is never nil in the
        // store, so it is the array of related models; `books?.count` and `books ?? []` read it as written.
        var relationships: Set<String> = []
        for index in body.fields.indices {
            guard case .optional(let inner)? = body.fields[index].type?.kind, case .array(let element) = inner.kind,
                  case .named(let target) = element.kind, types[target]?.attribute("Model") != nil else { continue }
            body.fields[index].type = inner
            relationships.insert(body.fields[index].name)
            if case .nil? = body.fields[index].defaultValue?.kind { body.fields[index].defaultValue = Expr(.array([]), body.fields[index].nameRange) }
        }
        // `init(tricks: [Trick]? = nil) { self.tricks = tricks }`: an optional parameter stored in such a relationship is its
        // models, none for nil.
        if !relationships.isEmpty {
            body.initializers = body.initializers.map { initializer in
                let optionalParameters = Set(initializer.parameters.filter { if case .optional? = $0.type?.kind { true } else { false } }.map(\.name))
                guard !optionalParameters.isEmpty else { return initializer }
                var changed = initializer
                changed.body = SyntaxRewriter(after: { expr in
                    guard case .assign("=", let target, let value) = expr.kind, case .identifier(let parameter) = value.kind,
                          optionalParameters.contains(parameter) else { return expr }
                    let field: String
                    switch target.kind {
                    case .member(let base, let name, _) where base.kind == .identifier("self"): field = name
                    case .identifier(let name): field = name
                    default: return expr
                    }
                    guard relationships.contains(field) else { return expr }
                    let none = Expr(.binary(op: "??", lhs: value, rhs: Expr(.array([]), value.range)), value.range)
                    return Expr(.assign(op: "=", target: target, value: none), expr.range)
                }).rewrite(initializer.body)
                return changed
            }
        }
        // `init(title: String, isDone: Bool = false) { self.title = title; self.isDone = isDone }`:
        // a parameter's default is the default of the property it is stored in.
        for initializer in decl.initializers where SwiftLowering.onlyStoresParameters(initializer) {
            for stmt in initializer.body {
                guard case .expr(let expr) = stmt.kind, case .assign(_, let target, let value) = expr.kind,
                      case .member(_, let field, _) = target.kind, case .identifier(let parameterName) = value.kind,
                      let parameter = initializer.parameters.first(where: { $0.name == parameterName }), let defaultValue = parameter.defaultValue,
                      let index = body.fields.firstIndex(where: { $0.name == field }), body.fields[index].defaultValue == nil else { continue }
                body.fields[index].defaultValue = defaultValue
            }
        }
        body.isClass = false
        body.isModel = true
        return body
    }
}
