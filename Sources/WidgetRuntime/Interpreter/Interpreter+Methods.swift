import Foundation
import WidgetLanguage
import WidgetRender

extension Interpreter {
    /// The method of the program's `extension View` (or `extension Image`) a call on a view runs: where SwiftUI has a
    /// modifier of that name (`frame(side:)` of the program's beside `frame(width:height:)`), only one whose labels are
    /// the call's, as Swift tells the overloads apart (`Checker.extensionOverloadMatches`); nil runs the modifier.
    func viewExtensionFunction(of receiver: Value, _ name: String, _ args: [CallArgument]) -> FunctionDecl? {
        guard !program.symbols.builtinExtensions.isEmpty else { return nil }
        guard registry.modifiers[name] != nil else { return builtinExtensionFunction(of: receiver, name) }
        return extensionTypeNames(of: receiver).lazy.flatMap { self.program.symbols.builtinExtensionFunctions(name, of: $0, isStatic: false) }.first {
            Checker.labelsMatch($0.parameters, Interpreter.labellingTrailingClosures($0.parameters, args).map(\.label))
        }
    }

    /// Whether a value is one of SwiftUI's shapes as a view (`Circle()`, `RoundedRectangle(cornerRadius: 4)`).
    static func isBuiltinShape(_ value: Value) -> Bool {
        if case .member(let shape, _) = value { return PathElements.shapeNames.contains(shape) }
        return false
    }

    /// `[Reading].latest()`: a static function the program's extension of `Array` adds, called on the array type written.
    func isArrayTypeStaticCall(_ receiver: Value, _ name: String) -> Bool {
        guard case .array(let items) = receiver, items.count == 1, case .type = items[0] else { return false }
        return program.symbols.builtinExtensionFunction(name, of: "Array", isStatic: true) != nil
    }

    /// An intent's `perform` block, run with its parameters defined in `env`; `Self` is the intent's type, as in any of its
    /// methods (`Self.heading(…)`).
    func runPerform(_ perform: NamedBlock, of intent: String, in env: Environment) throws -> Value {
        env.define("Self", .type(intent))
        return try within(.perform) { try evalBody(perform.body, env) }
    }

    func callMethod(_ receiver: Value, _ name: String, _ givenArgs: [CallArgument], at range: SourceRange, nameRange: SourceRange) throws -> Value {
        var args = givenArgs
        // A method of the program's type, as the checker bound it (`MemberBinding`); a protocol extension's method on a value
        // of the protocol's type, as Swift binds it: statically.
        if let bound = memberBinding(name, at: nameRange.start.offset), case .method(let function) = bound.declaration,
           bound.ofProtocolExtension || bound.ofBuiltinExtension || Interpreter.programTypeName(of: receiver) == bound.typeName {
            return try callMember(function, args, self: receiver, at: range, dispatched: false).0
        }
        // `edges.union(.top)` on `[.bottom, .leading]`: an option set written as a list runs its type's method, as bound.
        if case .array = receiver, !program.symbols.builtinMethods.isEmpty, let typeName = program.symbols.builtinMethods[nameRange.start.offset],
           let table = registry.types[typeName], table.isOptionSet, let member = table.methods[name] {
            return try member.body(self, receiver, args, range)
        }
        // `try await Reset().perform()`: the intent's `perform()` block, run on the value's parameters.
        if name == "perform", args.isEmpty, case .object(let object) = receiver, case .intent(let intent)? = program.declaration(object.type)?.kind,
           let perform = intent.perform {
            let env = Environment(parent: nil)
            for field in object.fields { env.define(field.name, field.value) }
            env.define("self", receiver)
            return try runPerform(perform, of: object.type, in: env)
        }
        if !program.symbols.builtinExtensions.isEmpty, isArrayTypeStaticCall(receiver, name) {
            return try staticCall("Array", name, args, at: range)
        }
        if case .object(let object) = receiver, SwiftLazySequences.typeNames.contains(object.type) {
            // A lazy or endless sequence's own methods (`map` that waits, `first(where:)`); the others list it.
            if let result = try SwiftLazySequences.call(self, receiver, name, args, at: range) { return result }
            if let member = registry.types[object.type]?.methods[name] { return try member.body(self, receiver, args, range) }
            return try callMethod(try materialized(receiver, at: range), name, args, at: range, nameRange: nameRange)
        }
        if case .object(let object) = receiver, SwiftRanges.isRangeType(object.type) {
            // A range's own methods (`contains`, `clamped(to:)`) and those `extension Range` adds; the others are its
            // numbers' (`map`, `reversed`).
            if let member = registry.types[object.type]?.methods[name] { return try member.body(self, receiver, args, range) }
            if !program.symbols.builtinExtensions.isEmpty,
               let function = program.symbols.builtinExtensionFunction(name, of: Checker.rangeExtensionName(object.type)) {
                return try callMember(function, args, self: receiver, at: range).0
            }
            return try callMethod(try materialized(receiver, at: range), name, args, at: range, nameRange: nameRange)
        }
        switch receiver {
        case .type(let typeName):
            return try staticCall(typeName, name, args, at: range)
        case .view, .image:
            if let function = viewExtensionFunction(of: receiver, name, args) {
                return try callMember(function, args, self: receiver, at: range).0
            }
            // `image.pngData()`: a UIImage's own methods, which no modifier shares a name with.
            if case .image = receiver, registry.modifiers[name] == nil, let member = registry.types["UIImage"]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }

            if name == "modifier", registry.modifiers[name] == nil, let modifier = args.first?.value,
               let symbol = userType(of: modifier), let body = userFunction("body", of: symbol, isStatic: false) {
                // `.modifier(Card())`: the modifier's `body(content:)` with this view as its content.
                let content = [CallArgument(label: body.parameters.first?.label, value: receiver, range: range)]
                return try callMember(body, content, self: modifier, at: range).0
            }
            guard let node = try viewNode(from: receiver, at: range) else { return receiver }
            return .view(try applyModifier(name, try materializedRanges(args), to: node, at: range))
        case .member:
            // `.multiply(a, b).evaluate()`: a method of the program's enum whose case holds values.
            if program.symbols.hasEnumerations, let symbol = userType(of: receiver), let function = userFunction(name, of: symbol, isStatic: false) {
                return try callMember(function, args, self: receiver, at: range).0
            }
            // `extension Color { func luminance() -> Double }`: the program's method of a colour, and of `extension Shape` or
            // `extension View` on a shape, `Circle().ringed(.red)` (where SwiftUI has a modifier of the name, only one with the
            // call's labels).
            if isColor(receiver) || Interpreter.isBuiltinShape(receiver), let function = viewExtensionFunction(of: receiver, name, args) {
                return try callMember(function, args, self: receiver, at: range).0
            }
            // `Rectangle().path(in: rect)`: a built-in shape's outline as a path.
            if name == "path", case .member(let shape, _) = receiver, PathElements.shapeNames.contains(shape),
               let member = registry.types[PathBuiltins.typeName]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
            // A path's own methods (`forEach`, `trimmedPath(from:to:)`) and those `extension Path` adds.
            if case .member("path", _) = receiver {
                let table = registry.types[PathBuiltins.typeName]?.methods[name]
                if let function = builtinExtensionFunction(of: receiver, name),
                   table == nil || Checker.labelsMatch(function.parameters, Interpreter.labellingTrailingClosures(function.parameters, args).map(\.label)) {
                    return try callMember(function, args, self: receiver, at: range).0
                }
                if let table { return try table.body(self, receiver, args, range) }
            }
            // `Result`'s `get()`, `map`, `flatMap`, `mapError`, `flatMapError` (Builtins/SwiftResult.swift).
            if let value = try SwiftResult.call(self, receiver, name, args, at: range) { return value }
            // `extension Result { func describe() }`: the program's method of a Result.
            if extensionTypeName(of: receiver) == SwiftResult.typeName, let function = builtinExtensionFunction(of: receiver, name) {
                return try callMember(function, args, self: receiver, at: range).0
            }
            // A colour or font value (`Color.green.opacity(0.2)`, `Font.body.bold()`), a shape or colour
            // used as a view (`Circle().frame(…)`), or a step of a format style (`.dateTime.year()`): the
            // entry of the type the checker bound the call to.
            if let typeName = program.symbols.builtinMethods[nameRange.start.offset], let member = registry.types[typeName]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
            if name == "shadow", args.count == 1, args[0].label == nil {
                // `.blue.shadow(.drop(radius: 3))`: a shape style with a shadow, not the view modifier.
                return .member(name: name, arguments: [.member(name: Interpreter.styleChainMarker, arguments: [receiver]), args[0].value])
            }
            // `CharacterSet.letters.contains("a")`.
            if FoundationCharacterSets.characterSet(receiver) != nil, let member = registry.types["CharacterSet"]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
            if registry.modifiers[name] != nil {
                guard let node = try viewNode(from: receiver, at: range) else { return receiver }
                return .view(try applyModifier(name, try materializedRanges(args), to: node, at: range))
            }
            return .member(name: name, arguments: [.member(name: Interpreter.styleChainMarker, arguments: [receiver])] + args.map(\.value))
        case .record(let record):
            if let function = methodDecl(name, of: record.model) {
                return try callFunction(function, args, at: range, receiver: receiver)
            }
        case .object(let object):
            if let symbol = program.symbols.types[object.type] {
                if let function = userFunction(name, of: symbol, isStatic: false) {
                    return try callMember(function, args, self: receiver, at: range).0
                }
                // `button.action()`: a stored closure called.
                if case .closure(let closure)? = object[name] { return try callClosure(closure, args.map(\.value), at: range) }
                // `badge.padding()`, `badge.card()` of the program's `extension View`, where `let badge = Badge()` holds the
                // view's struct: the modifier or method on the view it draws.
                if symbol.isView, registry.modifiers[name] != nil || name == "modifier"
                    || !program.symbols.builtinExtensionFunctions(name, of: "View", isStatic: false).isEmpty {
                    return try callMethod(try drawView(receiver, of: symbol, at: range), name, givenArgs, at: range, nameRange: nameRange)
                }
                // `shelf.map { … }` where `struct Shelf: Collection`: the standard library's, on its elements.
                if isProgramSequence(symbol), let result = try programSequenceMethod(receiver, name, givenArgs, at: range, nameRange: nameRange) {
                    return result
                }
                // `try request.encode(to: encoder)` in another type's `encode(to:)`: the synthesized one, its fields into that encoder.
                if name == "encode", args.count == 1, args[0].label == "to", case .object(let encoder) = args[0].value, encoder.type == "Encoder",
                   case .instance(let box)? = encoder["box"] {
                    let renamed = codingKeys(of: symbol)
                    for field in object.fields where !field.value.isNull && (renamed == nil || renamed?[field.name] != nil) {
                        box.fields.append((renamed?[field.name] ?? field.name, field.value))
                    }
                    return .null
                }
            } else if let member = registry.types[object.type]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
        case .instance(let instance):
            if let symbol = program.symbols.types[instance.type], let function = userFunction(name, of: symbol, isStatic: false) {
                return try callMember(function, args, self: receiver, at: range).0
            }
            if program.symbols.types[instance.type] != nil, case .closure(let closure)? = instance[name] {
                return try callClosure(closure, args.map(\.value), at: range)
            }
            if let symbol = program.symbols.types[instance.type], isProgramSequence(symbol),
               let result = try programSequenceMethod(receiver, name, givenArgs, at: range, nameRange: nameRange) {
                return result
            }
            // A built-in value with reference semantics (the `Path` a `Path { p in … }` closure adds to).
            if program.symbols.types[instance.type] == nil, let member = registry.types[instance.type]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
            // `decoder.decode(…)` of `class SnakeDecoder: JSONDecoder`: the built-in class's method, on the instance.
            if let symbol = program.symbols.types[instance.type], let member = builtinSuperclassTable(of: symbol)?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
        case .enumCase(let type, _, _):
            if let symbol = program.symbols.types[type], let function = userFunction(name, of: symbol, isStatic: false) {
                return try callMember(function, args, self: receiver, at: range).0
            }
            // `EmptyState.signedOut.padding()`: a modifier on the view an enum that is a view draws.
            if let symbol = program.symbols.types[type], symbol.isEnumView, registry.modifiers[name] != nil || name == "modifier"
                || !program.symbols.builtinExtensionFunctions(name, of: "View", isStatic: false).isEmpty {
                return try callMethod(try drawView(receiver, of: symbol, at: range), name, givenArgs, at: range, nameRange: nameRange)
            }
        case .date:
            if let member = registry.types["Date"]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
        case .source(let source):
            return try loadSource(source, method: name, args, at: range)
        case .null:
            // `value.map { … }` on an optional the checker could not type (`p.count.map(String.init)`, `p: any P`):
            // Optional's own, which keeps nil; no other method is called on nil without `?.`.
            if name == "map" || name == "flatMap" { return .null }
            // `label.padding(2)` with `label: Text?` nil: an optional view is a view, which draws nothing (SwiftUI's
            // `Optional: View`); the modifier applies to that.
            if registry.modifiers[name] != nil, program.symbols.builtinMethods[nameRange.start.offset] == nil {
                return .view(try applyModifier(name, try materializedRanges(args), to: ViewNode(.empty), at: range))
            }
            throw error("'\(name)()' called on nil; unwrap the value first (if let, ?. or ??)", nameRange)
        default:
            break
        }
        // `extension Double { func rounded(toPlaces:) }`: the program's overload of a built-in method, by its labels.
        if !program.symbols.builtinExtensions.isEmpty,
           program.symbols.builtinOverExtension.isEmpty || !program.symbols.builtinOverExtension.contains(nameRange.start.offset),
           let function = extensionOverload(of: receiver, name, args, at: range) {
            // (When the checker chose it, the choice stands; else the arguments' values choose among those of its labels.)
            let chosen = program.symbols.chosenOverloads[OverloadSite(range, name)] != nil
            return try callMember(function, args, self: receiver, at: range, dispatched: !chosen).0
        }
        // Strings, arrays and dictionaries: through the table's entries (a mutating method on a
        // value that is not a variable, `[1, 2].append(3)`, changes only that value).
        // (`text.replacingCharacters(in: i..<j, with:)`: a range of indices, kept as its bounds, an empty one too.)
        if case .string = receiver, name == "replacingCharacters" {} else { args = try materializedRanges(args) }
        switch receiver {
        case .string, .array, .dictionary, .data:
            if let member = registry.builtinType(of: receiver)?.methods[name] { return try member.body(self, receiver, args, range) }
            // `content().padding()` where `content` builds several views: the modifier on them together.
            if case .array(let items) = receiver, registry.modifiers[name] != nil, let node = try viewNode(from: receiver, at: range),
               items.allSatisfy({ if case .view = $0 { true } else { false } }) {
                return .view(try applyModifier(name, args, to: node, at: range))
            }
        default:
            if let result = try valueMethod(receiver, name, args, at: range) { return result }
            // The table's other entries for numbers (`isMultiple(of:)`).
            if let member = registry.builtinType(of: receiver)?.methods[name] { return try member.body(self, receiver, args, range) }
        }
        if let function = builtinExtensionFunction(of: receiver, name) {
            return try callMember(function, args, self: receiver, at: range).0
        }
        // A Decimal's or Float's method that its table does not list: a Double's, on the same number (the checker reads
        // both as Doubles: `price.formatted(.currency(code: "EUR"))`).
        switch receiver {
        case .decimal, .float: return try callMethod(.double(receiver.number ?? 0), name, args, at: range, nameRange: nameRange)
        default: break
        }
        // Optional's `map` and `flatMap` on an optional holding this value, where the checker could not type it
        // (a value has no `map` of its own here): the closure gets the value.
        if name == "map" || name == "flatMap", args.count == 1 {
            switch args[0].value {
            case .closure(let closure): return try callClosure(closure, [receiver], at: range)
            case .keyPath(let path): return try callClosure(Interpreter.keyPathClosure(path, at: range), [receiver], at: range)
            default: break
            }
        }
        // `listener.callback(old, new)` of a `(id: Int, callback: (V, V) -> Void)`: the closure the tuple holds, called.
        if case .tuple(let tuple) = receiver, let index = tuple.index(of: name), case .closure(let closure) = tuple.elements[index] {
            return try callClosure(closure, args.map(\.value), at: range)
        }
        throw error("\(typeName(of: receiver)) has no method '\(name)'", nameRange)
    }

    func methodDecl(_ name: String, of typeName: String) -> FunctionDecl? {
        if let symbol = program.symbols.types[typeName], !symbol.functions.isEmpty || !symbol.conformances.isEmpty {
            return userFunction(name, of: symbol, isStatic: false) ?? userFunction(name, of: symbol, isStatic: true)
        }
        switch program.declaration(typeName)?.kind {
        case .structure(let body)?: return body.functions.first { $0.name == name }
        case .entity(let entity)?: return entity.functions.first { $0.name == name }
        case .intent(let intent)?, .configuration(let intent)?: return intent.functions.first { $0.name == name }
        default: return nil
        }
    }

    func staticCall(_ typeName: String, _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        if program.symbols.types[typeName] == nil, let base = GenericName.base(typeName), let symbol = program.symbols.types[base] {
            // `Box<Int>.make(…)`: the generic type's static, run with its parameters bound to the arguments written.
            if let function = userFunction(name, of: symbol, isStatic: true) { return try callMember(function, args, self: .type(typeName), at: range).0 }
            return try staticCall(base, name, args, at: range)
        }
        if typeName == "ModelContext", let member = registry.types[typeName]?.methods[name] {
            // `modelContext.insert(x)`: SwiftData's context (Builtins/SwiftData.swift).
            return try member.body(self, SwiftData.context, args, range)
        }
        if program.symbols.types[typeName] == nil, !program.symbols.builtinExtensions.isEmpty,
           let function = program.symbols.builtinExtensionFunction(name, of: typeName, isStatic: true) {
            // `extension CGPoint { static func mid(…) }`: the program's own static, which shadows the type's.
            return try callMember(function, args, self: .type(typeName), at: range).0
        }
        if name == "init", program.symbols.types[typeName] == nil, registry.makesByInit(typeName) {
            // `UserDefaults.init(suiteName:)`: the same call as `UserDefaults(suiteName:)`.
            return try callNamed(typeName, args, at: range, calleeRange: range)
        }
        if program.symbols.types[typeName] == nil, let member = registry.types[typeName]?.statics[name], !member.isProperty {
            return try member.body(self, .type(typeName), try materializedRanges(args), range)
        }
        if program.symbols.types[typeName] == nil, registry.types["\(typeName).\(name)"] != nil {
            // `DecodingError.Context(codingPath: …)`: a built-in type named inside another, made.
            return try callNamed("\(typeName).\(name)", args, at: range, calleeRange: range)
        }
        if let symbol = program.symbols.types[typeName] {
            if let function = userFunction(name, of: symbol, isStatic: true) {
                return try callMember(function, args, self: .type(typeName), at: range).0
            }
            if name == "init" { return try construct(symbol, args, at: range) }
            // `Outer.Inner(…)`: a type declared inside this one, or named by a type alias.
            if let inner = program.symbols.types["\(typeName).\(name)"] ?? program.symbols.types[aliasTarget("\(typeName).\(name)") ?? name] {
                return try construct(inner, args, at: range)
            }
        } else if let target = aliasTarget("\(typeName).\(name)"), let inner = program.symbols.types[target] {
            // `UserDefaults.Keys(rawValue:)`: a type the program declares in an extension of a built-in type.
            return try construct(inner, args, at: range)
        }
        if let bound = try instanceMethodOnType(typeName, name, args, at: range) { return bound }
        guard program.symbols.types[typeName]?.kind == .model else {
            throw error("type '\(typeName)' has no method '\(name)'", range)
        }
        if name == "find" {
            guard case .string(let id)? = args.first?.value else { return .null }
            return try models.find(typeName, id: id, at: range).map { .record($0) } ?? .null
        }
        if name == "query" {
            return .array(try runQuery(typeName, args, at: range).map { .record($0) })
        }
        throw error("type '\(typeName)' has no method '\(name)'", range)
    }
}

extension Interpreter {
    /// A method an extension of the program adds to the receiver's built-in type with the labels of the call.
    /// Whether a value is of an extension's `where Element == constraint` type, as far as its runtime type tells.
    func valueMeets(_ value: Value, _ constraint: String) -> Bool {
        if let symbol = userType(of: value) { return Checker.namesSameType(symbol.name, constraint) }
        switch value {
        case .int, .sized: return ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(constraint)
        case .string: return ["String", "Character", "Substring", "URL"].contains(constraint)
        case .double, .float: return ["Double", "Float", "CGFloat", "TimeInterval"].contains(constraint)
        default: return true
        }
    }

    func extensionOverload(of receiver: Value, _ name: String, _ args: [CallArgument], at range: SourceRange? = nil) -> FunctionDecl? {
        guard let typeName = builtinTypeName(of: receiver), program.symbols.types[typeName] == nil else { return nil }
        // The overload the checker chose by the arguments' types or the context.
        if let range, let index = program.symbols.chosenOverloads[OverloadSite(range, name)] {
            let candidates = program.symbols.builtinExtensionFunctions(name, of: typeName, isStatic: false)
            if index < candidates.count { return candidates[index] }
        }
        let labels = args.map { $0.label == "{}" ? nil : $0.label }
        // (`extension Set where Element == Signal`: not for a Set of other elements, told by the elements it holds.)
        let elements: [Value] = if case .array(let items) = receiver { items } else { [] }
        return program.symbols.builtinExtensionFunctions(name, of: typeName, isStatic: false, accepting: { constraint in
            elements.isEmpty || elements.allSatisfy { self.valueMeets($0, constraint) }
        }).first { Checker.labelsMatch($0.parameters, labels) }
    }
}
