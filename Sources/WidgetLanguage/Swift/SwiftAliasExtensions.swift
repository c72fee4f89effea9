/// `typealias AggregatedSchedule = [DaySchedule]` and `extension AggregatedSchedule { … }`: an extension of a type
/// alias extends the type the alias names, as in Swift (here `Array`, with `Self` the written `[DaySchedule]`, as
/// `extension [DaySchedule]` is read). The parser cannot tell an alias from a type, so the module's top-level
/// aliases are looked up once every file is read.
enum SwiftAliasExtensions {
    static func extendingAliasedTypes(_ files: [[SwiftItem]]) -> [[SwiftItem]] {
        var aliases: [String: TypeRef] = [:]
        for file in files {
            for case .typeAlias(let name, let type, _) in file { aliases[name] = type }
        }
        guard !aliases.isEmpty else { return files }
        return files.map { file in
            file.map { item in
                guard case .type(var decl) = item, decl.kind == .extensionDecl, let target = aliased(decl.name, aliases) else { return item }
                if case .named(let name) = target.kind {
                    decl.name = name
                } else {
                    decl.name = Parser.extendedTypeName(target)
                    decl.members = decl.members.map { Parser.withSelf(target, in: $0) }
                }
                return .type(decl)
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
}
