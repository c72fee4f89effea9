import WidgetLanguage

/// Changing values in place: assignment, `+=`, and mutating methods
/// (`append`, `insert`, `remove…`, `toggle`). The value is taken out of its
/// variable while it changes, so an array or string held by one variable is
/// uniquely referenced and grows in place: building a list with `append` in a
/// loop is linear, not quadratic. Value semantics stay: a value another
/// variable shares is copied on its first change, as in Swift.
extension Interpreter {
    static let mutatingMethods: Set<String> = ["toggle", "append", "remove", "removeAll", "insert", "removeFirst", "removeLast",
                                                   "setValue", "addValue", "sort", "reverse", "swapAt", "shuffle",
                                                   "removeValue", "updateValue", "merge", "popLast", "popFirst", "partition",
                                                   "removeSubrange", "replaceSubrange", "replace", "trimPrefix", "round",
                                                   "setLocalizedDateFormatFromTemplate",
                                                   "formUnion", "formIntersection", "subtract", "formSymmetricDifference", "update", "invert",
                                                   "addTimeInterval"]

    /// Changes the value at an assignable place. `change` gets the place's
    /// value as its only holder (the variable reads nil meanwhile), so it runs
    /// no program code; if it throws, it leaves a whole value behind.
    ///
    /// `replacing`: the change is a plain assignment, which does not read the old value, so a computed property's or
    /// subscript's setter runs without its getter first, as Swift runs `cache[key] = value`.
    func update(_ target: Expr, _ env: Environment, replacing: Bool = false, _ change: (inout Value) throws -> Void) throws {
        switch target.kind {
        case .anonymousArgument(let index):
            // `$0 += $1` in `reduce(into:)`'s closure: its `inout` accumulator.
            guard let scope = env.scope(holdingAnonymous: index), var arguments = scope.anonymousArguments else {
                throw error("'$\(index)' has no value here", target.range)
            }
            scope.anonymousArguments = nil
            defer { scope.anonymousArguments = arguments }
            try change(&arguments[index])
        case .identifier(let name):
            guard let (scope, key) = assignablePlace(name, at: target.range, env) else {
                // `count += 1` inside a member: `self.count += 1`.
                if let receiver = env.lookup("self"), hasSettableMember(name, of: receiver) {
                    let place = Expr(.member(base: Expr(.identifier("self"), target.range), name: name, nameRange: target.range), target.range)
                    return try update(place, env, replacing: replacing, change)
                }
                // `currentEvent = 0` where `var currentEvent = 0` is a global of the module.
                if case .binding(let binding)? = program.declaration(name)?.kind, !binding.isConstant, var value = try global(name, at: target.range) {
                    try change(&value)
                    setGlobal(name, value)
                    return
                }
                throw error("cannot assign to '\(name)'", target.range)
            }
            var value = scope.take(key)
            defer { scope.put(key, value) }
            try change(&value)
        case .member(let base, let field, let nameRange):
            if !program.symbols.dynamicMembers.isEmpty, let dynamic = dynamicMemberSubscript(base, field, nameRange) {
                return try update(dynamic, env, replacing: replacing, change)
            }
            let place = try referencePlace(base, env)
            if case .record(let object) = place {
                var value = try member(of: .record(object), field, at: nameRange)
                try change(&value)
                try widenToField(&value, field, of: object.model, at: nameRange)
                try models.set(object, field, value, at: target.range, kind: blockKind)
                return
            }
            if case .instance(let instance) = place {
                // A `lazy var` not read yet gets its default first.
                if instance[field] == nil, let symbol = program.symbols.types[instance.type] {
                    _ = try lazyValue(field, of: place, symbol, at: nameRange)
                }
                if let observed = observedField(field, of: instance.type), instance[field] != nil {
                    let old = instance[field] ?? .null
                    var new = old
                    try change(&new)
                    // (An overriding property's observers run again when they assign it, as its setter is the class's own:
                    // Swift checks the property, so a loop ends once the value holds. The superclass's observers do not
                    // rerun inside themselves.)
                    let overridden = overriddenObservers(field, of: instance.type)
                    let superKey = Interpreter.superclassObservers + field
                    let inSuperObservers = observing.contains(instance.type + "." + superKey)
                    let run = {
                        if let willSet = observed.willSet { _ = try self.runAccessor(willSet, self: place, value: new, at: nameRange) }
                        try self.observingProperty(superKey, of: instance.type) {
                            if !inSuperObservers {
                                for outer in overridden { if let willSet = outer.willSet { _ = try self.runAccessor(willSet, self: place, value: new, at: nameRange) } }
                            }
                            if let index = instance.fields.firstIndex(where: { $0.name == field }) { instance.fields[index].value = new }
                            if !inSuperObservers {
                                for outer in overridden.reversed() { if let didSet = outer.didSet { _ = try self.runAccessor(didSet, self: place, value: old, at: nameRange) } }
                            }
                        }
                        if let didSet = observed.didSet { _ = try self.runAccessor(didSet, self: place, value: old, at: nameRange) }
                    }
                    if overridesField(observed, of: instance.type) { try run() } else { try observingProperty(field, of: instance.type, run) }
                    return
                }
                if isPublished(instance, field) {
                    // A published property of an `ObservableObject`: `objectWillChange`, then its `$field` publisher, get the new value
                    // before it is stored, as `@Published` sends in `willSet`.
                    var value = instance[field] ?? .null
                    try change(&value)
                    try CombinePublishers.willSet(self, instance, field, value, at: nameRange)
                    if let index = instance.fields.firstIndex(where: { $0.name == field }) { instance.fields[index].value = value }
                    return
                }
                if field == "value", instance.type == "CurrentValueSubject" {
                    // `subject.value = 5`: sent to its subscribers, as `send(5)` is.
                    var value = instance["value"] ?? .null
                    try change(&value)
                    return try CombinePublishers.send(self, place, value, at: nameRange)
                }
                if let index = instance.fields.firstIndex(where: { $0.name == field }) {
                    var value = instance.fields[index].value
                    instance.fields[index].value = .null
                    defer { instance.fields[index].value = value }
                    try change(&value)
                    try widenToField(&value, field, of: instance.type, at: nameRange)
                    return
                }
                guard let symbol = program.symbols.types[instance.type], let property = userComputed(field, of: symbol, isStatic: false) else {
                    // A Foundation class's setting it holds only once set (`formatter.amSymbol = "a"`).
                    if program.symbols.types[instance.type] == nil, let property = registry.types[instance.type]?.properties[field] {
                        // (Changed in place from what it reads now: `formatter.formatOptions.insert(.withFractionalSeconds)`.)
                        var value = replacing ? .null : try property.body(self, place, [], nameRange)
                        try change(&value)
                        instance.fields.append((field, value))
                        return
                    }
                    throw error("\(instance.type) has no property '\(field)'", nameRange)
                }
                var value = replacing ? .null : try computedValue(property, of: place, at: nameRange)
                try change(&value)
                _ = try setComputed(property, of: place, to: value, at: nameRange)
                return
            }
            if case .type(let typeName) = place, let symbol = program.symbols.types[typeName] {
                return try updateStatic(symbol, field, at: nameRange, change)
            }
            try update(base, env) { container in
                if case .object(let current) = container, let observed = self.observedField(field, of: current.type) {
                    return try self.assignObserved(observed, in: &container, change, at: nameRange)
                }
                if case .object(let current) = container, current[field] == nil, let symbol = self.program.symbols.types[current.type] {
                    if let property = self.userComputed(field, of: symbol, isStatic: false) {
                        var value = replacing ? .null : try self.computedValue(property, of: container, at: nameRange)
                        try change(&value)
                        container = try self.setComputed(property, of: container, to: value, at: nameRange)
                        return
                    }
                    if var value = try self.lazyValue(field, of: container, symbol, at: nameRange), case .object(var object) = container {
                        // A `lazy var` not read yet: its default, then the change, kept in the struct.
                        try change(&value)
                        object[field] = value
                        container = .object(object)
                        return
                    }
                }
                if try self.assignedExtensionProperty(field, of: &container, change, at: nameRange) { return }
                if case .tuple(var tuple) = container, let index = tuple.index(of: field) {
                    // `pair.0 = …`, `point.x += 1`.
                    container = .null
                    defer { container = .tuple(tuple) }
                    try change(&tuple.elements[index])
                    return
                }
                if case .string(let text) = container, field == "unicodeScalars" {
                    // `slug.unicodeScalars.append(scalar)`: the string of the scalars as changed.
                    var view = Value.array(text.unicodeScalars.map { .string(String($0)) })
                    try change(&view)
                    guard case .array(let scalars) = view else { throw self.error("the unicodeScalars of a String are scalars", target.range) }
                    container = .string(try scalars.map { try self.string($0, target.range) }.joined())
                    return
                }
                if let bound = self.program.symbols.builtinProperties[nameRange.start.offset], bound.member.name == field,
                   let setter = bound.member.setter {
                    // `style.timeZone = utc` of a format style kept in a variable: the style as its chained form makes it.
                    var value = replacing ? .null : try bound.member.body(self, container, [], nameRange)
                    try change(&value)
                    container = try setter(self, container, value, nameRange)
                    return
                }
                guard case .object(var object) = container else {
                    throw self.error("cannot change '\(field)' of \(self.typeName(of: container))", target.range)
                }
                container = .null
                defer { container = .object(object) }
                if let index = object.fields.firstIndex(where: { $0.name == field }) {
                    try change(&object.fields[index].value)
                    try self.widenToField(&object.fields[index].value, field, of: object.type, at: nameRange)
                } else {
                    var value = Value.null
                    try change(&value)
                    object.fields.append((field, value))
                }
                // `components.timeZone = …` sets the calendar's too, as Foundation's setter does.
                FoundationCalendar.settled(&object, after: field)
            }
        case .subscript(let base, let arguments) where arguments.count == 1 && arguments[0].label == "keyPath":
            // `p[keyPath: \.to.x] = 9`, `settings[keyPath: path] *= 10`: the property the key path names changes,
            // as `p.to.x` would.
            let path = try eval(arguments[0].value, env)
            guard case .keyPath(let components) = path else {
                throw error("a key path subscript takes a key path, not \(typeName(of: path))", arguments[0].value.range)
            }
            var place = base
            for component in components where component != "self" {
                if let index = KeyPathSubscript(component: component) {
                    place = Expr(.subscript(base: place, arguments: [index.argument(at: arguments[0].value.range)]), target.range)
                } else {
                    place = Expr(.member(base: place, name: component, nameRange: arguments[0].value.range), target.range)
                }
            }
            try update(place, env, change)
        case .subscript(let base, let arguments):
            if let place = try? eval(base, env), let symbol = userType(of: place),
               let first = userFunction("subscript", of: symbol, isStatic: false),
               case let subscripts = program.symbols.memberFunctions("subscript", of: symbol, isStatic: false), subscripts.contains(where: { $0.setter != nil }) {
                // `grid[1, 2] += 1`: the type's own subscript (the overload the arguments choose), read by its
                // getter and written by its setter; of a read-only form and a settable one with the same labels
                // (`KeyPath` and `WritableKeyPath` of a dynamic member), the settable one.
                let args = try evalArguments(arguments, [], env)
                var subscripted = memberOverload(first, args, self: place, at: target.range)
                if subscripted.setter == nil,
                   let settable = subscripts.first(where: { $0.setter != nil && $0.parameters.map(\.label) == subscripted.parameters.map(\.label) }) {
                    subscripted = settable
                }
                guard let setter = subscripted.setter else { throw error("this subscript has no setter", target.range) }
                try update(base, env) { container in
                    var value = replacing ? .null : try self.callMember(subscripted, args, self: container, at: target.range).0
                    try change(&value)
                    container = try self.runSubscriptSetter(subscripted, setter, args, value, self: container, at: target.range)
                }
                return
            }
            guard let first = arguments.first else { throw error("a subscript needs an index", target.range) }
            let index = try eval(first.value, env)
            // `counts[key, default: 0] += 1`: a missing key starts at the default.
            let fallback = try arguments.first { $0.label == "default" }.map { try eval($0.value, env) }
            try update(base, env) { container in
                // Matched with `guard case` in helpers: a `switch` on the container would hold a
                // second reference to it while the element changes, and force a copy.
                if try self.changeElement(&container, index, at: target.range, change) { return }
                if try self.changeSubrange(&container, index, at: target.range, change) { return }
                if try self.changeByte(&container, index, at: target.range, change) { return }
                if try self.changeEntry(&container, index, default: fallback, at: target.range, change) { return }
                throw self.error("cannot assign through a subscript of \(self.typeName(of: container))", target.range)
            }
        case .bindOptional(let inner):
            // `count? += 1`, `item?.name = "x"`: past the `?`, the wrapped value changes; nil stays nil and nothing is done.
            try update(inner, env) { value in
                guard !value.isNull else { return }
                try change(&value)
            }
        case .optionalChain(let inner), .forceUnwrap(let inner), .parenthesized(let inner):
            try update(inner, env, change)
        default:
            throw error("cannot assign to this expression", target.range)
        }
    }

    /// Runs a subscript's `set { … }` with `newValue` (or the name it gives) bound; gives `self` as it leaves it.
    func runSubscriptSetter(_ subscripted: FunctionDecl, _ setter: ComputedProperty.Setter, _ args: [CallArgument], _ value: Value,
                            self receiver: Value, at range: SourceRange) throws -> Value {
        var function = subscripted
        // (Named apart from the getters, so no other overload is chosen for it.)
        function.name = "subscript.set"
        // `newValue` is declared by the subscript, where the checker bound its reads.
        function.parameters.append(.init(label: nil, name: setter.parameterName, type: subscripted.returnType, defaultValue: nil, range: subscripted.nameRange))
        function.body = setter.body
        function.returnType = nil
        function.isMutating = true
        let all = args + [CallArgument(label: nil, value: value, range: range)]
        return try callMember(function, all, self: receiver, at: range).1
    }

    /// `items[i] = …` on an array in place; false if `container` is not an array indexed by an Int.
    private func changeElement(_ container: inout Value, _ index: Value, at range: SourceRange, _ change: (inout Value) throws -> Void) throws -> Bool {
        guard case .int(let i) = index, case .array(var items) = container else { return false }
        guard items.indices.contains(i) else { throw error("index \(i) is out of range (count \(items.count))", range) }
        container = .null
        defer { container = .array(items) }
        try change(&items[i])
        return true
    }

    /// `letters[1...2] = ["X"]`, `items[..<2] = []`: the elements at a range's positions replaced by the new
    /// ones, as `replaceSubrange` does (the count may change); false if it is not an array and a range.
    private func changeSubrange(_ container: inout Value, _ index: Value, at range: SourceRange, _ change: (inout Value) throws -> Void) throws -> Bool {
        guard case .array(var items) = container, case .object = index else { return false }
        let positions: [Value]
        if let (low, high, closed) = SwiftRanges.bounds(index) {
            let end = closed ? high + 1 : high
            guard low >= 0, end <= items.count, low <= end else { throw error("the range \(low)..<\(end) is out of bounds (count \(items.count))", range) }
            positions = (low..<end).map { .int($0) }
        } else if case .array(let found)? = try partialRangePositions(index, count: items.count, at: range) {
            positions = found
        } else {
            return false
        }
        let bounds = positions.compactMap { if case .int(let i) = $0 { i } else { nil } }
        let low = bounds.first ?? 0, high = (bounds.last ?? (low - 1)) + 1
        guard low >= 0, high <= items.count, low <= high else { throw error("the range \(low)..<\(high) is out of bounds (count \(items.count))", range) }
        var value = Value.array(Array(items[low..<high]))
        try change(&value)
        guard case .array(let replacement) = try materialized(value, at: range) else {
            throw error("a range of an array is replaced by an array, not \(typeName(of: value))", range)
        }
        try chargeElements(replacement.count, at: range)
        container = .null
        defer { container = .array(items) }
        items.replaceSubrange(low..<high, with: replacement)
        return true
    }

    /// `data[0] = 9`, `data[i] &+= 1`: one byte of a Data in place; false if it is not Data and an Int.
    private func changeByte(_ container: inout Value, _ index: Value, at range: SourceRange, _ change: (inout Value) throws -> Void) throws -> Bool {
        guard case .int(let i) = index, case .data(var bytes) = container else { return false }
        guard bytes.indices.contains(i) else { throw error("index \(i) is out of range (indices \(bytes.startIndex)..<\(bytes.endIndex))", range) }
        var value = Value.int(Int(bytes[i]))
        try change(&value)
        guard let byte = value.integerValue.flatMap({ $0.exactly(UInt8.self) }) else {
            throw error("a byte of Data is a UInt8 (0 to 255), not \(ValueFormatting.describe(value))", range)
        }
        container = .null
        defer { container = .data(bytes) }
        bytes[i] = byte
        return true
    }

    /// `celsius = 20` where the property is a `Double`: the Int becomes a Double, as Swift's literal does;
    /// `created = .now` where it is a `Date`: the implicit member is the property's type's, as the checker typed it.
    func widenToField(_ value: inout Value, _ field: String, of typeName: String, at range: SourceRange) throws {
        switch value {
        case .int, .member: break
        default: return
        }
        guard let symbol = program.symbols.types[typeName], let declared = symbol.field(field)?.type else { return }
        if case .int(let i) = value {
            if declared.unwrapped == .double { value = .double(Double(i)) }
            return
        }
        value = try coerce(value, to: declared, at: range)
    }

    /// `d[key] = …` on a dictionary in place (a new key is added at the end); false if it is not one.
    private func changeEntry(_ container: inout Value, _ key: Value, default fallback: Value?, at range: SourceRange,
                             _ change: (inout Value) throws -> Void) throws -> Bool {
        guard case .dictionary(var pairs) = container else { return false }
        container = .null
        defer { container = .dictionary(pairs) }
        if let at = pairs.firstIndex(where: { equal($0.key, key) }) {
            try change(&pairs[at].value)
            // `d[key] = nil` removes the key, as in Swift.
            if fallback == nil, pairs[at].value.isNull { pairs.remove(at: at) }
            return true
        }
        var value = fallback ?? .null
        try change(&value)
        if fallback == nil, value.isNull { return true }
        try charge(Interpreter.bytesPerPair, at: range)
        let before = storage(of: pairs)
        pairs.append(DictionaryPair(key: key, value: value))
        if storage(of: pairs) != before { try charge(pairs.count * Interpreter.bytesPerPair, at: range) }
        return true
    }

    /// What `base` evaluates to when it is a reference (a record, a class instance, a type);
    /// `.null` for a value, which is not kept: holding a second copy of a struct while
    /// one of its fields changes would copy the field on every change.
    private func referencePlace(_ base: Expr, _ env: Environment) throws -> Value {
        switch try eval(base, env) {
        case .record(let object): return .record(object)
        case .instance(let instance): return .instance(instance)
        case .type(let name): return .type(name)
        default: return .null
        }
    }

    /// Whether `name` is a stored or computed property of `receiver` (or, for a type, a static one).
    func hasSettableMember(_ name: String, of receiver: Value) -> Bool {
        guard let symbol = userType(of: receiver) else {
            // `day = newValue.0` in `extension DateComponents`: a property of the built-in value `self` is, or one another
            // extension of its type gives a setter.
            if case .object(let object) = receiver, object[name] != nil || registry.builtinType(of: receiver)?.properties[name] != nil { return true }
            return !program.symbols.builtinExtensions.isEmpty && program.symbols.builtinExtensionProperty(name, of: typeName(of: receiver))?.setter != nil
        }
        if case .type = receiver {
            return symbol.staticFields.contains { $0.name == name } || userComputed(name, of: symbol, isStatic: true) != nil
        }
        if symbol.field(name) != nil || userComputed(name, of: symbol, isStatic: false) != nil { return true }
        // `dateDecodingStrategy = .iso8601` in `class SnakeDecoder: JSONDecoder`: the built-in class's state the instance holds.
        if case .instance(let instance) = receiver, program.symbols.builtinSuperclasses[symbol.name] != nil { return instance[name] != nil }
        return false
    }

    /// `a op= b`: strings and arrays grow in place; other values are replaced.
    func compoundAssign(_ op: String, _ value: inout Value, _ operand: Value, at range: SourceRange) throws {
        if op == "+" {
            if case .string(var text) = value, case .string(let more) = operand {
                try charge(more.utf8.count, at: range)
                value = .null
                defer { value = .string(text) }
                let before = storage(of: text)
                text += more
                if storage(of: text) != before { try charge(text.utf8.count, at: range) }
                return
            }
            if case .array(var items) = value, case .array(let more) = operand {
                try chargeElements(more.count, at: range)
                value = .null
                defer { value = .array(items) }
                try grow(&items, at: range) { $0 += more }
                return
            }
        }
        value = try binary(op, value, operand, at: range)
    }

    /// `xs.append(…)` and the other mutating methods on a place; gives the method's result.
    func callMutating(_ base: Expr, _ name: String, _ args: [CallArgument], at range: SourceRange, _ env: Environment) throws -> Value {
        if ownMethodNames.contains(name) || name == "insert", let result = try ownMethod(base, name, args, at: range, env) { return result }
        // A built-in value's method sees a range it is given as the list of its numbers (`removeSubrange(1..<3)`).
        let builtinArgs = try materializedRanges(args)
        if name == "removeAll", case .closure(let predicate)? = builtinArgs.first?.value, case .array(let items) = try eval(base, env) {
            // The predicate is the program's code: it runs on the value as it is, before the change.
            var kept: [Value] = []
            for item in items where try !truth(try callClosure(predicate, [item], at: range), range) { kept.append(item) }
            try update(base, env) { $0 = .array(kept) }
            return .null
        }
        if name == "removeAll" || name == "trimPrefix", builtinArgs.count == 1, SwiftStringMembers.isClosure(builtinArgs[0].value),
           case .string(let text) = try eval(base, env) {
            // `text.removeAll { $0 == "l" }`, `text.trimPrefix(while:)`: the closure runs on the text as it is, before the change.
            let changed = try SwiftStringMembers.filtered(self, text, name, builtinArgs[0].value, range)
            try update(base, env) { $0 = .string(changed) }
            return .null
        }
        var result: Value = .null
        try update(base, env) { result = try self.mutate(&$0, name, builtinArgs, at: range) }
        return result
    }

    /// A method of the file's own struct or model that has a mutating method's name.
    private func ownMethod(_ base: Expr, _ name: String, _ args: [CallArgument], at range: SourceRange, _ env: Environment) throws -> Value? {
        let receiver = try eval(base, env)
        switch receiver {
        case .object(let object):
            if let function = boundMethod(name, at: range) ?? methodDecl(name, of: object.type) {
                return try callFunction(function, args, at: range, receiver: receiver)
            }
            // A built-in object's own method of that name (`context.insert(item)` on a `ModelContext`); a CharacterSet's
            // `insert(charactersIn:)` changes the variable (`mutate`).
            if program.symbols.types[object.type] == nil, object.type != "CharacterSet", let member = registry.types[object.type]?.methods[name] {
                return try member.body(self, receiver, args, range)
            }
            return nil
        case .record(let record):
            guard let function = methodDecl(name, of: record.model) else { return nil }
            return try callFunction(function, args, at: range, receiver: receiver)
        case .instance, .enumCase, .member:
            // A class instance's method (its changes are the instance's own), or an enum's that does not change it.
            // (One the checker bound is no class's override: it runs as bound.)
            if let function = boundMethod(name, at: range) { return try callMember(function, args, self: receiver, at: range, dispatched: false).0 }
            guard let symbol = userType(of: receiver), let function = userFunction(name, of: symbol, isStatic: false) else { return nil }
            return try callMember(function, args, self: receiver, at: range).0
        default:
            return nil
        }
    }

    /// A mutating method on a value, changed in place; gives the method's result.
    func mutate(_ value: inout Value, _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        if name == "toggle", case .bool(let b) = value {
            value = .bool(!b)
            return .null
        }
        if name == "addTimeInterval", case .date = value, let moved = registry.types["Date"]?.methods[name] {
            value = try moved.body(self, value, args, range)
            return .null
        }
        if name == "setValue" || name == "addValue", FoundationNetwork.setHeader(&value, adding: name == "addValue", args) { return .null }
        if let result = try SwiftStringMembers.mutateString(self, &value, name, args, range) { return result }
        if let result = try SwiftNumbers.mutateNumber(self, &value, name, args, range) { return result }
        if try FoundationCalendar.mutate(self, &value, name, args, at: range) { return .null }
        if let result = try FoundationDataBytes.mutate(self, &value, name, args, range) { return result }
        if let result = try FoundationCharacterSets.mutate(self, &value, name, args, range) { return result }
        if let result = try mutateCollection(&value, name, args, at: range) { return result }
        guard case .array(var items) = value, name != "toggle" else {
            if let result = try valueMethod(value, name, args, at: range) { return result }
            // `defaults.setValue(7, forKey: "hour")`: a built-in object's own method of a name that changes other values.
            if case .object = value, let member = registry.builtinType(of: value)?.methods[name] { return try member.body(self, value, args, range) }
            if case .instance(let instance) = value, program.symbols.types[instance.type] == nil, let member = registry.builtinType(of: value)?.methods[name] {
                return try member.body(self, value, args, range)
            }
            throw error("\(typeName(of: value)) has no method '\(name)'", range)
        }
        switch name {
        case "append":
            try chargeElements(args.reduce(0) { count, argument in
                if argument.label == "contentsOf", case .array(let more) = argument.value { return count + more.count }
                return count + 1
            }, at: range)
            value = .null
            defer { value = .array(items) }
            try grow(&items, at: range) { items in
                for argument in args {
                    if argument.label == "contentsOf", case .array(let more) = argument.value { items += more } else { items.append(argument.value) }
                }
            }
            return .null
        case "formUnion", "formIntersection", "subtract", "formSymmetricDifference":
            // A Set's in-place algebra: the set becomes its union(_:), intersection(_:), … with the other.
            let algebra = ["formUnion": "union", "formIntersection": "intersection", "subtract": "subtracting",
                           "formSymmetricDifference": "symmetricDifference"][name] ?? name
            guard let member = registry.types["Array"]?.methods[algebra] else { throw error("Array has no method '\(algebra)'", range) }
            let result = try member.body(self, .array(items), args, range)
            value = result
            return .null
        case "insert" where args.first?.label == "contentsOf":
            // `insert(contentsOf: ["1", "2"], at: 2)`.
            let more = try elements(of: args.first?.value ?? .null, at: range)
            let index = try int(args.first(where: { $0.label == "at" })?.value, range)
            guard index >= 0, index <= items.count else { throw error("insert position \(index) is out of range", range) }
            try chargeElements(more.count, at: range)
            value = .null
            defer { value = .array(items) }
            try grow(&items, at: range) { $0.insert(contentsOf: more, at: index) }
            return .null
        case "removeSubrange":
            // `removeSubrange(1..<3)`: a range is the offsets it holds; an empty one removes nothing.
            let offsets = try elements(of: args.first?.value ?? .null, at: range)
            guard case .int(let lower)? = offsets.first, case .int(let last)? = offsets.last else { return .null }
            guard lower >= 0, last < items.count, lower <= last else {
                throw error("removeSubrange: the range \(lower)...\(last) is out of bounds (count \(items.count))", range)
            }
            items.removeSubrange(lower...last)
            value = .array(items)
            return .null
        case "replaceSubrange":
            // `replaceSubrange(0..<2, with: ["x"])`: a range is the offsets it holds.
            let offsets = try elements(of: args.first?.value ?? .null, at: range)
            let new = try elements(of: args.first(where: { $0.label == "with" })?.value ?? .null, at: range)
            guard case .int(let lower)? = offsets.first, case .int(let last)? = offsets.last, lower >= 0, last < items.count, lower <= last else {
                throw error("replaceSubrange: the range is out of bounds (count \(items.count))", range)
            }
            try chargeElements(new.count, at: range)
            value = .null
            defer { value = .array(items) }
            try grow(&items, at: range) { $0.replaceSubrange(lower...last, with: new) }
            return .null
        case "insert":
            guard let element = args.first?.value else { return .null }
            var index = items.count
            var isSetInsert = false
            if let at = args.first(where: { $0.label == "at" }), case .int(let i) = at.value { index = i }
            // `set.insert(x)` (a Set is an array of distinct elements): nothing when x is there.
            else if let member = items.first(where: { equal($0, element) }) {
                return .tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(false), member]))
            } else {
                isSetInsert = true
            }
            guard index >= 0, index <= items.count else { throw error("insert position \(index) is out of range", range) }
            try chargeElements(1, at: range)
            value = .null
            defer { value = .array(items) }
            try grow(&items, at: range) { $0.insert(element, at: index) }
            return isSetInsert ? .tuple(TupleValue(labels: ["inserted", "memberAfterInsert"], elements: [.bool(true), element])) : .null
        case "remove":
            if let offsets = args.first(where: { $0.label == "atOffsets" }) {
                // SwiftUI's `remove(atOffsets:)`, what a list's `onDelete` is given: the elements at those offsets.
                let doomed = Set(try elements(of: offsets.value, at: range).map { try int($0, range) })
                guard doomed.allSatisfy(items.indices.contains) else { throw error("remove(atOffsets:) holds an offset out of range (count \(items.count))", range) }
                value = .null
                defer { value = .array(items) }
                items = items.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
                return .null
            }
            if let at = args.first(where: { $0.label == "at" }) {
                guard case .int(let i) = at.value, items.indices.contains(i) else {
                    throw error("remove(at:) index is out of range (count \(items.count))", range)
                }
                value = .null
                defer { value = .array(items) }
                return items.remove(at: i)
            }
            // `set.remove(x)`: the member it takes out, or nil.
            guard let element = args.first?.value else { return .null }
            value = .null
            defer { value = .array(items) }
            let removed = items.first { equal($0, element) }
            items.removeAll { equal($0, element) }
            return removed ?? .null
        case "update":
            // `set.update(with: x)`: x takes the place of the equal member, which it gives, or joins the set (nil).
            guard let element = args.first?.value else { return .null }
            value = .null
            defer { value = .array(items) }
            if let index = items.firstIndex(where: { equal($0, element) }) {
                let replaced = items[index]
                items[index] = element
                return replaced
            }
            try chargeElements(1, at: range)
            try grow(&items, at: range) { $0.append(element) }
            return .null
        case "removeAll":
            value = .array([])
            return .null
        case "removeFirst", "removeLast":
            if let given = args.first(where: { $0.label == nil })?.value {
                // `cards.removeFirst(5)`: that many, as Swift removes them (more than there are is an error).
                let k = try int(given, range)
                guard k >= 0, k <= items.count else {
                    throw error("\(name)(\(k)) on an array of \(items.count) element\(items.count == 1 ? "" : "s"): it cannot remove more than it holds", range)
                }
                value = .null
                defer { value = .array(items) }
                if name == "removeFirst" { items.removeFirst(k) } else { items.removeLast(k) }
                return .null
            }
            guard !items.isEmpty else { throw error("\(name)() on an empty array", range) }
            value = .null
            defer { value = .array(items) }
            return name == "removeFirst" ? items.removeFirst() : items.removeLast()
        default:
            if let result = try valueMethod(value, name, args, at: range) { return result }
            throw error("Array has no method '\(name)'", range)
        }
    }

    /// Runs a change that may grow `items`; a new buffer (a larger one, or a
    /// copy of a shared array) is charged to the memory budget by its size.
    func grow(_ items: inout [Value], at range: SourceRange, _ change: (inout [Value]) -> Void) throws {
        let before = storage(of: items)
        change(&items)
        if storage(of: items) != before { try chargeElements(items.count, at: range) }
    }
}

/// The address of an array's buffer: it changes when the array is copied or reallocated.
func storage<T>(of items: [T]) -> UnsafeRawPointer? {
    items.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
}

/// The address of a string's bytes (nil for a short string kept inline).
func storage(of text: String) -> UnsafeRawPointer? {
    text.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map { UnsafeRawPointer($0) } } ?? nil
}

extension Interpreter {
    /// `defaults.launchCount = 3` where the program's extension of the built-in type gives `launchCount` a setter
    /// (`extension UserDefaults { var launchCount: Int { get … set … } }`, or `@NSManaged`): the setter runs on the value.
    /// False when the value's type has no such property.
    func assignedExtensionProperty(_ field: String, of container: inout Value, _ change: (inout Value) throws -> Void,
                                   at range: SourceRange) throws -> Bool {
        guard !program.symbols.builtinExtensions.isEmpty, userType(of: container) == nil,
              let property = program.symbols.builtinExtensionProperty(field, of: typeName(of: container)), property.setter != nil else { return false }
        var value = try computedValue(property, of: container, at: range)
        try change(&value)
        container = try setComputed(property, of: container, to: value, at: range)
        return true
    }
}
