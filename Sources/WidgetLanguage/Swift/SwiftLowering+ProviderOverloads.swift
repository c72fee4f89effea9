/// A provider's requirements and the functions of its own that share their names.
///
/// WidgetKit calls a provider's requirements by their full names — `placeholder(in:)`,
/// `getSnapshot(in:completion:)`, `timeline(for:in:)` — and a provider may declare its own
/// overloads beside them (`private func timeline(for:context:)`, which the requirement
/// calls). Such an overload is a function of the provider, not a second requirement: it is
/// named with its labels (`timeline(for:context:)`), and the calls in the provider that
/// give its labels call it by that name.
extension SwiftLowering {
    static let providerBlockNames = ["placeholder": "placeholder", "getSnapshot": "snapshot", "snapshot": "snapshot",
                                     "getTimeline": "timeline", "timeline": "timeline"]

    /// Every requirement takes the widget's context as `in:`: `placeholder(in:)`,
    /// `getTimeline(for:in:completion:)`, `snapshot(for:in:)`.
    static func isProviderRequirement(_ function: FunctionDecl) -> Bool {
        !function.isStatic && providerBlockNames[function.name] != nil && function.parameters.contains { $0.label == "in" }
    }

    /// `timeline(for:context:)` → `timeline`: the name a renamed overload is written with.
    static func writtenName(_ name: String) -> String {
        name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
    }

    static func renamingProviderOverloads(_ decl: SwiftDecl) -> SwiftDecl {
        let overloads = decl.functions.filter { !$0.isStatic && providerBlockNames[$0.name] != nil && !isProviderRequirement($0) }
        guard !overloads.isEmpty else { return decl }
        func fullName(_ function: FunctionDecl) -> String {
            function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
        func overload(named name: String, labels: [String?]) -> FunctionDecl? {
            overloads.first { $0.name == name && accepts($0, labels: labels) }
        }
        let rewriter = SyntaxRewriter(after: { expr in
            guard case .call(let callee, let arguments, let trailing) = expr.kind else { return expr }
            let labels = arguments.map(\.label)
            switch callee.kind {
            case .identifier(let name):
                guard let function = overload(named: name, labels: labels) else { return expr }
                return Expr(.call(callee: Expr(.identifier(fullName(function)), callee.range), arguments: arguments, trailingClosures: trailing), expr.range)
            case .member(let base, let name, let nameRange):
                guard case .identifier("self") = base.kind, let function = overload(named: name, labels: labels) else { return expr }
                let renamed = Expr(.member(base: base, name: fullName(function), nameRange: nameRange), callee.range)
                return Expr(.call(callee: renamed, arguments: arguments, trailingClosures: trailing), expr.range)
            default:
                return expr
            }
        })
        var renamed = decl
        renamed.members = decl.members.map { member in
            guard case .function(var function) = member else { return member }
            if overloads.contains(where: { $0.range == function.range }) { function.name = fullName(function) }
            function.body = rewriter.rewrite(function.body)
            return .function(function)
        }
        return renamed
    }

    /// Whether a call with these argument labels can call `function`: each label is the next
    /// parameter's, passing over parameters with a default value.
    static func accepts(_ function: FunctionDecl, labels: [String?]) -> Bool {
        var parameters = function.parameters[...]
        for label in labels {
            while let next = parameters.first, next.label != label, next.defaultValue != nil { parameters = parameters.dropFirst() }
            guard let next = parameters.first, next.label == label else { return false }
            parameters = parameters.dropFirst()
        }
        return parameters.allSatisfy { $0.defaultValue != nil }
    }

    /// `tvShowService.fetch { [weak self] shows in self?.snapshot = shows }`: in a provider's code, whose
    /// stored properties and functions are local names, `self?` is the provider, which is there while
    /// its code runs, and `self.snapshot` the local name `snapshot`.
    static func withPlainSelf(_ decl: SwiftDecl) -> SwiftDecl {
        let members = Set(decl.fields.map(\.name) + decl.computed.map(\.name) + decl.functions.map(\.name))
        let statics = Set(decl.fields.filter { $0.isStatic && $0.defaultValue != nil }.map(\.name))
        let rewriter = SyntaxRewriter(after: { expr in
            switch expr.kind {
            case .member(let base, let name, let nameRange) where statics.contains(name):
                // `Self.container`, `Provider.container`: a static of the provider, a global of the module here.
                guard case .identifier(let owner) = base.kind, owner == "Self" || owner == decl.name else { return expr }
                return Expr(.identifier(providerStaticName(name, of: decl.name)), nameRange)
            case .bindOptional(let inner):
                guard case .identifier("self") = inner.kind else { return expr }
                return inner
            case .member(let base, let name, let nameRange):
                guard case .identifier("self") = base.kind, members.contains(name) else { return expr }
                return Expr(.identifier(name), nameRange)
            case .identifier("Self"):
                // `Self.container`: the provider's own statics, by its name.
                return Expr(.identifier(decl.name), expr.range)
            default:
                return expr
            }
        })
        return decl.rewritingMemberBodies(rewriter)
    }

    /// A provider's (or a widget's) static stored properties (`private static let container = …`), which its code
    /// reads as globals (see `withPlainSelf`), and other code as `Provider.container`: made once, as a static is.
    static func providerStatics(_ decl: SwiftDecl) -> [Decl] {
        decl.fields.filter { $0.isStatic && $0.defaultValue != nil }.map { field in
            let name = providerStaticName(field.name, of: decl.name)
            let binding = Binding(isConstant: field.isConstant, name: name, nameRange: field.nameRange, type: field.type, value: field.defaultValue)
            return Decl(kind: .binding(binding), name: name, nameRange: field.nameRange, range: field.range)
        }
    }

    /// The global a provider's static is: named with its provider (two providers may each have a `container`).
    static func providerStaticName(_ name: String, of provider: String) -> String { "\(provider).\(name)" }
}
