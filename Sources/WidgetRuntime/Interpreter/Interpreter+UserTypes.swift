import Foundation
import WidgetLanguage
import WidgetRender

/// Members of the file's own types as Swift runs them: methods and computed
/// properties with `self` bound (a field read without `self.` is a read of
/// `self`'s field), `mutating` methods that change the variable they are
/// called on, custom initializers, class instances, and static properties
/// kept for the life of the session.
extension Interpreter {
    /// The symbol of the user type a value (or, for `.type`, a type) belongs to.
    func userType(of value: Value) -> TypeSymbol? {
        switch value {
        case .object(let object): return program.symbols.types[object.type]
        case .instance(let instance): return program.symbols.types[instance.type]
        case .enumCase(let type, _, _): return program.symbols.types[type]
        // `Box<Int>`: the generic type, its arguments written.
        case .type(let name): return program.symbols.types[name] ?? GenericName.base(name).flatMap { program.symbols.types[$0] }
        case .record(let record): return program.symbols.types[record.model]
        // `.circle(2)` made where its type was not known: the enum declaring a case of that name.
        case .member: return nil
        default: return nil
        }
    }

    /// A method of the type or of a protocol it conforms to (a protocol extension's default).
    func userFunction(_ name: String, of symbol: TypeSymbol, isStatic: Bool) -> FunctionDecl? {
        program.symbols.memberFunction(name, of: symbol, isStatic: isStatic)
    }

    func userComputed(_ name: String, of symbol: TypeSymbol, isStatic: Bool) -> ComputedProperty? {
        program.symbols.memberComputed(name, of: symbol, isStatic: isStatic)
    }

    /// Runs a member with `self` bound; gives its result and `self` as the member left it.
    /// `dispatched: false`: `first` is the one to run (a protocol extension's method bound statically), not one
    /// whose overload the receiver's type decides.
    func callMember(_ first: FunctionDecl, _ args: [CallArgument], self receiver: Value, at range: SourceRange,
                    dispatched: Bool = true, asMemberOf declaringClass: String? = nil) throws -> (Value, Value) {
        let function = dispatched ? memberOverload(first, args, self: receiver, at: range) : first
        try enter(range)
        defer { leave() }
        let env = Environment(parent: nil)
        env.define("self", Interpreter.ownSelf(receiver, function.attributes))
        if let declaringClass = declaringClass ?? inheritedFrom(function.range, self: receiver) {
            env.define(Interpreter.declaringClassName, .type(declaringClass))
        }
        bindTypeArguments(of: receiver, in: env)
        if case .type(let owner) = receiver { bindTypeArguments(of: owner, from: args, in: env) }
        let inner = Environment(parent: env)
        try bindArguments(of: function, args, into: inner, at: range)
        // `Tool.bump(&n)`: each `inout` parameter's last value, for the caller's variable (`givingBackInout`), also when
        // the method throws, as Swift writes an `inout` argument back on every exit.
        func keepInoutResults() {
            guard function.parameters.contains(where: \.isInout) else { return }
            for (parameter, index) in zip(function.parameters, Interpreter.argumentIndices(function.parameters, args)) where parameter.isInout {
                if let index, let value = inner.lookup(parameter) { inoutArgumentResults[index] = value }
            }
        }
        var result: Value
        do { result = try runMemberBody(function.body, returning: function.returnType, inner) } catch {
            keepInoutResults()
            throw error
        }
        if let type = function.returnType { result = try coerce(result, toWritten: boundReturnType(type, of: function, inner), at: range) }
        keepInoutResults()
        var after = env.lookup("self") ?? receiver
        if case .member = after, let symbol = userType(of: receiver) { after = try coerce(after, to: .named(symbol.name), at: range) }
        // (A string's characters a mutating member changed are the string again.)
        if case .string = receiver, case .array(let characters) = after {
            after = .string(characters.map { if case .string(let c) = $0 { c } else { "" } }.joined())
        }
        return (result, after)
    }

    /// `self` for a member: a string's characters where the member is a collection protocol's (`TypeBody.selfAsCharacters`),
    /// else the receiver.
    static func ownSelf(_ receiver: Value, _ attributes: [String]) -> Value {
        guard case .string(let text) = receiver, !attributes.isEmpty, attributes.contains(TypeBody.selfAsCharacters) else { return receiver }
        return .array(text.map { .string(String($0)) })
    }

    /// Among the methods of the receiver's type named as `first` (its protocols' defaults included), the one the
    /// checker chose for the call at `range`, else the one the arguments' labels and values choose (see
    /// `Overloads`); `first` when there is one of that name.
    func memberOverload(_ first: FunctionDecl, _ args: [CallArgument], self receiver: Value, at range: SourceRange) -> FunctionDecl {
        let symbol: TypeSymbol?
        if case .type(let name) = receiver { symbol = program.symbols.types[name] } else { symbol = userType(of: receiver) }
        let candidates: [FunctionDecl]
        if let symbol {
            guard program.symbols.mayOverload(first.name, of: symbol) else { return first }
            candidates = program.symbols.memberFunctions(first.name, of: symbol, isStatic: first.isStatic)
            if let chosen = chosenMember(among: candidates, first.name, args, at: range) { return chosen }
        } else if !program.symbols.builtinExtensions.isEmpty, let typeName = builtinTypeName(of: receiver) {
            // `extension CGPoint { func line(to:) …; func line(to:x:) … }`: the overloads an extension adds to a built-in type.
            candidates = program.symbols.builtinExtensionFunctions(first.name, of: typeName, isStatic: first.isStatic)
        } else {
            return first
        }
        guard candidates.count > 1 else { return first }
        return chooseByValues(candidates, args).map { candidates[$0] } ?? first
    }

    /// The candidate of the signature the checker chose for the call at `range`, when its labels are the call's (a
    /// result builder's `buildEither(first:)` and `buildEither(second:)` are called at one place).
    func chosenMember(among candidates: [FunctionDecl], _ name: String, _ args: [CallArgument], at range: SourceRange) -> FunctionDecl? {
        guard !program.symbols.chosenMembers.isEmpty, let chosen = program.symbols.chosenMembers[OverloadSite(range, name)],
              let match = candidates.first(where: { TypeSymbol.sameSignature($0, chosen) }),
              Checker.labelsMatch(match.parameters, Interpreter.labellingTrailingClosures(match.parameters, args).map(\.label)) else { return nil }
        return match
    }

    /// `helper()` called on a value of a protocol's type, or on `self` in its extension, where `helper` is a method
    /// the extension declares and the protocol does not require: the overload the checker bound it to
    /// (`MemberBinding.ofProtocolExtension`, `Checker.noteStaticProtocolCall`). Nil for any other call.
    func staticProtocolMethod(_ name: String, nameAt nameOffset: Int) -> FunctionDecl? {
        guard let bound = memberBinding(name, at: nameOffset), bound.ofProtocolExtension, case .method(let function) = bound.declaration else {
            return nil
        }
        return function
    }

    /// An entity's `id`: its field, or its computed property (`var id: String { list.id }`); nil for a value
    /// that is no entity or whose id cannot be read.
    func entityIdentifier(_ value: Value) -> Value? {
        guard case .object(let object) = value else { return nil }
        if let id = object["id"] { return id }
        return try? member(of: value, "id", at: .none)
    }

    /// Among initializers whose labels fit the arguments, the one their values' types choose
    /// (`init(values: [Double])` beside `init(values: Vector)`); the first when the types do not tell.
    func initializerOverload(_ candidates: [FunctionDecl], _ args: [CallArgument]) -> FunctionDecl? {
        guard candidates.count > 1 else { return candidates.first }
        return chooseByValues(candidates, args).map { candidates[$0] } ?? candidates.first
    }

    /// The built-in type whose extensions hold the members of `receiver`: the type named by `.type`, else the value's.
    func builtinTypeName(of receiver: Value) -> String? {
        if case .type(let name) = receiver { return name }
        return extensionTypeName(of: receiver)
    }

    /// A body that builds views when its result is `some View`, else gives a value.
    func runMemberBody(_ body: [Stmt], returning type: TypeRef?, _ env: Environment) throws -> Value {
        if let type, case .named(let name) = type.kind, name == "View" || name == "Content" {
            do {
                return .view(combine(try within(.view) { try buildViews(body, env) }))
            } catch Unwind.returned(let value) {
                return .view(try viewNode(from: value, at: type.range) ?? ViewNode(.empty))
            }
        }
        return try evalBody(body, env)
    }

    /// The value of a computed property of `receiver` (a value, or `.type` for a static one).
    func computedValue(_ property: ComputedProperty, of receiver: Value, at range: SourceRange, asMemberOf declaringClass: String? = nil) throws -> Value {
        try enter(range)
        defer { leave() }
        let env = Environment(parent: nil)
        env.define("self", Interpreter.ownSelf(receiver, property.attributes))
        if let declaringClass = declaringClass ?? inheritedFrom(property.range, self: receiver) {
            env.define(Interpreter.declaringClassName, .type(declaringClass))
        }
        bindTypeArguments(of: receiver, in: env)
        var result = try runMemberBody(property.getter, returning: property.type, Environment(parent: env))
        if let type = property.type { result = try coerce(result, toWritten: type, at: range) }
        return result
    }

    /// `Box<Int>.make()`: in a static member of a generic type named with its arguments, each generic
    /// parameter is the type written for it (`T.self` is `Int`), as in Swift.
    func bindTypeArguments(of receiver: Value, in env: Environment) {
        // `extension Collection where Element: BinaryInteger { … Element(count) }`: the elements' type, as the elements tell it.
        if case .array(let items) = receiver, let first = items.first, !program.symbols.builtinExtensions.isEmpty {
            env.define("Element", .type(typeName(of: first)))
            return
        }
        let symbol: TypeSymbol, arguments: [String]
        switch receiver {
        case .type(let name):
            guard let base = GenericName.base(name), let found = program.symbols.types[base] else { return }
            (symbol, arguments) = (found, GenericName.arguments(of: name))
        case .object(let object):
            // `options = Array(Option.allCases)` in a method of `PickerModel<Option>`: each parameter is the type of
            // what the value holds where the declaration names it (`Interpreter+GenericArguments`).
            guard let found = program.symbols.types[object.type], !found.genericParameters.isEmpty,
                  let told = genericArguments(of: receiver, qualified: false) else { return }
            (symbol, arguments) = (found, told)
        case .instance(let instance):
            guard let found = program.symbols.types[instance.type], !found.genericParameters.isEmpty,
                  let told = genericArguments(of: receiver, qualified: false) else { return }
            (symbol, arguments) = (found, told)
        default:
            return
        }
        for (parameter, argument) in zip(symbol.genericParameters, arguments) {
            // `[Int]` is the array of its element's type, as `[Int].self` is.
            if argument.hasPrefix("["), argument.hasSuffix("]"), !argument.contains(":") {
                env.define(parameter, .array([.type(String(argument.dropFirst().dropLast()))]))
            } else {
                env.define(parameter, .type(argument))
            }
        }
    }

    /// `static func * (a: Matrix, b: Matrix)` of `Matrix<T>`: a static member called on the bare generic type, its parameters
    /// the types a value of that type among the arguments holds (`T.zero` is `Int`'s for two `Matrix<Int>`).
    func bindTypeArguments(of owner: String, from args: [CallArgument], in env: Environment) {
        guard GenericName.base(owner) == nil, let symbol = program.symbols.types[owner], !symbol.genericParameters.isEmpty,
              env.lookup(symbol.genericParameters[0]) == nil,
              let told = args.lazy.compactMap({ self.userType(of: $0.value) === symbol ? self.genericArguments(of: $0.value, qualified: false) : nil }).first
        else { return }
        for (parameter, argument) in zip(symbol.genericParameters, told) { env.define(parameter, .type(argument)) }
    }

    /// Runs a computed property's setter; gives `self` as the setter left it.
    func setComputed(_ property: ComputedProperty, of receiver: Value, to value: Value, at range: SourceRange) throws -> Value {
        guard let setter = property.setter else {
            throw error("cannot assign to '\(property.name)': it is a get-only computed property", range)
        }
        return try runAccessor(setter, self: receiver, value: value, at: range)
    }

    /// `name` inside a member, when no local has that name: `self.name`.
    func implicitSelfMember(_ name: String, _ env: Environment, at range: SourceRange) throws -> Value? {
        // `Self.baseURL` in `extension URLRequest { init(…) { … } }`: the built-in type the extension extends.
        if name == "Self", !program.symbols.builtinExtensions.isEmpty, let receiver = env.lookup("self"), userType(of: receiver) == nil {
            if case .type = receiver { return receiver }
            if let table = registry.builtinType(of: receiver) { return .type(table.name) }
        }
        // A static an extension adds to a built-in type, named in a static member of such an extension.
        if !program.symbols.builtinExtensions.isEmpty, case .type(let typeName)? = env.lookup("self"), program.symbols.types[typeName] == nil,
           program.symbols.builtinExtensionStatic(name, of: typeName) != nil || program.symbols.builtinExtensionProperty(name, of: typeName, isStatic: true) != nil
            || registry.types[typeName]?.statics[name]?.isProperty == true {
            return try staticMember(typeName, name, at: range)
        }
        guard hasMemberBodies, let receiver = env.lookup("self"), let symbol = userType(of: receiver) else { return nil }
        // (In a static member, `Self` is the type as named, with the arguments written: `Box<Int>`.)
        if name == "Self" { if case .type = receiver { return receiver } else { return .type(symbol.name) } }
        // `CodingKeys` inside `Owner`, when the file names it `Owner.CodingKeys`.
        if program.symbols.types["\(symbol.name).\(name)"] != nil { return .type("\(symbol.name).\(name)") }
        switch receiver {
        case .type(let typeName):
            if symbol.staticFields.contains(where: { $0.name == name }) || userComputed(name, of: symbol, isStatic: true) != nil
                || (symbol.kind == .enumeration && (symbol.cases.contains(name) || (name == "allCases" && symbol.conformances.contains("CaseIterable")))) {
                return try staticMember(typeName, name, at: range)
            }
            return nil
        case .object(let object):
            if let value = object[name] { return value }
            if let value = try lazyValue(name, of: receiver, symbol, at: range) { return value }
        case .instance(let instance):
            if let value = instance[name] { return value }
            if let value = try lazyValue(name, of: receiver, symbol, at: range) { return value }
        case .record(let record):
            if symbol.field(name) != nil { return try models.get(record, name, at: range) }
        default: break
        }
        if let property = userComputed(name, of: symbol, isStatic: false) { return try computedValue(property, of: receiver, at: range) }
        return nil
    }

    /// `helper(…)` inside a member: `self.helper(…)`, or a static one of the type.
    func implicitSelfCall(_ name: String, _ args: [CallArgument], _ env: Environment, at range: SourceRange) throws -> Value? {
        guard hasMemberBodies, let receiver = env.lookup("self") else { return nil }
        guard let symbol = userType(of: receiver) else {
            // Inside `extension View { … }`, `extension String { … }`: `padding()` is `self.padding()`.
            let isView: Bool
            if case .view = receiver { isView = true } else { isView = false }
            if (isView && (registry.modifiers[name] != nil || name == "modifier")) || registry.builtinType(of: receiver)?.methods[name] != nil
                || builtinExtensionFunction(of: receiver, name) != nil {
                // `append(x)` in `extension Array { mutating func appendTwice(…) }`: `self` changes.
                if !isView, Interpreter.mutatingMethods.contains(name), builtinExtensionFunction(of: receiver, name) == nil {
                    return try callMutating(Expr(.identifier("self"), range), name, args, at: range, env)
                }
                return try callMethod(receiver, name, args, at: range, nameRange: range)
            }
            // A static the extensions add, called from a static member of one without `Self.`.
            if case .type(let typeName) = receiver {
                guard program.symbols.builtinExtensionFunction(name, of: Checker.extendedTypeName(typeName), isStatic: true) != nil
                    || registry.types[typeName]?.statics[name].map({ !$0.isProperty }) == true else { return nil }
                return try callMethod(receiver, name, args, at: range, nameRange: range)
            }
            if registry.functions[name] == nil, registry.views[name] == nil, registry.types[name] == nil, program.declaration(name) == nil, !isView {
                return try callMethod(receiver, name, args, at: range, nameRange: range)
            }
            return nil
        }
        if case .type = receiver {
            guard let function = userFunction(name, of: symbol, isStatic: true) else { return nil }
            return try callMember(function, args, self: receiver, at: range).0
        }
        // `helper()` in a protocol's extension, where `helper` is an extension's method and no requirement: bound
        // statically to it (`Checker.noteStaticProtocolCall`).
        let bound = staticProtocolMethod(name, nameAt: range.start.offset)
        if let function = bound ?? userFunction(name, of: symbol, isStatic: false) {
            let (result, after) = try callMember(function, args, self: receiver, at: range, dispatched: bound == nil)
            if function.isMutating { env.assign("self", after) }
            return result
        }
        if let function = userFunction(name, of: symbol, isStatic: true) {
            return try callMember(function, args, self: .type(symbol.name), at: range).0
        }
        // `content()` where `let content: () -> Content` is a stored property of `self`: the closure, called.
        if symbol.fields.contains(where: { $0.name == name }), case .closure = Interpreter.field(receiver, name) {
            return try callValue(Interpreter.field(receiver, name), args, at: range)
        }
        // `map { … }` in a member of `struct Shelf: Collection`: the standard library's, on `self`'s elements.
        if isProgramSequence(symbol), registry.types["Array"]?.methods[name] != nil,
           let result = try programSequenceMethod(receiver, name, args, at: range, nameRange: range) {
            return result
        }
        // `decode(T.self, from: data)` in a member of `class SnakeDecoder: JSONDecoder`: the built-in class's, on `self`.
        if let member = builtinSuperclassTable(of: symbol)?.methods[name] { return try member.body(self, receiver, args, range) }
        return nil
    }

    /// `x.f(…)` where `f` is a `mutating` method of `x`'s struct or enum and `x` a variable: `x` changes.
    func callMutatingMember(_ base: Expr, _ name: String, _ arguments: [Argument], _ trailing: [TrailingClosure],
                            at range: SourceRange, _ env: Environment) throws -> Value? {
        guard mutatingMemberNames.contains(name), try isMutableReceiver(base, env) else { return nil }
        let receiver = try eval(base, env)
        switch receiver {
        case .object, .enumCase: break
        default:
            return try callMutatingExtensionMember(base, receiver, name, arguments, trailing, at: range, env)
        }
        guard let symbol = userType(of: receiver), let function = userFunction(name, of: symbol, isStatic: false),
              function.isMutating else { return nil }
        let args = try evalArguments(arguments, trailing, env)
        let (result, after) = try givingBackInout(arguments, env) { try callMember(function, args, self: receiver, at: range) }
        try update(base, env) { $0 = after }
        return result
    }

    /// `numbers.removeDuplicates()` where `extension Array { mutating func removeDuplicates() { self = … } }` and `numbers` a
    /// variable: the method runs on the value and the variable gets `self` as the method leaves it. Nil (nothing evaluated)
    /// when no mutating method of the extensions takes these labels.
    func callMutatingExtensionMember(_ base: Expr, _ receiver: Value, _ name: String, _ arguments: [Argument], _ trailing: [TrailingClosure],
                                     at range: SourceRange, _ env: Environment) throws -> Value? {
        guard !program.symbols.builtinExtensions.isEmpty, let typeName = builtinTypeName(of: receiver), program.symbols.types[typeName] == nil else {
            return nil
        }
        guard program.symbols.builtinExtensionFunctions(name, of: typeName, isStatic: false).contains(where: { function in
            function.isMutating && Checker.labelsMatch(function.parameters, Checker.labelsWithTrailing(function.parameters, arguments.map(\.label),
                                                                                                        trailing: trailing.map(\.label)))
        }) else { return nil }
        let args = try evalArguments(arguments, trailing, env)
        guard let function = extensionOverload(of: receiver, name, args, at: range), function.isMutating else {
            throw error("no mutating method '\(name)' of \(typeName) takes these arguments", range)
        }
        let (result, after) = try givingBackInout(arguments, env) { try callMember(function, args, self: receiver, at: range, dispatched: false) }
        try update(base, env) { $0 = after }
        return result
    }

    /// The value of `Type.name` for a static property: computed on first use, then kept in `statics`.
    func userStaticMember(_ symbol: TypeSymbol, _ name: String, at range: SourceRange) throws -> Value? {
        let key = "\(symbol.name).\(name)"
        if let value = statics.values[key] { return value }
        if let field = staticFieldDecl(name, of: symbol.name) {
            guard !statics.initializing.contains(key) else {
                throw error("'\(key)' refers to itself while it is being initialised", range)
            }
            statics.initializing.insert(key)
            defer { statics.initializing.remove(key) }
            let env = Environment(parent: nil)
            env.define("self", .type(symbol.name))
            var value = try field.defaultValue.map { try eval($0, Environment(parent: env)) } ?? .null
            if let type = field.type { value = try coerce(value, toWritten: type, at: field.nameRange) }
            statics.values[key] = value
            return value
        }
        if let property = userComputed(name, of: symbol, isStatic: true) {
            return try computedValue(property, of: .type(symbol.name), at: range)
        }
        return nil
    }

    /// `Type.name = value` and `Type.name += …`: a static property (stored or with a setter) changes.
    func updateStatic(_ symbol: TypeSymbol, _ name: String, at range: SourceRange, _ change: (inout Value) throws -> Void) throws {
        if staticFieldDecl(name, of: symbol.name) == nil, let property = userComputed(name, of: symbol, isStatic: true) {
            var value = try computedValue(property, of: .type(symbol.name), at: range)
            try change(&value)
            _ = try setComputed(property, of: .type(symbol.name), to: value, at: range)
            return
        }
        guard var value = try userStaticMember(symbol, name, at: range) else {
            throw error("type '\(symbol.name)' has no static property '\(name)'", range)
        }
        try change(&value)
        statics.values["\(symbol.name).\(name)"] = value
    }

    /// A static stored property's declaration, in the type or one of its extensions.
    func staticFieldDecl(_ name: String, of typeName: String) -> FieldDecl? {
        if let field = fieldDecl(name, in: typeName), field.isStatic { return field }
        for decl in program.tree.declarations where decl.name == typeName {
            if case .extension(let body) = decl.kind, let field = body.fields.first(where: { $0.name == name && $0.isStatic }) {
                return field
            }
        }
        return nil
    }

    /// `super.init(…)` and `super.method(…)` in a class: the superclass's member on `self`.
    /// A superclass that is not declared in the file (`NSObject`) has nothing to run.
    func callSuper(_ name: String, _ args: [CallArgument], at range: SourceRange, _ env: Environment) throws -> Value {
        // `super.defaultShape()` in an `override class func`: the superclass's, run for the class the code runs for.
        if case .type(let typeName)? = env.lookup("self"), let superclass = staticSuperclass(of: typeName, env),
           let function = program.symbols.memberFunctions(name, of: superclass, isStatic: true).first(where: {
               Checker.labelsMatch($0.parameters, Interpreter.labellingTrailingClosures($0.parameters, args).map(\.label))
           }) {
            return try callMember(function, args, self: .type(typeName), at: range, dispatched: false, asMemberOf: superclass.name).0
        }
        guard let receiver = env.lookup("self"), let dynamic = userType(of: receiver), dynamic.isClass else {
            throw error("'super' is only available in a class's members", range)
        }
        let symbol = declaringClass(env) ?? dynamic
        guard let superName = symbol.conformances.first, let superclass = program.symbols.types[superName], superclass.isClass else {
            if case .instance(let instance) = receiver, let superName = symbol.conformances.first,
               program.symbols.builtinSuperclasses[symbol.name] == superName {
                return try callBuiltinSuper(superName, name, args, on: instance, at: range)
            }
            return .null
        }
        if name == "init" {
            let labels = args.map(\.label)
            guard let initializer = superclass.initializers.first(where: { Checker.labelsMatch($0.parameters, labels) }) else { return .null }
            return try callMember(initializer, args, self: receiver, at: range, asMemberOf: superclass.name).0
        }
        // The superclass's method of the call's labels (an overload of it the arguments' values choose), run as the superclass
        // declares it: not dispatched on `self`, whose own override is the one calling `super`.
        let candidates = program.symbols.memberFunctions(name, of: superclass, isStatic: false)
        let fitting = candidates.filter { Checker.labelsMatch($0.parameters, Interpreter.labellingTrailingClosures($0.parameters, args).map(\.label)) }
        guard let function = (fitting.count > 1 ? chooseByValues(fitting, args).map { fitting[$0] } : nil) ?? fitting.first ?? candidates.first else {
            return .null
        }
        return try callMember(function, args, self: receiver, at: range, dispatched: false, asMemberOf: superclass.name).0
    }

    /// `super.init(…)` and `super.method(…)` in `class SnakeDecoder: JSONDecoder`: the built-in class's initializer makes its
    /// state, which the instance takes in place of what it held; its method runs on the instance.
    private func callBuiltinSuper(_ superName: String, _ name: String, _ args: [CallArgument], on instance: ClassInstance,
                                  at range: SourceRange) throws -> Value {
        if name == "init" {
            let made = try callBuiltinNamed(superName, args, at: range, calleeRange: range)
            for (field, value) in Interpreter.builtinState(made) { instance[field] = value }
            return .null
        }
        guard let member = registry.types[superName]?.methods[name] else { return .null }
        return try member.body(self, .instance(instance), args, range)
    }

    /// The table of the built-in class a class of the program inherits from (`JSONDecoder` of `class SnakeDecoder:
    /// JSONDecoder`), whose members its instances answer to where the class declares none of the name.
    func builtinSuperclassTable(of symbol: TypeSymbol) -> BuiltinType? {
        guard !program.symbols.builtinSuperclasses.isEmpty, let builtin = program.symbols.builtinSuperclasses[symbol.name] else { return nil }
        return registry.types[builtin]
    }

    /// The fields a new instance of such a class starts with beside its own: the built-in's state as its plain initializer
    /// makes it (`super.init(…)` with arguments replaces them).
    func builtinSuperclassFields(of symbol: TypeSymbol) -> [(name: String, value: Value)] {
        guard let table = builtinSuperclassTable(of: symbol) else { return [] }
        return Interpreter.builtinState(table.sample(self)).filter { field in !symbol.fields.contains { $0.name == field.name } }
    }

    /// The stored state of a built-in class's value: an instance's fields (a struct-like value's, for one kept as one).
    static func builtinState(_ value: Value) -> [(name: String, value: Value)] {
        switch value {
        case .instance(let instance): return instance.fields
        case .object(let object): return object.fields
        default: return []
        }
    }

    /// Where a member runs because `super.…` called it, the name under which the class it runs as is kept in its scope:
    /// a `super` in its code is that class's superclass, not `self`'s (`Square`'s `super.init` runs `Rect`'s, whose
    /// `super.init` runs `Shape`'s). Not a name a program can write.
    static let declaringClassName = "super class"

    /// A member an instance's class inherits (declared at `range` in a superclass, not overridden): the class that
    /// declares it, so that a `super` in it is that class's superclass (`StocksProvider`'s `init` run for a
    /// `CryptoProvider` calls `EntryProvider`'s `super.init`). Nil for a member of the instance's own class.
    func inheritedFrom(_ range: SourceRange, self receiver: Value) -> String? {
        let typeName: String
        switch receiver {
        case .instance(let instance): typeName = instance.type
        // A class member (`class func`, `class var`) run for a subclass.
        case .type(let name): typeName = name
        default: return nil
        }
        guard !program.symbols.superclassNames.isEmpty, var symbol = program.symbols.types[typeName], symbol.isClass else { return nil }
        // (A class's symbol holds what it inherits too: the declaring class is the furthest up that holds the member.)
        func holds(_ symbol: TypeSymbol) -> Bool {
            symbol.functions.contains { $0.range == range } || symbol.initializers.contains { $0.range == range }
                || symbol.computed.contains { $0.range == range }
        }
        var found: String?
        var depth = 0
        while depth < 32, let superName = symbol.conformances.first, let superclass = program.symbols.types[superName],
              superclass.isClass, superclass !== symbol, holds(superclass) {
            found = superclass.name
            symbol = superclass
            depth += 1
        }
        return found
    }

    /// The superclass whose statics `super` names in a class's static member run for `typeName` (or for the class it runs as).
    func staticSuperclass(of typeName: String, _ env: Environment) -> TypeSymbol? {
        guard let symbol = declaringClass(env) ?? program.symbols.types[typeName], symbol.isClass,
              let superName = symbol.conformances.first, let superclass = program.symbols.types[superName], superclass.isClass else { return nil }
        return superclass
    }

    /// The class a member called through `super` runs as (see `declaringClassName`); nil in any other member.
    func declaringClass(_ env: Environment) -> TypeSymbol? {
        guard case .type(let name)? = env.lookup(Interpreter.declaringClassName) else { return nil }
        return program.symbols.types[name]
    }

    /// `super.warmest` in a class's override: the superclass's computed property run on `self`, else `self`'s stored one.
    func superProperty(_ name: String, _ env: Environment, at range: SourceRange) throws -> Value {
        // `super.kind` in an `override class var`: the superclass's static, run for the class the code runs for.
        if case .type(let typeName)? = env.lookup("self"), let superclass = staticSuperclass(of: typeName, env) {
            if let property = userComputed(name, of: superclass, isStatic: true) {
                return try computedValue(property, of: .type(typeName), at: range, asMemberOf: superclass.name)
            }
            return try staticMember(superclass.name, name, at: range)
        }
        guard let receiver = env.lookup("self"), let dynamic = userType(of: receiver), dynamic.isClass else {
            throw error("'super' is only available in a class's members", range)
        }
        let symbol = declaringClass(env) ?? dynamic
        if let superName = symbol.conformances.first, let superclass = program.symbols.types[superName], superclass.isClass,
           let property = userComputed(name, of: superclass, isStatic: false) {
            return try computedValue(property, of: receiver, at: range, asMemberOf: superclass.name)
        }
        return try member(of: receiver, name, at: range)
    }

    /// `"\(value)"` of a user type with a `description` (CustomStringConvertible): that text.
    /// The text a type of the program gives itself: its `description` (CustomStringConvertible) or its
    /// `debugDescription` (CustomDebugStringConvertible). `debug` (debugPrint, `String(reflecting:)`, a value
    /// inside a collection or an optional) asks for `debugDescription` first, as Swift does; `print` the other.
    func userDescription(_ value: Value, debug: Bool = false, at range: SourceRange) throws -> String? {
        switch value {
        case .object, .instance, .enumCase: break
        case .member where program.symbols.hasEnumerations: break
        default: return nil
        }
        guard hasMemberBodies, let symbol = userType(of: value) else { return nil }
        for name in debug ? ["debugDescription", "description"] : ["description", "debugDescription"] {
            if let property = userComputed(name, of: symbol, isStatic: false), case .string(let text) = try computedValue(property, of: value, at: range) {
                return text
            }
        }
        return nil
    }

    /// `self.init(…)` inside an initializer: runs the initializer those labels choose on `self`.
    func delegateInitializer(_ args: [CallArgument], at range: SourceRange, _ env: Environment) throws -> Value {
        // `self.init(red:green:blue:)` in an extension's `init` of a built-in type: that type's initializer.
        if case .type(let typeName)? = env.lookup("self"), program.symbols.types[typeName] == nil {
            let made = try callNamed(typeName, args, at: range, calleeRange: range)
            env.assign("self", made)
            // `self.init(string: text)!`: the delegated initializer's value, nil when it failed.
            return made
        }
        guard let receiver = env.lookup("self"), let symbol = userType(of: receiver) else {
            throw error("'self.init' is only available in an initializer", range)
        }
        let labels = args.map { $0.label == "{}" ? nil : $0.label }
        let candidates = symbol.initializers + symbol.extensionInitializers
        guard let initializer = initializerOverload(candidates.filter { Checker.labelsMatch($0.parameters, labels) }, args) else {
            // The memberwise initializer: the fields by their labels.
            guard case .object(var object) = receiver else { return .null }
            for argument in args {
                guard let label = argument.label, let field = symbol.field(label) else { continue }
                object[label] = try coerce(argument.value, to: field.type, at: argument.range)
            }
            env.assign("self", .object(object))
            return .null
        }
        let (_, after) = try callMember(initializer, args, self: receiver, at: range)
        env.assign("self", after)
        return .null
    }

    /// A `lazy var` read before it was set: its default, computed with `self`. A class
    /// instance keeps it; a struct variable keeps it where it is read (`lazyReadKept`).
    func lazyValue(_ name: String, of receiver: Value, _ symbol: TypeSymbol, at range: SourceRange) throws -> Value? {
        guard let field = symbol.field(name), field.isLazy, let declared = fieldDecl(name, in: symbol.name) else { return nil }
        try enter(range)
        defer { leave() }
        let env = Environment(parent: nil)
        env.define("self", receiver)
        var value = try declared.defaultValue.map { try eval($0, Environment(parent: env)) } ?? .null
        value = try coerce(value, to: field.type, at: range)
        if case .instance(let instance) = receiver, instance[name] == nil { instance.fields.append((name, value)) }
        return value
    }

    /// `t.label` of a struct's `lazy var` not read yet, where `t` is a variable: its default, computed once and kept in
    /// the variable, as Swift's getter of a lazy property is mutating. Nil for another member, and where the struct is
    /// no variable's (Swift reads a lazy property only of a variable).
    func lazyReadKept(_ read: Expr, _ base: Expr, _ object: ObjectValue, _ name: String, _ env: Environment) throws -> Value? {
        guard program.symbols.types[object.type]?.field(name)?.isLazy == true, try isMutableReceiver(base, env) else { return nil }
        var kept: Value?
        try update(read, env) { kept = $0 }
        return kept
    }

    /// A stored property of `typeName` with observers, when they are to run.
    func observedField(_ name: String, of typeName: String) -> FieldDecl? {
        guard observersSuspended == 0, observedTypes.contains(typeName), let field = fieldDecl(name, in: typeName),
              field.willSet != nil || field.didSet != nil, !observing.contains(typeName + "." + name) else { return nil }
        return field
    }

    /// `override var value: Int { didSet { … } }`: the observers the superclasses declare for the property the class overrides,
    /// nearest first; Swift runs them inside the subclass's (its `willSet`, theirs, the change, theirs, its `didSet`).
    func overriddenObservers(_ name: String, of typeName: String) -> [FieldDecl] {
        guard !program.symbols.superclassNames.isEmpty, let own = fieldDecl(name, in: typeName) else { return [] }
        var result: [FieldDecl] = []
        var current = program.symbols.types[typeName]
        var depth = 0
        while depth < 32, let symbol = current, let superName = symbol.conformances.first,
              let superclass = program.symbols.types[superName], superclass.isClass, superclass !== symbol {
            if let field = fieldDecl(name, in: superName), field.range != own.range, field.willSet != nil || field.didSet != nil,
               !result.contains(where: { $0.range == field.range }) {
                result.append(field)
            }
            current = superclass
            depth += 1
        }
        return result
    }

    /// Whether `own`, the stored property a class declares, overrides one a superclass of the program's declares.
    func overridesField(_ own: FieldDecl, of typeName: String) -> Bool {
        guard !program.symbols.superclassNames.isEmpty else { return false }
        var current = program.symbols.types[typeName]
        for _ in 0..<32 {
            guard let symbol = current, let superName = symbol.conformances.first, let superclass = program.symbols.types[superName],
                  superclass.isClass, superclass !== symbol else { return false }
            if let inherited = fieldDecl(own.name, in: superName), inherited.range != own.range { return true }
            current = superclass
        }
        return false
    }

    /// The mark `observing` keeps while a property's superclasses' observers run (no Swift name has a space).
    static let superclassObservers = "super "

    /// Runs `body` (a property's observers) with that property's own assignments unobserved.
    func observingProperty<T>(_ name: String, of typeName: String, _ body: () throws -> T) rethrows -> T {
        let key = typeName + "." + name
        let added = observing.insert(key).inserted
        defer { if added { observing.remove(key) } }
        return try body()
    }

    /// Runs a setter or `willSet` (with the new value) or `didSet` (with the old one); gives `self` as it left it.
    func runAccessor(_ observer: ComputedProperty.Setter, self receiver: Value, value: Value, at range: SourceRange) throws -> Value {
        try enter(range)
        defer { leave() }
        let env = Environment(parent: nil)
        env.define("self", receiver)
        let inner = Environment(parent: env)
        inner.define(observer.parameterName, value)
        // (`if theme == oldValue { return }`: a `return` ends the observer or setter, not the code that assigned.)
        do { try exec(observer.body, inner) } catch Unwind.returned { }
        return env.lookup("self") ?? receiver
    }

    /// Assigns a struct's observed property: `willSet`, the change, `didSet`.
    func assignObserved(_ field: FieldDecl, in container: inout Value, _ change: (inout Value) throws -> Void, at range: SourceRange) throws {
        guard case .object(let current) = container else { return }
        let old = current[field.name] ?? .null
        var new = old
        try change(&new)
        var receiver = container
        try observingProperty(field.name, of: current.type) {
            if let willSet = field.willSet { receiver = try runAccessor(willSet, self: receiver, value: new, at: range) }
            if case .object(var object) = receiver {
                object[field.name] = new
                receiver = .object(object)
            }
            if let didSet = field.didSet { receiver = try runAccessor(didSet, self: receiver, value: old, at: range) }
        }
        container = receiver
    }
}
