/// Modules compiled into one. A widget's target links framework targets (a `Shared` framework, `LoopCore`), each a
/// module of its own in Swift: a type the widget's module declares shadows a framework's of that name in the
/// widget's code, two frameworks may each declare a `FrameworkBundle`, and a framework's `Link` is not SwiftUI's
/// `Link` in a file that does not import it. Here the target is one module, its names one table, so a framework's
/// top-level type whose name the target's own code, another framework or SwiftUI also has is renamed in that
/// framework's files to its qualified name, `Shared.ConnectionsData`: its own files find it (they are renamed
/// alike), the others find theirs, and `Shared.ConnectionsData` written anywhere names it.
public enum SwiftModuleNames {
    /// For each framework module, its names to rename and what they become; empty when nothing clashes.
    static func renames(modules: [String?], items: [[SwiftItem]]) -> [String: [String: String]] {
        guard modules.contains(where: { $0 != nil }) else { return [:] }
        var declaredIn: [String: Set<String>] = [:]
        for (module, file) in zip(modules, items) {
            for case .type(let decl) in file where decl.kind != .extensionDecl { declaredIn[decl.name, default: []].insert(module ?? "") }
        }
        var result: [String: [String: String]] = [:]
        for (name, modules) in declaredIn {
            var frameworks = modules.filter { !$0.isEmpty }
            if modules.count == 1 {
                // Only SwiftUI's name is clashed with: a framework target's type is renamed, a local package's is not.
                guard SwiftModules.frameworkTypeNames.contains(name) else { continue }
                frameworks = frameworks.filter { !SwiftModules.packageModules.contains($0) }
            }
            for module in frameworks { result[module, default: [:]][name] = "\(module).\(name)" }
        }
        return result
    }

    /// Types declared in function bodies whose names another type of the module has too (`struct Response` in two
    /// functions): each renamed in its block to `Response@2`, which no Swift name can be, so that both are types of their
    /// own (a description shows the name before the `@`). By file: the block's bytes, the name and its new name.
    static func localRenames(_ scopes: [[(name: String, bytes: Range<Int>)]], items: [[SwiftItem]]) -> [Int: [(Range<Int>, String, String)]] {
        guard scopes.contains(where: { !$0.isEmpty }) else { return [:] }
        var counts: [String: Int] = [:]
        for file in items {
            for case .type(let decl) in file where decl.kind != .extensionDecl { counts[decl.name, default: 0] += 1 }
        }
        var result: [Int: [(Range<Int>, String, String)]] = [:]
        var made = 0
        for (file, locals) in scopes.enumerated() {
            for local in locals where counts[local.name, default: 0] > 1 {
                made += 1
                result[file, default: []].append((local.bytes, local.name, "\(local.name)@\(made)"))
            }
        }
        return result
    }

    /// `private enum Key` in `extension UserDefaults` in two files: two types, each seen by its own file's code (Swift's
    /// `private` in an extension is the file's). A private nested type whose qualified name (`UserDefaults.Key`) another
    /// file declares too is renamed in its file's declarations of the type it is nested in (the type and its extensions)
    /// to `Key@p1`, as `localRenames` renames a block's types. By file: the bytes, the name and its new name.
    static func privateNestedRenames(items: [[SwiftItem]]) -> [Int: [(Range<Int>, String, String)]] {
        var counts: [String: Int] = [:]
        for file in items {
            for case .type(let decl) in file { for nested in decl.nested { counts["\(decl.name).\(nested.name)", default: 0] += 1 } }
        }
        guard counts.values.contains(where: { $0 > 1 }) else { return [:] }
        var result: [Int: [(Range<Int>, String, String)]] = [:]
        var made = 0
        for (index, file) in items.enumerated() {
            for case .type(let decl) in file {
                for nested in decl.nested where nested.isFilePrivate && counts["\(decl.name).\(nested.name)", default: 0] > 1 {
                    made += 1
                    let new = "\(nested.name)@p\(made)"
                    for case .type(let owner) in file where owner.name == decl.name {
                        result[index, default: []].append((owner.range.start.offset..<owner.range.end.offset, nested.name, new))
                    }
                }
            }
        }
        return result
    }

    /// `private struct Constants` at the top level of two files: two types, each seen by its own file's code, in any of
    /// its types and extensions (Swift's file scope). A file-private top-level type whose name another top-level type of
    /// the module has too is renamed in its whole file to `Constants@f1`, as `localRenames` renames a block's types. By
    /// file: the file's bytes, the name and its new name.
    static func filePrivateRenames(items: [[SwiftItem]], files: [Range<Int>]) -> [Int: [(Range<Int>, String, String)]] {
        var counts: [String: Int] = [:]
        for file in items {
            for case .type(let decl) in file where decl.kind != .extensionDecl { counts[decl.name, default: 0] += 1 }
        }
        guard counts.values.contains(where: { $0 > 1 }) else { return [:] }
        var result: [Int: [(Range<Int>, String, String)]] = [:]
        var made = 0
        for (index, file) in items.enumerated() where index < files.count {
            for case .type(let decl) in file where decl.isFilePrivate && decl.kind != .extensionDecl && counts[decl.name, default: 0] > 1 {
                made += 1
                result[index, default: []].append((files[index], decl.name, "\(decl.name)@f\(made)"))
            }
        }
        return result
    }

    /// `private let logger = Logger(…)` at the top level of two files: two constants, each seen by its own file's code
    /// (Swift's file scope). A file-private top-level constant, variable or function whose name another file's top level
    /// declares too is renamed in its whole file to `logger@v1`, as `filePrivateRenames` renames a type. By file: the
    /// file's bytes, the name and its new name.
    static func filePrivateValueRenames(_ privates: [[String]], items: [[SwiftItem]], files: [Range<Int>]) -> [Int: [(Range<Int>, String, String)]] {
        guard privates.contains(where: { !$0.isEmpty }) else { return [:] }
        var filesDeclaring: [String: Set<Int>] = [:]
        for (index, file) in items.enumerated() {
            for item in file {
                switch item {
                case .function(let function, _): filesDeclaring[function.name, default: []].insert(index)
                case .binding(let binding, _): filesDeclaring[binding.name, default: []].insert(index)
                default: break
                }
            }
        }
        var result: [Int: [(Range<Int>, String, String)]] = [:]
        var made = 0
        for (index, names) in privates.enumerated() where index < files.count {
            for name in Set(names).sorted() where filesDeclaring[name, default: []].count > 1 {
                made += 1
                result[index, default: []].append((files[index], name, "\(name)@v\(made)"))
            }
        }
        return result
    }

    /// `private static let logger = Logger(…)` in a type's extensions in two files (and in the type): two properties, each
    /// seen by its own file's code (Swift's `private` in an extension is the file's). A private property or method of a
    /// type whose name another file declares for that type too is renamed in its file to `logger@m1`: bare in the file's
    /// declarations of the type (its own and its extensions), and where it is qualified by `Self`, `self` or the type's
    /// name (`Self.logger`, `Store.logger` anywhere in the file). By file: the bytes, the name as written (qualified
    /// for the qualified ones) and its new name.
    static func privateMemberRenames(items: [[SwiftItem]], files: [Range<Int>]) -> [Int: [(Range<Int>, String, String)]] {
        guard items.contains(where: { $0.contains { if case .type(let decl) = $0 { !decl.privateMembers.isEmpty } else { false } } }) else { return [:] }
        var filesDeclaring: [String: Set<Int>] = [:]
        for (index, file) in items.enumerated() {
            for case .type(let decl) in file {
                let names = decl.fields.map(\.name) + decl.computed.map(\.name) + decl.functions.map(\.name)
                for name in names { filesDeclaring["\(decl.name).\(name)", default: []].insert(index) }
            }
        }
        var result: [Int: [(Range<Int>, String, String)]] = [:]
        var made = 0
        for (index, file) in items.enumerated() where index < files.count {
            var renamed: Set<String> = []
            for case .type(let decl) in file {
                for name in decl.privateMembers.sorted() where filesDeclaring["\(decl.name).\(name)", default: []].count > 1
                    && renamed.insert("\(decl.name).\(name)").inserted {
                    made += 1
                    let new = "\(name)@m\(made)"
                    for case .type(let owner) in file where owner.name == decl.name {
                        let bytes = owner.range.start.offset..<owner.range.end.offset
                        result[index, default: []] += [(bytes, name, new), (bytes, "Self.\(name)", new), (bytes, "self.\(name)", new)]
                    }
                    result[index, default: []].append((files[index], "\(decl.name).\(name)", new))
                }
            }
        }
        return result
    }

    /// The tokens renamed as each rename says where it applies (by the tokens' bytes). A name after `.` is renamed only by
    /// a rename of it qualified by the name before the `.` (`Self.logger`: `privateMemberRenames`).
    static func renamed(_ tokens: [Token], _ renames: [(bytes: Range<Int>, names: [String: String])]) -> [Token] {
        var result = tokens
        let qualifies = renames.contains { $0.names.keys.contains { $0.contains(".") } }
        for index in result.indices {
            guard case .identifier(let name) = result[index].kind else { continue }
            if index > 0, result[index - 1].isPunct(".") || result[index - 1].isPunct("?.") {
                guard qualifies, index > 1, case .identifier(let owner) = tokens[index - 2].kind else { continue }
                let qualified = "\(owner).\(name)"
                if let new = renames.last(where: { $0.bytes.contains(result[index].start) && $0.names[qualified] != nil })?.names[qualified] {
                    result[index].kind = .identifier(new)
                }
                continue
            }
            if let new = renames.last(where: { $0.bytes.contains(result[index].start) && $0.names[name] != nil })?.names[name] {
                result[index].kind = .identifier(new)
            }
        }
        return result
    }

    /// The name a type renamed here is shown by: `Response` for `Response@2`.
    public static func shownName(_ name: String) -> String {
        guard let at = name.firstIndex(of: "@") else { return name }
        return String(name[..<at])
    }
}
