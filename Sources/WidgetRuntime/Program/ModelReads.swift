import WidgetLanguage
import WidgetStore

/// Which models a widget file's frames can depend on, and which a write
/// touched: the store keeps a change counter per model (`StateTable`), and a
/// store change reloads a widget only when a counter of a model it reads moved.
///
/// A file reads a model when the model's name appears anywhere outside the
/// declarations that only write or set up data (`intent`, `seed`, `test`,
/// `preview`) and the model declarations themselves: in providers, view
/// bodies, functions, entries, configurations and entity queries, including
/// inside string interpolations. Every query names its model (`ToDo.all`,
/// `find`, `query`, `count`), so this over-approximates, never misses. Records
/// reached through relationships are covered by closing the set over the
/// schema's relationships, in both directions.
enum ModelReads {
    /// The models named outside intents, seeds, tests, previews and model declarations.
    static func mentioned(in program: Program) -> Set<String> {
        let models = Set(program.modelNames)
        guard !models.isEmpty else { return [] }
        var found: Set<String> = []
        for decl in program.tree.declarations {
            switch decl.kind {
            case .model, .intent, .seed, .test, .preview: continue
            default: scan(program.file, from: decl.range.start.offset, to: decl.range.end.offset, models, &found, depth: 0)
            }
        }
        return found
    }

    private static func scan(_ file: SourceFile, from start: Int, to end: Int, _ models: Set<String>,
                             _ found: inout Set<String>, depth: Int) {
        guard depth < 32 else {
            found = models  // interpolations nested that deep: assume everything is read
            return
        }
        var lexer = Lexer(file: file, start: start, end: end)
        for token in lexer.tokenize() {
            switch token.kind {
            case .identifier(let name) where models.contains(name): found.insert(name)
            case .string(let parts):
                for case .interpolation(let from, let to) in parts {
                    scan(file, from: from, to: to, models, &found, depth: depth + 1)
                }
            default: break
            }
        }
    }

    /// `names` and every model connected to one of them by a relationship
    /// (either way): reading a record reads what its relationships lead to,
    /// and deleting one may cascade to or nullify its related records.
    static func closure(_ names: Set<String>, schema: Schema) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var neighbours: [String: Set<String>] = [:]
        for model in schema.models {
            for relationship in model.relationships {
                neighbours[model.name, default: []].insert(relationship.target)
                neighbours[relationship.target, default: []].insert(model.name)
            }
        }
        var result = names
        var queue = Array(names)
        while let name = queue.popLast() {
            for next in neighbours[name] ?? [] where result.insert(next).inserted { queue.append(next) }
        }
        return result
    }
}
