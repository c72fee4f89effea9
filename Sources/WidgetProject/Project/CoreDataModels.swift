import Foundation

/// The entities of a target's Core Data models whose classes Xcode generates (`codeGenerationType` "class" or
/// "category"): code that uses such a class (`SavedLocation`, `City`) uses Core Data, which Widgetry does not
/// have, and is told so by name instead of meeting an unknown type. Every version of a versioned model
/// (`Model.xcdatamodeld/Model 2.xcdatamodel/contents`) is read; a model that cannot be read gives none.
public enum CoreDataModels {
    /// Each generated class's name, with the model file it comes from.
    public static func generatedClasses(in models: [String]) -> [String: String] {
        var classes: [String: String] = [:]
        for model in models {
            for contents in contentsFiles(of: model) {
                guard let data = FileManager.default.contents(atPath: contents), let text = String(data: data, encoding: .utf8) else { continue }
                for name in entityClasses(inContents: text) where classes[name] == nil { classes[name] = ProjectPath.name(model) }
            }
        }
        return classes
    }

    /// The `contents` files of a model: its own, or those of each version inside a `.xcdatamodeld`.
    static func contentsFiles(of model: String) -> [String] {
        if ProjectPath.fileExtension(model) == "xcdatamodel" { return [ProjectPath.join(model, "contents")] }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: model)) ?? []
        return versions.filter { ProjectPath.fileExtension($0) == "xcdatamodel" }.sorted().map { ProjectPath.join(ProjectPath.join(model, $0), "contents") }
    }

    /// The class names of the entities whose classes Xcode generates, from a model's XML: `<entity name="City"
    /// representedClassName="City" codeGenerationType="class">`.
    static func entityClasses(inContents text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "<entity ") {
            rest = rest[start.upperBound...]
            let tag = rest.prefix { $0 != ">" }
            let generation = attribute("codeGenerationType", in: tag)
            guard generation == "class" || generation == "category",
                  let written = attribute("representedClassName", in: tag) ?? attribute("name", in: tag) else { continue }
            // `.NoteTagObject`: a class of the current module.
            let name = written.hasPrefix(".") ? String(written.dropFirst()) : written
            if !name.isEmpty { names.append(name) }
        }
        return names
    }

    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return String(value)
    }
}
