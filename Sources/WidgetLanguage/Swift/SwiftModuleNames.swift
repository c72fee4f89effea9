/// Modules compiled into one. A widget's target links framework targets (a `Shared` framework, `LoopCore`), each a
/// module of its own in Swift: a type the widget's module declares shadows a framework's of that name in the
/// widget's code, two frameworks may each declare a `FrameworkBundle`, and a framework's `Link` is not SwiftUI's
/// `Link` in a file that does not import it. Here the target is one module, its names one table, so a framework's
/// top-level type whose name the target's own code, another framework or SwiftUI also has is renamed in that
/// framework's files to its qualified name, `Shared.ConnectionsData`: its own files find it (they are renamed
/// alike), the others find theirs, and `Shared.ConnectionsData` written anywhere names it.
enum SwiftModuleNames {
    /// For each framework module, its names to rename and what they become; empty when nothing clashes.
    static func renames(modules: [String?], items: [[SwiftItem]]) -> [String: [String: String]] {
        guard modules.contains(where: { $0 != nil }) else { return [:] }
        var declaredIn: [String: Set<String>] = [:]
        for (module, file) in zip(modules, items) {
            for case .type(let decl) in file where decl.kind != .extensionDecl { declaredIn[decl.name, default: []].insert(module ?? "") }
        }
        var result: [String: [String: String]] = [:]
        for (name, modules) in declaredIn {
            let frameworks = modules.filter { !$0.isEmpty }
            guard !frameworks.isEmpty, modules.count > 1 || SwiftModules.frameworkTypeNames.contains(name) else { continue }
            for module in frameworks { result[module, default: [:]][name] = "\(module).\(name)" }
        }
        return result
    }

    /// The tokens with each name to rename made its new name; a name after `.` (a member, a nested type) is left.
    static func renamed(_ tokens: [Token], _ names: [String: String]) -> [Token] {
        var result = tokens
        for index in result.indices {
            guard case .identifier(let name) = result[index].kind, let new = names[name] else { continue }
            if index > 0, result[index - 1].isPunct(".") || result[index - 1].isPunct("?.") { continue }
            result[index].kind = .identifier(new)
        }
        return result
    }
}
