/// Declarations a file keeps to itself. `private enum CodingKeys` at the top level of two files of one module
/// is two types, each seen by its own file (Swift's file scope). The module's names are one table, so a
/// file-private type whose name another file's top-level type has too is made a type nested in the first
/// type the same file declares (or extends): its own file's code, which is that type's code, finds it by its
/// name, as nested types are found (`ServerDate.CodingKeys`), and the other file's does not.
enum SwiftFileScope {
    static func nestingFilePrivateTypes(_ files: [[SwiftItem]]) -> [SwiftItem] {
        var counts: [String: Int] = [:]
        for file in files {
            for case .type(let decl) in file where decl.kind != .extensionDecl { counts[decl.name, default: 0] += 1 }
        }
        guard counts.values.contains(where: { $0 > 1 }) else { return files.flatMap { $0 } }
        return files.flatMap { file -> [SwiftItem] in
            let hidden = file.compactMap { item -> SwiftDecl? in
                guard case .type(let decl) = item, decl.isFilePrivate, counts[decl.name, default: 0] > 1 else { return nil }
                return decl
            }
            // The owner: the file's first type that is not one of those, else its first extension.
            guard !hidden.isEmpty, let ownerIndex = file.firstIndex(where: { item in
                guard case .type(let decl) = item else { return false }
                return decl.kind != .extensionDecl && !hidden.contains { $0.name == decl.name }
            }) ?? file.firstIndex(where: { if case .type(let decl) = $0 { decl.kind == .extensionDecl } else { false } }),
                  case .type(var owner) = file[ownerIndex] else { return file }
            owner.members += hidden.map { .nested($0) }
            var result: [SwiftItem] = []
            for (index, item) in file.enumerated() {
                if index == ownerIndex { result.append(.type(owner)); continue }
                if case .type(let decl) = item, decl.isFilePrivate, hidden.contains(where: { $0.name == decl.name }) { continue }
                result.append(item)
            }
            return result
        }
    }
}
