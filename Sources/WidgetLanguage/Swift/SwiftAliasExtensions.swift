/// `typealias AggregatedSchedule = [DaySchedule]` and `extension AggregatedSchedule { … }`: an extension of a type
/// alias extends the type the alias names, as in Swift (here `Array`, with `Self` the written `[DaySchedule]`, as
/// `extension [DaySchedule]` is read). The parser cannot tell an alias from a type, so the module's top-level
/// aliases are looked up once every file is read.
///
/// A name whose first part is an alias of a type (`Store.Theme` where `typealias Store = StoreV4`) names the type
/// nested in the one the alias names (`StoreV4.Theme`): in an alias's target and in an extension's name.
enum SwiftAliasExtensions {
    static func extendingAliasedTypes(_ files: [[SwiftItem]]) -> [[SwiftItem]] {
        var aliases: [String: TypeRef] = [:]
        for file in files {
            for case .typeAlias(let name, let type, _) in file { aliases[name] = type }
        }
        guard !aliases.isEmpty else { return files }
        return files.map { file in
            file.map { item in
                switch item {
                case .typeAlias(let name, let type, let range):
                    guard case .named(let target) = type.kind, let resolved = throughAliasedOwner(target, aliases) else { return item }
                    return .typeAlias(name, TypeRef(.named(resolved), type.range), range)
                case .type(var decl) where decl.kind == .extensionDecl:
                    if let target = aliased(decl.name, aliases) {
                        if case .named(let name) = target.kind {
                            decl.name = throughAliasedOwner(name, aliases) ?? name
                        } else {
                            decl.name = Parser.extendedTypeName(target)
                            decl.members = decl.members.map { Parser.withSelf(target, in: $0) }
                        }
                    } else if let resolved = throughAliasedOwner(decl.name, aliases) {
                        decl.name = resolved
                    }
                    return .type(decl)
                default:
                    return item
                }
            }
        }
    }

    /// The type an alias names at the end of a chain of aliases (`Week` = `[Scores]`); nil for a name that is none.
    private static func aliased(_ name: String, _ aliases: [String: TypeRef]) -> TypeRef? {
        guard var target = aliases[name] else { return nil }
        var steps = 0
        while case .named(let next) = target.kind, let further = aliases[next], next != name, steps < 16 {
            target = further
            steps += 1
        }
        return target
    }

    /// `Store.Theme` where `typealias Store = StoreV4`: `StoreV4.Theme`; nil when the name's first part is no alias of a
    /// named type.
    /// (An alias naming a type inside itself, `typealias A = A.B`, is followed a few steps only.)
    private static func throughAliasedOwner(_ name: String, _ aliases: [String: TypeRef], steps: Int = 0) -> String? {
        guard steps < 8, let dot = name.firstIndex(of: "."), case .named(let owner)? = aliased(String(name[..<dot]), aliases)?.kind,
              !owner.isEmpty else { return nil }
        let resolved = owner + name[dot...]
        return resolved == name ? nil : (throughAliasedOwner(resolved, aliases, steps: steps + 1) ?? resolved)
    }
}
