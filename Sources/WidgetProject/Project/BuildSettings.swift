import Foundation

/// A target's build settings, each layer over the one before: the project's
/// configuration file (`.xcconfig`), the project's settings, the target's
/// configuration file, the target's settings (of the configuration named by
/// `preferring` when the list has it, else the list's `defaultConfigurationName`,
/// else the first). `$(VAR)` and
/// `${VAR}` are expanded from the settings themselves and the few paths a
/// project knows (`SRCROOT`, `PROJECT_DIR`, `TARGET_NAME`).
struct BuildSettings {
    private(set) var values: [String: PropertyList] = [:]

    /// Settings given as they are, already layered (a project spec's).
    init(values: [String: PropertyList]) {
        self.values = values
    }

    init(target: String?, project: String?, objects: ProjectObjects, tree: GroupTree, scope: ReadScope, base: [String: String],
         preferring preferred: String? = nil) {
        for (key, value) in base { values[key] = .string(value) }
        for list in [project, target].compactMap({ $0 }) {
            guard let configuration = Self.configuration(list, objects, preferring: preferred) else { continue }
            if let file = Self.configurationFile(of: configuration, objects: objects, tree: tree) {
                for (key, value) in ConfigurationFile.settings(at: file, scope: scope) { values[key] = value }
            }
            for (key, value) in objects.object(configuration)?["buildSettings"]?.dictionary ?? [:] { values[key] = value }
        }
    }

    /// The `.xcconfig` a configuration is based on: a file reference (`baseConfigurationReference`),
    /// or a path from a group (Xcode 16's `baseConfigurationReferenceAnchor` and `…RelativePath`).
    private static func configurationFile(of configuration: String, objects: ProjectObjects, tree: GroupTree) -> String? {
        if let reference = objects.string(configuration, "baseConfigurationReference") { return tree.path(of: reference) }
        guard let relative = objects.string(configuration, "baseConfigurationReferenceRelativePath") else { return nil }
        let anchor = objects.string(configuration, "baseConfigurationReferenceAnchor").flatMap { tree.path(of: $0) }
        return anchor.map { ProjectPath.join($0, relative) }
    }

    private static func configuration(_ list: String, _ objects: ProjectObjects, preferring preferred: String?) -> String? {
        let configurations = objects.ids(list, "buildConfigurations")
        if let preferred, let named = configurations.first(where: { objects.string($0, "name") == preferred }) { return named }
        if let name = objects.string(list, "defaultConfigurationName"),
           let named = configurations.first(where: { objects.string($0, "name") == name }) { return named }
        return configurations.first
    }

    /// A setting's text with variables expanded; nil when not set.
    func string(_ key: String) -> String? {
        guard let value = values[key] else { return nil }
        let text = value.string ?? value.strings.joined(separator: " ")
        return expand(text, depth: 0)
    }

    func bool(_ key: String) -> Bool { values[key]?.bool ?? false }

    /// A text with the settings' variables expanded (`$(PRODUCT_BUNDLE_IDENTIFIER)` in an Info.plist's value).
    func expanded(_ text: String) -> String { expand(text, depth: 0) }

    /// `$(NAME)`, `${NAME}` and `$(NAME:modifier)` replaced by the setting's value (an unknown one
    /// by nothing), at most a few levels deep.
    private func expand(_ text: String, depth: Int) -> String {
        guard text.contains("$"), depth < 8 else { return text }
        var result = ""
        var rest = text[...]
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result += "$"
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else {
                result += rest
                return result
            }
            var name = String(rest[rest.index(after: after)..<end])
            if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }
            if name != "inherited", let value = values[name] {
                result += expand(value.string ?? value.strings.joined(separator: " "), depth: depth + 1)
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
