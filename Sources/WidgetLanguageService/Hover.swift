import LanguageServer
import WidgetLanguage
import WidgetRuntime

/// Hover: for a built-in, its signatures from the table, what it is and its
/// approximation note; for a name declared in the module, its declaration;
/// and the type the checker inferred for the expression under the cursor.
extension ModuleAnalysis {
    func hover(at offset: Int, registry: BuiltinRegistry) -> (markdown: String, range: SourceRange)? {
        let occurrence = occurrence(at: offset)
        let wordRange = occurrence.map { source.range($0.start, $0.end) }
        // A local name where it is introduced (a closure's parameter, `let x`): its binding, and its type where used.
        if let occurrence, let site = bindingSites.first(where: { $0.name == occurrence.name && $0.range.start.offset <= occurrence.start
                && occurrence.end <= $0.range.end.offset }) {
            let used = names.first { $0.start > occurrence.start && $0.name == site.name && resolve($0)?.range == site.range }
            let type = used.flatMap { use in entriesByRange.first { $0.key.start == use.start && $0.key.end == use.end }?.value.type }
            return (Self.code(site.signature) + (type.map { "\n\nType: `\($0)`" } ?? ""), source.range(occurrence.start, occurrence.end))
        }
        guard let (node, _) = expression(at: offset) else {
            // Outside checked code (a declaration's name, a type written out): what the name declares.
            guard let occurrence, let resolved = resolve(occurrence) ?? definition(at: offset) else {
                if let occurrence, let builtin = Self.builtinNamed(occurrence.name, registry: registry) {
                    return (builtin.markdown, source.range(occurrence.start, occurrence.end))
                }
                return nil
            }
            return (Self.code(resolved.signature) + (resolved.owner.map { "\nmember of `\($0)`" } ?? ""), source.range(occurrence.start, occurrence.end))
        }
        let type = self.type(ofRange: node.range)
        let typeLine = type.map { "\n\nType: `\($0)`" } ?? ""
        switch node.kind {
        case .member(let base, let name, let nameRange) where nameRange.start.offset <= offset:
            let baseType = self.type(ofRange: base.range)
            if let occurrence, let resolved = resolveMember(occurrence) {
                return (Self.code(resolved.signature) + "\nmember of `\(resolved.owner ?? "")`" + typeLine, nameRange)
            }
            if let builtin = Self.builtinMember(name, of: baseType, base: base, registry: registry) {
                return (builtin.markdown, nameRange)
            }
            return type.map { (Self.code("\(name): \($0)"), nameRange) }
        case .implicitMember(let name):
            let expected = entriesByRange[RangeKey(node.range)]?.expected?.withoutOptional
            if let expected, let table = registry.typeTable(for: expected), let member = table.statics[name] {
                return (BuiltinDescription.member(member, of: table).markdown, node.range)
            }
            if let occurrence, let resolved = resolveMember(occurrence) {
                return (Self.code(resolved.signature) + "\nmember of `\(resolved.owner ?? "")`", node.range)
            }
            return type.map { (Self.code(".\(name): \($0)"), node.range) }
        case .identifier(let name):
            if let occurrence, let resolved = resolve(occurrence) {
                return (Self.code(resolved.signature) + (resolved.owner.map { "\nmember of `\($0)`" } ?? "") + typeLine, node.range)
            }
            if let builtin = Self.builtinNamed(name, registry: registry) { return (builtin.markdown, node.range) }
            return type.map { (Self.code("\(name): \($0)"), node.range) }
        default:
            guard let type else { return nil }
            return (Self.code("\(type)"), wordRange ?? node.range)
        }
    }

    static func code(_ text: String) -> String { "```swift\n\(text)\n```" }

    /// A built-in view, function or type by name.
    static func builtinNamed(_ name: String, registry: BuiltinRegistry) -> BuiltinDescription? {
        if let view = registry.views[name] { return .callable(view, kind: "SwiftUI view") }
        if let function = registry.functions[name] { return .callable(function, kind: "function") }
        if let type = registry.types[name] {
            let signatures = type.initializers.flatMap { $0.overloads.map { $0.typedDisplay(name) } }
            let note = type.initializers.first?.note ?? ""
            return BuiltinDescription(kind: "built-in type", signatures: signatures.isEmpty ? [name] : signatures,
                                      result: type.instanceType, note: note, key: name)
        }
        return nil
    }

    /// `base.name` for a built-in: a modifier of a view, a member of a built-in type's
    /// value, or a static member of a built-in type named as a value (`Color.blue`).
    static func builtinMember(_ name: String, of baseType: SemanticType?, base: Expr, registry: BuiltinRegistry) -> BuiltinDescription? {
        let unwrapped = baseType?.withoutOptional
        if let unwrapped, Self.isViewLike(unwrapped), let modifier = registry.modifiers[name] {
            return .callable(modifier.callable, kind: "view modifier", prefix: ".")
        }
        if let unwrapped, let table = registry.typeTable(for: unwrapped),
           let member = table.properties[name] ?? table.methods[name] ?? table.statics[name] {
            return .member(member, of: table)
        }
        if case .identifier(let typeName) = base.kind, let table = registry.types[typeName], let member = table.statics[name] {
            return .member(member, of: table)
        }
        if case .metatype(let typeName)? = unwrapped, let table = registry.types[typeName], let member = table.statics[name] {
            return .member(member, of: table)
        }
        if unwrapped == nil || unwrapped == .unknown, let modifier = registry.modifiers[name] {
            return .callable(modifier.callable, kind: "view modifier", prefix: ".")
        }
        return nil
    }

    static func isViewLike(_ type: SemanticType) -> Bool {
        switch type {
        case .view, .text, .image, .shape, .color: return true
        default: return false
        }
    }
}
