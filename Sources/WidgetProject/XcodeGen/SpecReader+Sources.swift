/// A target's `sources:`: a path, a list of paths, or of mappings
/// (`{path: Widget, excludes: ["**/*.md"], includes: […], optional: true,
/// type: folder, buildPhase: resources}`). A folder gives every file under it,
/// as the groups generated for it hold them (asset catalogs, `.strings` and
/// `.intentdefinition` files too); `excludes` and `includes` are globs from
/// the folder.
extension SpecReader {
    /// Source entries read per target at most, and `excludes`/`includes` patterns per entry.
    static let maxSourceEntries = 1_000
    static let maxPatterns = 1_000

    /// Adds the files of the target's `sources:`; gives the first folder they name.
    func addSources(of target: Target, to files: inout TargetFiles, notes: inout [String]) -> String? {
        let path = ["targets", target.key, "sources"]
        var entries: [(value: YAMLValue, place: [String])] = []
        switch target.value["sources"] {
        case .list(let items)?: entries = items.enumerated().map { ($1, path + [String($0)]) }
        case .string?, .map?: entries = [(target.value["sources"] ?? .null, path)]
        case .null?, nil: return nil
        }
        if entries.count > Self.maxSourceEntries {
            notes.append("\(at(path)): more than \(Self.maxSourceEntries) sources; the rest are not read")
            entries = Array(entries.prefix(Self.maxSourceEntries))
        }
        var firstFolder: String?
        for entry in entries {
            if let folder = addSource(entry.value, at: entry.place, to: &files, notes: &notes), firstFolder == nil { firstFolder = folder }
        }
        return firstFolder
    }

    /// One entry's files; gives its folder when it names one.
    private func addSource(_ entry: YAMLValue, at place: [String], to files: inout TargetFiles, notes: inout [String]) -> String? {
        var written: String?
        var excludes: [String] = [], includes: [String] = []
        var optional = false
        var type: String?, phase: String?
        switch entry {
        case .string(let path):
            written = path
        case .map(let map):
            written = map["path"]?.string
            excludes = Self.strings(map["excludes"])
            includes = Self.strings(map["includes"])
            optional = map["optional"]?.bool ?? false
            type = map["type"]?.string
            phase = map["buildPhase"]?.string ?? map["buildPhase"]?.map?.keys.sorted().first
        default:
            notes.append("\(at(place)): a source should be a path or a mapping with 'path:'")
            return nil
        }
        guard let written, !written.isEmpty else {
            notes.append("\(at(place)): a source without a 'path'")
            return nil
        }
        guard !written.contains("${"), !written.contains("$(") else {
            notes.append("\(at(place)): the source path '\(written)' names a variable, which is not read; the source is left out")
            return nil
        }
        let full = ProjectPath.join(folder, written)
        guard scope.allows(full) else {
            notes.append(scope.outside(full))
            return nil
        }
        guard FolderWalk.exists(full) else {
            if !optional { notes.append("\(at(place)): the source \(written) is not on disk") }
            return nil
        }
        let isFolder = FolderWalk.isFolder(full) && FileKind(path: full) != .bundle && FileKind(path: full) != .assetCatalog
        if type == "folder" {
            notes.append("\(at(place)): \(written) is a folder reference: its files are copied into the bundle as they are, not compiled")
            return nil
        }
        // `buildPhase: resources` compiles no Swift; `none`, `copyFiles`, `headers`, … put nothing in the target.
        let compiled: Bool
        switch phase {
        case nil, "sources"?: compiled = true
        case "resources"?: compiled = false
        default: return isFolder ? full : nil
        }
        func add(_ path: String) {
            if compiled || FileKind(path: path) != .swift { files.add(path) }
        }
        guard isFolder else {
            add(full)
            return nil
        }
        if excludes.count + includes.count > 2 * Self.maxPatterns {
            notes.append("\(at(place)): more than \(Self.maxPatterns) patterns; the rest are not read")
        }
        let excluded = excludes.prefix(Self.maxPatterns).map(Glob.init)
        let kept = includes.prefix(Self.maxPatterns).map(Glob.init)
        let walked = walk.items(in: full)
        notes += walked.problems
        for item in walked.items {
            if excluded.contains(where: { $0.matches(item) }) { continue }
            if !kept.isEmpty, !kept.contains(where: { $0.matches(item) }) { continue }
            add(ProjectPath.join(full, item))
        }
        return full
    }

    /// A list of strings, or one string as a list of one.
    static func strings(_ value: YAMLValue?) -> [String] {
        value?.list?.compactMap(\.string) ?? value?.string.map { [$0] } ?? []
    }
}
