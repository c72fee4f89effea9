/// Property wrappers the module declares (`@propertyWrapper struct Clamped { var wrappedValue: Int { … } }`),
/// lowered as Swift defines them:
///
/// - `@Clamped(0...10) var level: Int = 15` in a type is a stored `_level`, made by
///   `Clamped(wrappedValue: 15, 0...10)`, and a computed `level` that reads and writes
///   `_level.wrappedValue`; with a `projectedValue`, `$level` reads (and writes) `_level.projectedValue`;
/// - a struct without an `init` of its own gets Swift's memberwise initializer, which takes
///   the wrapped value (`Badge(code: "abc")` stores `Uppercased(wrappedValue: "abc")`);
/// - `@NonNegative var balance = 10` in a body is a local `_balance`, and the statements after it
///   read `balance` as `_balance.wrappedValue` and `$balance` as `_balance.projectedValue`.
///
/// A wrapper the module does not declare (SwiftUI's `@State`, `@Environment` …) is left as it is.
struct PropertyWrapperInfo {
    var name: String
    var hasProjection: Bool
    var setsWrapped: Bool
    var setsProjection: Bool
}

extension SwiftLowering {
    /// The module's `@propertyWrapper` types by name.
    func propertyWrappers() -> [String: PropertyWrapperInfo] {
        var wrappers: [String: PropertyWrapperInfo] = [:]
        for (name, decl) in types where decl.attribute("propertyWrapper") != nil {
            func settable(_ member: String) -> Bool {
                if let field = decl.fields.first(where: { $0.name == member && !$0.isStatic }) { return !field.isConstant }
                return decl.computed(member)?.setter != nil
            }
            func has(_ member: String) -> Bool {
                decl.fields.contains { $0.name == member && !$0.isStatic } || decl.computed(member) != nil
            }
            let info = PropertyWrapperInfo(name: name, hasProjection: has("projectedValue"), setsWrapped: settable("wrappedValue"),
                                           setsProjection: settable("projectedValue"))
            wrappers[name] = info
            // A nested wrapper is named by its last part too (`@Outer.Clamped`, `@Clamped` inside `Outer`).
            if let last = name.split(separator: ".").last.map(String.init), wrappers[last] == nil { wrappers[last] = info }
        }
        return wrappers
    }

    /// The wrapper a property or binding is declared with, if the module declares it.
    func wrapper(of attributes: [Attribute]) -> (attribute: Attribute, info: PropertyWrapperInfo)? {
        guard !propertyWrapperTypes.isEmpty else { return nil }
        for attribute in attributes {
            if let info = propertyWrapperTypes[attribute.name] { return (attribute, info) }
        }
        return nil
    }

    /// `Clamped(wrappedValue: value, 0...10)`, or `Clamped(0...10)` without a value.
    static func wrapperInstance(_ attribute: Attribute, _ info: PropertyWrapperInfo, value: Expr?, at range: SourceRange) -> Expr {
        var arguments = value.map { [Argument(label: "wrappedValue", value: $0)] } ?? []
        arguments += attribute.arguments
        return Expr(.call(callee: Expr(.identifier(info.name), range), arguments: arguments, trailingClosures: []), range)
    }

    static func storageName(_ name: String) -> String { "_" + name }

    /// `self._level.wrappedValue` (or without `self.` for a local).
    static func wrapperMember(_ name: String, _ member: String, onSelf: Bool, at range: SourceRange) -> Expr {
        let storage = Expr(.identifier(storageName(name)), range)
        let base = onSelf ? Expr(.member(base: Expr(.identifier("self"), range), name: storageName(name), nameRange: range), range) : storage
        return Expr(.member(base: base, name: member, nameRange: range), range)
    }

    /// SwiftUI's and SwiftData's property wrappers whose value is given where the view is drawn, never by an initializer.
    static let setWhereDrawn: Set<String> = ["Environment", "EnvironmentObject", "Namespace", "FocusState", "GestureState", "ScaledMetric",
                                             "Query", "FetchRequest", "SectionedFetchRequest"]

    /// A type's wrapped properties as their storage and accessors (see the type's comment).
    func withPropertyWrappers(_ decl: SwiftDecl) -> SwiftDecl {
        guard decl.kind != .protocolDecl,
              decl.fields.contains(where: { !$0.isStatic && wrapper(of: $0.attributes) != nil }) else { return decl }
        var decl = decl
        var memberwise: [FunctionDecl.Parameter] = []
        /// Wrapped properties without a value, by name: their wrapper and its attribute.
        var unset: [String: (Attribute, PropertyWrapperInfo)] = [:]
        var assignments: [Stmt] = []
        var members: [SwiftMember] = []
        for member in decl.members {
            guard case .field(let field) = member else {
                members.append(member)
                continue
            }
            let range = field.range
            guard !field.isStatic, let (attribute, info) = wrapper(of: field.attributes) else {
                members.append(member)
                // A stored property of Swift's memberwise initializer: a `let` with a value is not one, nor one SwiftUI
                // or SwiftData sets where the view is drawn (`@Environment(\.verticalSizeClass) private var sizeClass`).
                if !field.isStatic, !field.isLazy, !(field.isConstant && field.defaultValue != nil),
                   !field.attributes.contains(where: { SwiftLowering.setWhereDrawn.contains($0.name) }) {
                    memberwise.append(FunctionDecl.Parameter(label: field.name, name: field.name, type: field.type,
                                                             defaultValue: field.isConstant ? nil : field.defaultValue, range: range))
                    assignments.append(SwiftLowering.assignSelf(field.name, Expr(.identifier(field.name), range), at: range))
                }
                continue
            }
            let type = SwiftLowering.storedType(field)
            var storage = field
            storage.name = SwiftLowering.storageName(field.name)
            storage.attributes = field.attributes.filter { $0.name != attribute.name }
            storage.isConstant = false
            storage.type = nil
            storage.willSet = nil
            storage.didSet = nil
            storage.defaultValue = field.defaultValue != nil || !attribute.arguments.isEmpty
                ? SwiftLowering.wrapperInstance(attribute, info, value: field.defaultValue, at: range) : nil
            if storage.defaultValue == nil { unset[field.name] = (attribute, info) }
            members.append(.field(storage))

            let read = Stmt(.return(SwiftLowering.wrapperMember(field.name, "wrappedValue", onSelf: true, at: range)), range)
            let write = Stmt(.expr(Expr(.assign(op: "=", target: SwiftLowering.wrapperMember(field.name, "wrappedValue", onSelf: true, at: range),
                                                value: Expr(.identifier("newValue"), range)), range)), range)
            members.append(.computed(ComputedProperty(isStatic: false, name: field.name, nameRange: field.nameRange, type: type,
                                                      getter: [read], setter: info.setsWrapped ? .init(parameterName: "newValue", body: [write]) : nil,
                                                      range: range)))
            if info.hasProjection {
                let read = Stmt(.return(SwiftLowering.wrapperMember(field.name, "projectedValue", onSelf: true, at: range)), range)
                let write = Stmt(.expr(Expr(.assign(op: "=", target: SwiftLowering.wrapperMember(field.name, "projectedValue", onSelf: true, at: range),
                                                    value: Expr(.identifier("newValue"), range)), range)), range)
                members.append(.computed(ComputedProperty(isStatic: false, name: "$" + field.name, nameRange: field.nameRange, type: nil,
                                                          getter: [read], setter: info.setsProjection ? .init(parameterName: "newValue", body: [write]) : nil,
                                                          range: range)))
            }
            // The memberwise initializer takes the wrapped value (`x: Int = 15`) and wraps it.
            if field.defaultValue != nil || attribute.arguments.isEmpty {
                memberwise.append(FunctionDecl.Parameter(label: field.name, name: field.name, type: type, defaultValue: field.defaultValue, range: range))
                let made = SwiftLowering.wrapperInstance(attribute, info, value: Expr(.identifier(field.name), range), at: range)
                assignments.append(SwiftLowering.assignSelf(storage.name, made, at: range))
            }
        }
        decl.members = members
        // `init(code: String) { self.code = code }` for a wrapped property without a value: the
        // assignment makes the wrapper (`self._code = Uppercased(wrappedValue: code)`), as in Swift.
        if !unset.isEmpty {
            decl.members = decl.members.map { member in
                guard case .initializer(var initializer) = member else { return member }
                initializer.body = SwiftLowering.initializingWrappers(unset, initializer.body)
                return .initializer(initializer)
            }
        }
        // Swift's memberwise initializer, which a struct has while it declares no `init` of its own.
        let ownInitializers = decl.initializers.filter { !$0.isInExtension }
        if decl.kind == .structure, ownInitializers.isEmpty {
            let initializer = FunctionDecl(isStatic: false, name: "init", nameRange: decl.nameRange, parameters: memberwise,
                                           returnType: nil, body: assignments, range: decl.nameRange)
            decl.members.append(.initializer(initializer))
        }
        return decl
    }

    /// An initializer's body with `self.x = v` (or `x = v`) of each wrapped property in `unset` making its wrapper.
    static func initializingWrappers(_ unset: [String: (Attribute, PropertyWrapperInfo)], _ body: [Stmt]) -> [Stmt] {
        SyntaxRewriter(expression: { expr in
            guard case .assign("=", let target, let value) = expr.kind else { return nil }
            let name: String
            switch target.kind {
            case .member(let base, let n, _) where base.kind == .identifier("self"): name = n
            case .identifier(let n): name = n
            default: return nil
            }
            guard let (attribute, info) = unset[name] else { return nil }
            let made = wrapperInstance(attribute, info, value: value, at: expr.range)
            let storage = Expr(.member(base: Expr(.identifier("self"), target.range), name: storageName(name), nameRange: target.range), target.range)
            return Expr(.assign(op: "=", target: storage, value: made), expr.range)
        }).rewrite(body)
    }

    /// `self.name = value`.
    static func assignSelf(_ name: String, _ value: Expr, at range: SourceRange) -> Stmt {
        let target = Expr(.member(base: Expr(.identifier("self"), range), name: name, nameRange: range), range)
        return Stmt(.expr(Expr(.assign(op: "=", target: target, value: value), range)), range)
    }

    /// The statements of a body with its local wrapped variables lowered (see the type's comment).
    func withLocalPropertyWrappers(_ body: [Stmt]) -> [Stmt] {
        guard !propertyWrapperTypes.isEmpty else { return body }
        let rewriter = SyntaxRewriter(block: { self.lowerLocalWrappers($0) })
        return rewriter.rewrite(body)
    }

    /// One statement list: from its first wrapped variable on, the rest reads it through its wrapper.
    func lowerLocalWrappers(_ statements: [Stmt]) -> [Stmt] {
        guard let index = statements.firstIndex(where: { stmt in
            guard case .binding(let binding) = stmt.kind else { return false }
            return !binding.name.isEmpty && wrapper(of: binding.attributes) != nil
        }), case .binding(let binding) = statements[index].kind, let (attribute, info) = wrapper(of: binding.attributes) else { return statements }
        let range = statements[index].range
        var storage = binding
        storage.name = SwiftLowering.storageName(binding.name)
        storage.isConstant = false
        storage.type = nil
        storage.attributes = []
        // (`@Doubled var n`, with neither a type nor a value: the wrapper's `init()` makes it, as Swift's does.)
        storage.value = binding.value != nil || !attribute.arguments.isEmpty || binding.type == nil
            ? SwiftLowering.wrapperInstance(attribute, info, value: binding.value, at: range) : nil
        let rest = SwiftLowering.readingThroughWrapper(binding.name, Array(statements[(index + 1)...]))
        return Array(statements[..<index]) + [Stmt(.binding(storage), range)] + lowerLocalWrappers(rest)
    }

    /// `rest` with `name` read as `_name.wrappedValue` and `$name` as `_name.projectedValue`, up to a
    /// declaration that hides it (a closure's parameter of that name keeps its own).
    static func readingThroughWrapper(_ name: String, _ rest: [Stmt]) -> [Stmt] {
        let projected = "$" + name
        let rewriter = SyntaxRewriter(expression: { expr in
            switch expr.kind {
            case .identifier(name): return wrapperMember(name, "wrappedValue", onSelf: false, at: expr.range)
            case .identifier(projected): return wrapperMember(name, "projectedValue", onSelf: false, at: expr.range)
            case .closure(let closure) where closure.parameters.contains(where: { $0.name == name }): return expr
            default: return nil
            }
        })
        var result: [Stmt] = []
        for (index, stmt) in rest.enumerated() {
            if case .binding(let binding) = stmt.kind, binding.name == name {
                // `var balance = …` again: the new one from here on.
                var redeclared = binding
                redeclared.value = binding.value.map(rewriter.rewrite)
                result.append(Stmt(.binding(redeclared), stmt.range))
                result += rest[(index + 1)...]
                return result
            }
            result.append(rewriter.rewrite(stmt))
        }
        return result
    }
}
