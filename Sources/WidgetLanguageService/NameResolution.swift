import WidgetLanguage
import WidgetRuntime

/// What a name written in the module refers to, when it is declared in the
/// module: a local name, a member of a declared type, or a top-level declaration.
struct ResolvedName: Equatable {
    var name: String
    /// The declaring name's range.
    var range: SourceRange
    /// How the declaration reads: `var name: String`, `model ToDo`.
    var signature: String
    /// For a member, its type's name.
    var owner: String?

    static func == (a: ResolvedName, b: ResolvedName) -> Bool {
        a.name == b.name && a.range.start.offset == b.range.start.offset
    }
}

extension ModuleAnalysis {
    /// The top-level declaration whose text holds a module offset.
    func enclosingDeclaration(_ offset: Int) -> Decl? {
        result.tree?.declarations.first { $0.range.start.offset <= offset && offset <= $0.range.end.offset }
    }

    /// The declared type (in the module) whose members a value of this type has,
    /// and whether they are its static members (`ToDo` in `ToDo.all`).
    func declaredType(_ type: SemanticType?) -> (name: String, isStatic: Bool)? {
        switch type?.withoutOptional {
        case .named(let name)? where !declarations(named: name).isEmpty: return (name, false)
        case .metatype(let name)? where !declarations(named: name).isEmpty: return (name, true)
        default: return nil
        }
    }

    func resolve(_ occurrence: NameOccurrence) -> ResolvedName? {
        if occurrence.afterDot { return resolveMember(occurrence) }
        let offset = occurrence.start
        let enclosing = enclosingDeclaration(offset)
        // A declaration's own name.
        if let decl = result.tree?.declarations.first(where: { $0.nameRange.start.offset == offset && $0.name == occurrence.name }),
           decl.nameRange.end.offset > decl.nameRange.start.offset {
            return ResolvedName(name: decl.name, range: decl.nameRange, signature: DeclaredMembers.signature(of: decl), owner: nil)
        }
        // A local name: the binding of it in scope at the use.
        if let site = visibleSite(named: occurrence.name, at: offset) {
            return ResolvedName(name: site.name, range: site.range, signature: site.signature, owner: nil)
        }
        if let enclosing {
            // A member of the type being declared (`name` for `self.name`).
            if let member = members(ofType: enclosing.name).first(where: { $0.name == occurrence.name }) {
                return ResolvedName(name: member.name, range: member.nameRange, signature: member.signature, owner: enclosing.name)
            }
        }
        if let decl = result.tree?.declarations.first(where: { $0.name == occurrence.name && Self.isNamed($0) }) {
            return ResolvedName(name: decl.name, range: decl.nameRange, signature: DeclaredMembers.signature(of: decl), owner: nil)
        }
        return nil
    }

    /// `x.name` or `.name`: the member of the declared type the checker found for `x`
    /// (or the type the context expected).
    func resolveMember(_ occurrence: NameOccurrence) -> ResolvedName? {
        let owner: (name: String, isStatic: Bool)?
        switch expression(at: occurrence.start)?.node.kind {
        case .member(let base, _, let nameRange)? where nameRange.start.offset == occurrence.start:
            owner = declaredType(type(ofRange: base.range))
        case .implicitMember?:
            let node = expression(at: occurrence.start)?.node
            owner = node.flatMap { entriesByRange[RangeKey($0.range)]?.expected }.flatMap { declaredType($0) }.map { ($0.name, true) }
        default:
            owner = nil
        }
        if let owner, let member = members(ofType: owner.name).first(where: { $0.name == occurrence.name }) {
            return ResolvedName(name: member.name, range: member.nameRange, signature: member.signature, owner: owner.name)
        }
        // The declaration of a member itself (`var name` inside a type).
        for decl in result.tree?.declarations ?? [] {
            if let member = DeclaredMembers.of(decl).first(where: { $0.nameRange.start.offset == occurrence.start }) {
                return ResolvedName(name: member.name, range: member.nameRange, signature: member.signature, owner: decl.name)
            }
        }
        return nil
    }

    /// Declarations a name refers to (not seeds, previews, tests or permissions).
    static func isNamed(_ decl: Decl) -> Bool {
        switch decl.kind {
        case .seed, .preview, .test, .permissions: return false
        default: return true
        }
    }

    /// Where a name is declared, for go to definition: a member's or a declaration's own name included.
    func definition(at offset: Int) -> ResolvedName? {
        guard let occurrence = occurrence(at: offset) else { return nil }
        if let resolved = resolve(occurrence) { return resolved }
        // A member's declaration: `var name: String` inside a type resolves to itself.
        for decl in result.tree?.declarations ?? [] {
            if let member = DeclaredMembers.of(decl).first(where: { $0.nameRange.start.offset == occurrence.start }) {
                return ResolvedName(name: member.name, range: member.nameRange, signature: member.signature, owner: decl.name)
            }
        }
        return nil
    }

    /// Every place the module names what the name at `offset` refers to.
    func references(at offset: Int, includeDeclaration: Bool) -> [SourceRange] {
        guard let target = definition(at: offset) else { return [] }
        var ranges: [SourceRange] = []
        for occurrence in names where occurrence.name == target.name {
            let resolved = resolve(occurrence) ?? definition(at: occurrence.start)
            guard resolved == target else { continue }
            let isDeclaration = occurrence.start == target.range.start.offset
            if isDeclaration && !includeDeclaration { continue }
            ranges.append(source.range(occurrence.start, occurrence.end))
        }
        return ranges
    }
}
