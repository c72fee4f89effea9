import Foundation
import WidgetLanguage

extension Interpreter {
    /// What `LocalizedError` adds to an error, each nil unless the type gives it.
    static let localizedErrorTexts: Set<String> = ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"]

    /// `value.name` for properties.
    func member(of value: Value, _ name: String, at range: SourceRange) throws -> Value {
        if name == "self" { return value }
        // A property the program's extension adds to a built-in type, before the table's (`extension Double { var seconds … }`).
        if !program.symbols.builtinExtensions.isEmpty, let property = builtinExtensionProperty(of: value, name) {
            return try computedValue(property, of: value, at: range)
        }
        // `self.$touchLocation`: a wrapper's projected value, read as the value it projects.
        if name.count > 1, name.hasPrefix("$"), case .object(let object) = value, object[name] == nil, let wrapped = object[String(name.dropFirst())] {
            return wrapped
        }
        // `[Step].mock`: a static the program's extension of `Array` adds, on the array type written.
        if case .array(let items) = value, items.count == 1, case .type = items[0], !program.symbols.builtinExtensions.isEmpty,
           program.symbols.builtinExtensionStatic(name, of: "Array") != nil || program.symbols.builtinExtensionProperty(name, of: "Array", isStatic: true) != nil {
            return try staticMember("Array", name, at: range)
        }
        switch value {
        case .type(let typeName):
            return try staticMember(typeName, name, at: range)
        case .object(let object) where SwiftLazySequences.typeNames.contains(object.type):
            if let result = try SwiftLazySequences.member(self, value, name, at: range) { return result }
            if let member = registry.types[object.type]?.properties[name] { return try member.body(self, value, [], range) }
            return try member(of: try materialized(value, at: range), name, at: range)
        case .object(let object) where SwiftRanges.isRangeType(object.type):
            // A range's own properties (`lowerBound`, `count`); the others are its numbers' (`first`, `indices`).
            if let field = object[name] { return field }
            if let member = registry.types[object.type]?.properties[name] { return try member.body(self, value, [], range) }
            return try member(of: try materialized(value, at: range), name, at: range)
        case .object(let object) where object.type == SwiftRegexes.matchTypeName && object[name] == nil:
            // `match.1`, `match.year`: the output's element, by position or by the capture's name.
            if let member = registry.types[object.type]?.properties[name] { return try member.body(self, value, [], range) }
            guard case .tuple(let output)? = object["captures"], let index = Int(name).flatMap({ output.elements.indices.contains($0) ? $0 : nil })
                    ?? output.index(of: name) else { throw error("the match has no capture '\(name)'", range) }
            return output.elements[index]
        case .object(let object):
            if let field = object[name] { return field }
            if object.type == "Task", case .int(let id)? = object["deferred"], let member = try deferredTaskMember(id, name, at: range) { return member }
            if let symbol = program.symbols.types[object.type] {
                if let property = userComputed(name, of: symbol, isStatic: false) { return try computedValue(property, of: value, at: range) }
                if let lazy = try lazyValue(name, of: value, symbol, at: range) { return lazy }
                if let function = userFunction(name, of: symbol, isStatic: false) { return boundMethod(function, of: value, at: range) }
                // `shelf.count` where `struct Shelf: Collection`: the standard library's, on its elements.
                if isProgramSequence(symbol), let result = try programSequenceMember(value, name, at: range) { return result }
                // A struct that is an `Error`: its `errorDescription`, else Swift's text.
                if name == "localizedDescription", symbol.conformances.contains(where: { $0 == "Error" || $0 == "LocalizedError" }) {
                    return try errorText(value, symbol, caseName: nil, at: range)
                }
            } else if let member = registry.types[object.type]?.properties[name] {
                return try member.body(self, value, [], range)
            }
        case .instance(let instance):
            if let field = instance[name] { return field }
            // `model.$name` of an `ObservableObject`'s `@Published var name`: its publisher, made once (`CombinePublishers`).
            if name.utf8.first == 0x24, let publisher = publishedProjection(instance, String(name.dropFirst())) { return publisher }
            if let symbol = program.symbols.types[instance.type] {
                if let property = userComputed(name, of: symbol, isStatic: false) { return try computedValue(property, of: value, at: range) }
                if let lazy = try lazyValue(name, of: value, symbol, at: range) { return lazy }
                if let function = userFunction(name, of: symbol, isStatic: false) { return boundMethod(function, of: value, at: range) }
                if isProgramSequence(symbol), let result = try programSequenceMember(value, name, at: range) { return result }
                if let member = builtinSuperclassTable(of: symbol)?.properties[name] { return try member.body(self, value, [], range) }
            } else if let member = registry.types[instance.type]?.properties[name] {
                // A built-in class's computed property (`scanner.isAtEnd`).
                return try member.body(self, value, [], range)
            }
        case .record(let record):
            if let symbol = program.symbols.types[record.model], symbol.field(name) == nil,
               let property = userComputed(name, of: symbol, isStatic: false) {
                return try computedValue(property, of: value, at: range)
            }
            if program.symbols.types[record.model]?.field(name) == nil, let member = SwiftData.modelMember(record, name) { return member }
            return try models.get(record, name, at: range)
        case .enumCase(let type, let caseName, _):
            if name == "rawValue" { return try rawValue(type, caseName) }
            if name == "stringValue", Checker.isCodingKeyEnum(type) {
                // A CodingKey enum's key: its String raw value, else the case's name.
                if case .string(let raw) = try rawValue(type, caseName) { return .string(raw) }
                return .string(caseName)
            }
            // A `LocalizedError`'s `errorDescription` is its `localizedDescription` (when it gives one).
            if name == "localizedDescription", let symbol = program.symbols.types[type], userComputed(name, of: symbol, isStatic: false) == nil,
               let described = userComputed("errorDescription", of: symbol, isStatic: false) {
                let text = try computedValue(described, of: value, at: range)
                if !text.isNull { return text }
            }
            if name == "localizedDescription", let symbol = program.symbols.types[type], userComputed(name, of: symbol, isStatic: false) == nil {
                // Swift's text for an error enum without a description of its own.
                return try errorText(value, symbol, caseName: caseName, at: range)
            }
            if let symbol = program.symbols.types[type], let property = userComputed(name, of: symbol, isStatic: false) {
                return try computedValue(property, of: value, at: range)
            }
            if let symbol = program.symbols.types[type], let function = userFunction(name, of: symbol, isStatic: false) {
                return boundMethod(function, of: value, at: range)
            }
        case .member(let caseName, let payload) where program.symbols.hasEnumerations && userType(of: value) != nil:
            // `.circle(2).area`: a computed property of the enum whose case holds values.
            if name == "rawValue", payload.isEmpty, let symbol = userType(of: value) { return try rawValue(symbol.name, caseName) }
            if let symbol = userType(of: value), let property = userComputed(name, of: symbol, isStatic: false) {
                return try computedValue(property, of: value, at: range)
            }
            if name == "localizedDescription", let symbol = userType(of: value) { return try errorText(value, symbol, caseName: caseName, at: range) }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "capitalized":
                try charge(s.utf8.count, at: range)
                return .string(s.capitalized)
            case "first": return s.first.map { .string(String($0)) } ?? .null
            case "last": return s.last.map { .string(String($0)) } ?? .null
            default:
                // The table's other properties: a URL's parts (`url.host`, FoundationURL), a
                // character's (`isLetter`, SwiftCharacters). (Those above are the table's
                // generic entries, which come back here: they must stay in this switch.)
                if let member = registry.types["String"]?.properties[name] { return try member.body(self, value, [], range) }
            }
        case .int, .double, .sized:
            let number = value.number ?? 0
            switch name {
            case "seconds": return .duration(number)
            case "minutes": return .duration(number * 60)
            case "hours": return .duration(number * 3600)
            case "days": return .duration(number * 86400)
            case "weeks": return .duration(number * 604800)
            case "description": return .string(describe(value))
            default:
                // The table's other properties: `magnitude`, `nonzeroBitCount` (SwiftNumbers).
                if let member = registry.types[{ if case .double = value { "Double" } else { "Int" } }()]?.properties[name] { return try member.body(self, value, [], range) }
            }
        case .duration(let seconds):
            switch name {
            case "seconds": return .int(Int(seconds))
            case "minutes": return .int(Int(seconds / 60))
            case "hours": return .int(Int(seconds / 3600))
            case "days": return .int(Int(seconds / 86400))
            // The table's other properties (`components`).
            default: if let member = registry.types["Duration"]?.properties[name] { return try member.body(self, value, [], range) }
            }
        case .date, .data, .timeline, .bool, .family, .image:
            if let member = registry.builtinType(of: value)?.properties[name] { return try member.body(self, value, [], range) }
        case .decimal(let d):
            // Decimal's own, else a Double's of the Double nearest it (the checker reads a Decimal as a Double).
            if let member = registry.types[FoundationDecimal.typeName]?.properties[name] { return try member.body(self, value, [], range) }
            return try member(of: .double(FoundationDecimal.double(d)), name, at: range)
        case .float(let f):
            // Float's own, else a Double's of the same value (the checker reads a Float as a Double).
            if let member = registry.types[SwiftFloat.typeName]?.properties[name] { return try member.body(self, value, [], range) }
            return try member(of: .double(Double(f)), name, at: range)
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return SwiftRanges.value("..<", 0, items.count) ?? .null
            case "description": return .string(try SwiftCollectionBuilders.description(self, value, range))
            default:
                if name == "lazy" { return SwiftLazySequences.lazy(value, []) }
                // The table's other properties (`startIndex`, `endIndex`); those above are the table's generic
                // entries, which come back here: they must stay in this switch.
                if let member = registry.types["Array"]?.properties[name] { return try member.body(self, value, [], range) }
            }
        case .dictionary(let pairs):
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys", "values":
                try chargeElements(pairs.count, at: range)
                return .array(pairs.map { name == "keys" ? $0.key : $0.value })
            default:
                // The table's other properties of a dictionary (`first`, `description`: SwiftCollectionBuilders).
                if let member = registry.types["Dictionary"]?.properties[name] { return try member.body(self, value, [], range) }
            }
        case .error(let message):
            if name == "localizedDescription", let text = FoundationCocoaErrors.description(ofThrown: message) { return .string(text) }
            if name == "message" || name == "localizedDescription" { return .string(message) }
            if name == "code", let code = FoundationCocoaErrors.code(ofThrown: message) { return .member(name: code, arguments: []) }
            if name == "code" { return .member(name: URLErrors.code(ofThrown: message).rawValue, arguments: []) }
        case .member("path", _):
            // A path's own properties (`boundingRect`, `isEmpty`).
            if let member = registry.types[PathBuiltins.typeName]?.properties[name] { return try member.body(self, value, [], range) }
        case .member where (name == "gradient" || name == "cgColor") && isColor(value):
            // `.red.gradient`, `Color(red: 1, green: 0.5, blue: 0).cgColor`: the table's `Color.gradient`, `Color.cgColor`.
            if let property = registry.types["Color"]?.properties[name] { return try property.body(self, value, [], range) }
        case .member(let base, let arguments) where arguments.isEmpty:
            // `.fill.tertiary`, `.white.opacity`: a style path, resolved where it is used.
            return .member(name: "\(base).\(name)", arguments: [])
        case .null:
            throw error("'\(name)' of a nil value; unwrap it first (if let, ?. or ??)", range)
        default:
            break
        }
        if let property = builtinExtensionProperty(of: value, name) { return try computedValue(property, of: value, at: range) }
        // `location.hashValue` of a `Hashable` value (`Checker.isHashable`).
        if name == "hashValue" { return try SwiftHasher.hashValue(self, of: value, at: range) }
        // A `LocalizedError`'s texts it does not give: nil, as the protocol's defaults.
        if Interpreter.localizedErrorTexts.contains(name), let type = Interpreter.programTypeName(of: value),
           program.symbols.types[type]?.allConformances.contains("LocalizedError") == true {
            return .null
        }
        // `binding.wrappedValue` where the checker could not tell it is a `Binding<T>` (a generic method's result): a
        // binding is its value here (`Binding.constant`, `Binding(get:set:)`).
        if name == "wrappedValue" { return value }
        if case .array = value, name == "lowerBound" || name == "upperBound" {
            // A range of Ints held as a value is the list of its numbers here: whether it was `a...b` or
            // `a..<b` is not kept, so its bounds are not known (a limit of the value, not of the name).
            throw error("the \(name) of a range of Ints held as a value is not known here (it is kept as the list of its numbers); "
                        + "keep the bounds as two Ints", range)
        }
        throw error("\(typeName(of: value)) has no member '\(name)'", range)
    }

    /// `hello.greet`: a closure that calls the method on this value (`{ hello.greet($0) }`).
    func boundMethod(_ function: FunctionDecl, of receiver: Value, at range: SourceRange) -> Value {
        let env = Environment(parent: nil)
        env.define(Interpreter.boundReceiverName, receiver)
        let closure = Interpreter.reference(to: function.name, function.parameters, at: range,
                                            on: Expr(.identifier(Interpreter.boundReceiverName), range))
        return .closure(ClosureValue(closure: closure, environment: env))
    }

    /// The name a bound method's closure keeps its receiver under (no Swift code can spell it).
    static let boundReceiverName = "self.receiver"

    /// `Greeter.make`: `{ Greeter.make($0) }`; `Greeter.greet` (an instance method): `{ g in { g.greet($0) } }`.
    func methodReference(_ function: FunctionDecl, of typeName: String, at range: SourceRange) -> Value {
        methodReference(function.name, function.parameters, isStatic: function.isStatic, of: typeName, at: range)
    }

    func methodReference(_ name: String, _ parameters: [FunctionDecl.Parameter], isStatic: Bool, of typeName: String, at range: SourceRange) -> Value {
        if isStatic { return staticReference(name, parameters, of: typeName, at: range) }
        let receiver = Expr(.identifier(Interpreter.boundReceiverName), range)
        let inner = Expr(.closure(Interpreter.reference(to: name, parameters, at: range, on: receiver)), range)
        let outer = Closure(parameters: [Closure.Parameter(name: Interpreter.boundReceiverName, type: nil, range: range)],
                            body: [Stmt(.return(inner), range)], range: range)
        return .closure(ClosureValue(closure: outer, environment: Environment(parent: nil)))
    }

    /// `Greeter.make`, `Shape.circle` (a case with associated values): `{ Greeter.make($0) }`, the type held by the
    /// closure as its receiver (not looked up by its name when it runs).
    func staticReference(_ name: String, _ parameters: [FunctionDecl.Parameter], of typeName: String, at range: SourceRange) -> Value {
        let env = Environment(parent: nil)
        env.define(Interpreter.boundReceiverName, .type(typeName))
        let closure = Interpreter.reference(to: name, parameters, at: range, on: Expr(.identifier(Interpreter.boundReceiverName), range))
        return .closure(ClosureValue(closure: closure, environment: env))
    }

    /// `Person.init(name:age:)` with its labels; `Person.init` with those of the type's one initializer (its
    /// memberwise one when it declares none), a built-in type's with one unlabelled argument (`String.init`).
    func initializerReference(_ typeName: String, _ name: String, at range: SourceRange) throws -> Value {
        var parameters: [FunctionDecl.Parameter]
        if let (_, labels) = Overloads.compoundName(name) {
            parameters = labels.map { FunctionDecl.Parameter(label: $0, name: $0 ?? "_", type: nil, defaultValue: nil, range: range) }
        } else if let symbol = program.symbols.types[typeName] {
            let initializers = symbol.initializers + symbol.extensionInitializers
            if initializers.count > 1, !symbol.initializers.isEmpty {
                // Several: the one a call's arguments fit is chosen when it is called (`ClosureValue.alternatives`).
                let closures = initializers.map { Interpreter.reference(to: typeName, $0.parameters, at: range) }
                return .closure(ClosureValue(closure: closures[0], environment: Environment(parent: nil), alternatives: Array(closures.dropFirst())))
            }
            if let only = initializers.first, initializers.count == 1 || !symbol.initializers.isEmpty {
                parameters = only.parameters
            } else {
                parameters = symbol.fields.filter { !$0.isLazy && !($0.isConstant && $0.hasDefault) && symbol.environmentFields[$0.name] == nil }
                    .map { FunctionDecl.Parameter(label: $0.name, name: $0.name, type: nil, defaultValue: nil, range: range) }
            }
        } else {
            parameters = [FunctionDecl.Parameter(label: nil, name: "value", type: nil, defaultValue: nil, range: range)]
        }
        let closure = Interpreter.reference(to: typeName, parameters, at: range)
        return .closure(ClosureValue(closure: closure, environment: Environment(parent: nil)))
    }

    func staticMember(_ typeName: String, _ name: String, at range: SourceRange) throws -> Value {
        // `Item.self`: the type as a value (`ModelContainer(for: Item.self)`).
        if name == "self" { return .type(typeName) }
        if program.symbols.types[typeName] == nil, let base = GenericName.base(typeName), let symbol = program.symbols.types[base] {
            // `Box<Int>.label`: the generic type's static, a computed one run with its parameters bound to the arguments written.
            if staticFieldDecl(name, of: base) == nil, let property = userComputed(name, of: symbol, isStatic: true) {
                return try computedValue(property, of: .type(typeName), at: range)
            }
            return try staticMember(base, name, at: range)
        }
        // `Person.init`, `String.init(describing:)`: an initializer as a function.
        if name == "init" || name.hasPrefix("init(") { return try initializerReference(typeName, name, at: range) }
        // `modelContext.hasChanges`: the context's properties (SwiftData's `ModelContext`).
        if typeName == "ModelContext", let member = registry.types[typeName]?.properties[name] {
            return try member.body(self, SwiftData.context, [], range)
        }
        if let symbol = program.symbols.types[typeName] {
            switch symbol.kind {
            case .model:
                if name == "all" { return .array(try waitingForIO { try models.all(typeName, at: range) }.map { .record($0) }) }
                if name == "count" { return .int(try waitingForIO { try models.count(typeName, at: range) }) }
            case .enumeration:
                if symbol.cases.contains(name) {
                    // `using: Item.placeholder`: a case with associated values, not called, is the function that makes it.
                    if case .enumeration(let declared)? = program.declaration(typeName)?.kind,
                       let found = declared.cases.first(where: { $0.name == name }), !found.associatedValues.isEmpty {
                        return staticReference(name, found.associatedValues, of: typeName, at: range)
                    }
                    return .enumCase(type: typeName, name: name)
                }
                if name == "allCases" { return .array(symbol.cases.map { .enumCase(type: typeName, name: $0) }) }
            default: break
            }
            if let value = try userStaticMember(symbol, name, at: range) { return value }
            // `Greeter.greet`: a static method as a function, an instance method as a function of the instance.
            if let function = userFunction(name, of: symbol, isStatic: true) ?? userFunction(name, of: symbol, isStatic: false) {
                return methodReference(function, of: typeName, at: range)
            }
            // `Config.delay(for:)`: the method with these labels.
            if let (base, labels) = Overloads.compoundName(name),
               let function = symbol.functions.first(where: { $0.name == base && $0.parameters.map(\.label) == labels }) {
                return methodReference(function, of: typeName, at: range)
            }
            if let target = program.symbols.types["\(typeName).\(name)"]?.name ?? aliasTarget("\(typeName).\(name)")
                ?? program.symbols.types[name]?.name {
                return .type(target)
            }
            throw error("type '\(typeName)' has no member '\(name)'", range)
        }
        if let property = program.symbols.builtinExtensionProperty(name, of: typeName, isStatic: true) {
            return try computedValue(property, of: .type(typeName), at: range)
        }
        if let field = program.symbols.builtinExtensionStatic(name, of: typeName) {
            // `extension Color { static let brand = Color(red: 0.2, green: 0.4, blue: 0.9) }`: made once, kept like other statics.
            let key = "\(typeName).\(name)"
            if let value = statics.values[key] { return value }
            guard !statics.initializing.contains(key) else { throw error("'\(key)' refers to itself while it is being initialised", range) }
            statics.initializing.insert(key)
            defer { statics.initializing.remove(key) }
            // (`Self` is the extended type: `static let first: Self = Array(Self.mock.prefix(1))`.)
            let env = Environment(parent: nil)
            env.define("self", .type(typeName))
            env.define("Self", .type(typeName))
            var value = try field.defaultValue.map { try eval($0, env) } ?? .null
            if let type = field.type, type.kind != .named("Self") { value = try coerce(value, toWritten: type, at: field.nameRange) }
            statics.values[key] = value
            return value
        }
        if let member = registry.types[typeName]?.statics[name], member.readsAsProperty {
            return try member.body(self, .type(typeName), [], range)
        }
        // `UserDefaults.Keys`: a type the program declares in an extension of a built-in type.
        if let target = aliasTarget("\(typeName).\(name)"), program.symbols.types[target] != nil { return .type(target) }
        // `Calendar.Identifier`: a built-in type nested in this one.
        if registry.types["\(typeName).\(name)"] != nil { return .type("\(typeName).\(name)") }
        // `Date.FormatStyle`: a table Swift nests in this type, kept under its own name (`DateFormatStyle`).
        if case .named(let nested)? = SemanticType.builtinTypeNames["\(typeName).\(name)"], registry.types[nested] != nil { return .type(nested) }
        // `Color.widgetBackground`: a colour set of the target's asset catalogs, by the symbol Xcode generates for it.
        if typeName == "Color" || typeName == "UIColor", let color = assetColor(symbol: name, at: range) { return color }
        // `ImageResource.appLogo`: an image set, by the symbol Xcode generates for it.
        if typeName == ImageBuiltins.resourceType, let set = assetImageSet(symbol: name) { return ImageBuiltins.resource(set) }
        if let reference = builtinMethodReference(typeName, name, at: range) { return reference }
        throw error("type '\(typeName)' has no member '\(name)'", range)
    }

    /// `String.uppercased`, `Font.monospacedDigit`: a built-in type's instance method as a function of the instance, which
    /// gives the method bound to it (`Font.monospacedDigit(font)()`); `Double.maximum`: a static method as a function.
    /// The parameters are those of the method's first form. Nil when the type has no method of this name.
    func builtinMethodReference(_ typeName: String, _ name: String, at range: SourceRange) -> Value? {
        guard program.symbols.types[typeName] == nil, let table = registry.types[typeName] else { return nil }
        let isStatic = table.methods[name] == nil
        guard let member = table.methods[name] ?? table.statics[name].flatMap({ $0.isProperty ? nil : $0 }) else { return nil }
        let parameters = (member.overloads.first?.parameters ?? []).enumerated().map { index, parameter in
            FunctionDecl.Parameter(label: parameter.label, name: "_\(index)", type: nil, defaultValue: nil, range: range)
        }
        return methodReference(name, parameters, isStatic: isStatic, of: typeName, at: range)
    }

    /// `Font.monospacedDigit(font)`, `Person.greet(person)`: an instance method named on its type and given the instance,
    /// the method bound to it; nil where the call is not of that form or the type has no such method.
    func instanceMethodOnType(_ typeName: String, _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value? {
        guard args.count == 1, args[0].label == nil else { return nil }
        let reference: Value?
        if let symbol = program.symbols.types[typeName] {
            reference = userFunction(name, of: symbol, isStatic: false).map { methodReference($0, of: typeName, at: range) }
        } else if registry.types[typeName]?.methods[name] != nil {
            reference = builtinMethodReference(typeName, name, at: range)
        } else {
            reference = nil
        }
        guard case .closure(let closure)? = reference else { return nil }
        return try callClosure(closure, [args[0].value], at: range)
    }
}

extension Interpreter {
    /// The type name extensions of a built-in value are kept under (`extension Date { … }`).
    func extensionTypeName(of value: Value) -> String? {
        switch value {
        case .view, .image: return "View"
        case .date: return "Date"
        case .string: return "String"
        case .int, .sized: return "Int"
        case .double, .decimal, .float: return "Double"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .family: return "WidgetFamily"
        case .data: return "Data"
        case .duration: return "Duration"
        // `extension CGPoint { func distance(to:) … }`: a value of a built-in type the program does not redeclare.
        // (`extension UUID`: kept where the checker keeps it, `Checker.extendedTypeName`.)
        case .object(let object) where program.symbols.types[object.type] == nil && registry.types[object.type] != nil:
            return Checker.extendedTypeName(object.type)
        case .instance(let instance) where program.symbols.types[instance.type] == nil && registry.types[instance.type] != nil: return instance.type
        case .member("path", _): return PathBuiltins.typeName
        // `extension Result { var value: Success? }`: a Result is its `.success(…)` or `.failure(…)`.
        case .member(let side, let payload) where payload.count == 1 && (side == "success" || side == "failure"): return SwiftResult.typeName
        default: return nil
        }
    }

    func builtinExtensionProperty(of value: Value, _ name: String) -> ComputedProperty? {
        guard !program.symbols.builtinExtensions.isEmpty else { return nil }
        return extensionTypeNames(of: value).lazy.compactMap { self.program.symbols.builtinExtensionProperty(name, of: $0) }.first
    }

    func builtinExtensionFunction(of value: Value, _ name: String) -> FunctionDecl? {
        guard !program.symbols.builtinExtensions.isEmpty else { return nil }
        return extensionTypeNames(of: value).lazy.compactMap { self.program.symbols.builtinExtensionFunction(name, of: $0) }.first
    }

    /// The built-in types whose extensions may hold a member of the value: its type, or for a colour (one kind
    /// of value, written `Color` or `UIColor`) both.
    func extensionTypeNames(of value: Value) -> [String] {
        // A picture is a SwiftUI `Image` and a `UIImage` alike: `extension UIImage { var averageColor: … }` reaches it.
        if case .image = value { return ["View", "UIImage"] }
        // A range's own extensions (`extension ClosedRange`), then (of Ints) an array's, as the checker looks.
        if case .object(let object) = value, SwiftRanges.isRangeType(object.type) || SwiftComparableRanges.isRangeType(object.type)
            || DateRanges.isRangeType(object.type) {
            let own = Checker.rangeExtensionName(object.type)
            return SwiftRanges.isRangeType(object.type) ? [own, "Array"] : [own]
        }
        if let name = extensionTypeName(of: value) { return [name] }
        // `Circle()`, a built-in shape: `extension Shape` reaches it, and `extension View` (the checker files a shape's
        // extension under both).
        if Interpreter.isBuiltinShape(value) { return ["View"] }
        return isColor(value) ? ["Color", "UIColor"] : []
    }

    /// The type a type alias inside a type names: `Provider.Entry`.
    func aliasTarget(_ name: String) -> String? {
        guard let written = program.symbols.typeAliases[name] else { return nil }
        switch written.kind {
        case .named(let target): return target
        // `typealias Cache = Sputnik<Self>` in a protocol's extension: the program's generic type with its arguments.
        case .generic(let base, _) where program.symbols.types[base] != nil: return written.description
        default: return nil
        }
    }

    /// A type's name with the program's type aliases followed (`typealias Txt = Str.Defaults`): the type it stands for,
    /// the name itself when it is no alias.
    func aliasResolved(_ name: String) -> String {
        var current = name
        for _ in 0..<8 {
            guard program.symbols.types[current] == nil, let target = aliasTarget(current), target != current else { break }
            current = target
        }
        return current
    }
}

extension Interpreter {
    /// The module a Swift error names: the file's name, or a module folder's.
    var moduleName: String {
        URL(fileURLWithPath: program.file.path).deletingPathExtension().lastPathComponent
    }
}

extension Interpreter {
    /// `localizedDescription` of an error of the program's: a `LocalizedError`'s `errorDescription` when it gives
    /// one, else Swift's text (`… (main.FetchError error 1.)`, the case's index; 1 for a struct).
    func errorText(_ value: Value, _ symbol: TypeSymbol, caseName: String?, at range: SourceRange) throws -> Value {
        if let described = userComputed("errorDescription", of: symbol, isStatic: false) {
            let text = try computedValue(described, of: value, at: range)
            if !text.isNull { return text }
        }
        var index = 1
        if let caseName, case .enumeration(let e)? = program.declaration(symbol.name)?.kind {
            // Swift numbers the cases that hold values first, then the others, each in order.
            let ordered = e.cases.filter { !$0.associatedValues.isEmpty } + e.cases.filter { $0.associatedValues.isEmpty }
            index = ordered.firstIndex { $0.name == caseName } ?? 0
        }
        return .string("The operation couldn’t be completed. (\(moduleName).\(swiftTypePath(symbol.name)) error \(index).)")
    }
}
