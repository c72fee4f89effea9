/// The `objects` table of a `project.pbxproj`: every object by its id, each a
/// dictionary with an `isa` saying what it is (`PBXNativeTarget`, `PBXGroup`, …).
struct ProjectObjects {
    let table: [String: [String: PropertyList]]

    init(_ table: [String: PropertyList]) {
        self.table = table.compactMapValues(\.dictionary)
    }

    func object(_ id: String) -> [String: PropertyList]? { table[id] }

    func isa(_ id: String) -> String? { table[id]?["isa"]?.string }

    func string(_ id: String, _ key: String) -> String? { table[id]?[key]?.string }

    /// The ids an object lists under `key` (`children`, `files`, `buildPhases`, …).
    func ids(_ id: String, _ key: String) -> [String] { table[id]?[key]?.strings ?? [] }

    /// The ids of every object of one kind, sorted (for a stable order).
    func ids(ofKind isa: String) -> [String] {
        table.keys.filter { table[$0]?["isa"]?.string == isa }.sorted()
    }
}
