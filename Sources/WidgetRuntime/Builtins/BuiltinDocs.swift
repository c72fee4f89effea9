import WidgetLanguage

/// docs/apple-api.md, written from the registry: every view, modifier,
/// function and built-in type member a widget may call, with its status.
/// A test keeps the committed file equal to this text.
public enum BuiltinDocs {
    public static func markdown(_ registry: BuiltinRegistry = .standard) -> String {
        var lines = [
            "# Apple APIs in Widgetry",
            "",
            "Generated from the table of built-ins (`Sources/WidgetRuntime/Builtins`); do not edit by hand:",
            "`WIDGETRY_RECORD=1 swift test --filter BuiltinTableTests` rewrites it. The checker accepts exactly",
            "these forms and the interpreter runs them. *Status* is empty where Widgetry computes what Swift",
            "computes; otherwise it says how a terminal approximates it.",
            "",
        ]
        func table(_ title: String, _ rows: [(String, String, String)]) {
            lines += ["## \(title)", "", "| API | Result | Status |", "| --- | --- | --- |"]
            lines += rows.map { "| `\($0.0)` | \($0.1) | \($0.2) |" }
            lines.append("")
        }
        func callables(_ table: [String: BuiltinCallable], prefix: String = "") -> [(String, String, String)] {
            table.keys.sorted().compactMap { table[$0] }.flatMap { callable in
                callable.overloads.map { (prefix + $0.typedDisplay(callable.name), callable.result.documentedName, callable.note) }
            }
        }
        table("Views", callables(registry.views))
        table("Modifiers", callables(registry.modifiers.mapValues(\.callable), prefix: "."))
        table("Functions", callables(registry.functions.filter { registry.sources[$0.key] == nil }))
        table("Data sources", registry.sources.keys.sorted().map { ("\($0)(…)", "Source", "see docs/sources.md") })
        for name in registry.types.keys.sorted() {
            guard let type = registry.types[name], !type.allMembers.isEmpty else { continue }
            var rows: [(String, String, String)] = []
            for member in type.allMembers {
                let owner = member.isStatic ? name : (member.kind == .initializer ? "" : name.lowercasedFirst)
                switch member.kind {
                case .property, .staticProperty:
                    rows.append(("\(owner).\(member.name)", member.result.documentedName, member.note))
                case .initializer:
                    rows += member.overloads.map { ($0.typedDisplay(name), member.result.documentedName, member.note) }
                case .method, .staticMethod:
                    rows += member.overloads.map { ($0.typedDisplay("\(owner).\(member.name)"), member.result.documentedName, member.note) }
                }
            }
            table("`\(name)`", rows)
        }
        lines += ["## Not available", "",
                  "No faithful local equivalent exists for these; each use is one check-time error at the name that says what to use instead.",
                  "", "| API family | Names | Instead |", "| --- | --- | --- |"]
        lines += UnavailableAPIs.documentation.map { family in
            "| \(family.what) | \(family.names.map { "`\($0)`" }.joined(separator: ", ")) | \(family.instead.replacingOccurrences(of: "|", with: "\\|")) |"
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
