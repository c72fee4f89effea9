import WidgetLanguage

extension Checker {
    /// Declarations fewer than this are checked on one thread: starting threads costs more.
    public static let minimumDeclarationsPerThread = 64

    /// Checks the declarations at `indices`, in order, or in parallel parts (see `inParts`).
    func checkDeclarations(_ indices: [Int], parallelism: Int, minimumPerThread: Int) {
        _ = inParts(indices, parallelism: parallelism, minimumPerThread: minimumPerThread,
                    merge: { providerEntries.merge($0.providerEntries) { _, new in new } }) { checker, index in
            checker.checkDeclaration(checker.tree.declarations[index])
        }
    }

    /// `body` for each declaration index in `indices`, in order, or in up to
    /// `parallelism` contiguous parts at once, each on a copy of this checker;
    /// the results come back in the order of `indices`.
    ///
    /// `body` may read the symbols and change only the checker it is given (its
    /// diagnostics, its provider entries, which `merge` takes, its date literal
    /// cache and its suggestion budget) and the `TypeSymbol` of the one
    /// declaration it is given. The parts' diagnostics are taken in order, as
    /// one thread would have made them. The budget is shared by the whole file:
    /// a part that asked for suggestions after an earlier part spent some is run
    /// again here, on the budget that is really left (so running `body` again
    /// must give the same result).
    func inParts<T>(_ indices: [Int], parallelism: Int, minimumPerThread: Int,
                    merge: (Checker) -> Void = { _ in }, _ body: (Checker, Int) -> T) -> [T] {
        let parts = min(parallelism, indices.count / max(1, minimumPerThread))
        guard parts > 1 else { return indices.map { body(self, $0) } }
        let workers = (0..<parts).map { _ in copyForDeclarations() }
        let bounds = (0...parts).map { indices.count * $0 / parts }
        var results = Parallel.map(parts) { part in
            indices[bounds[part]..<bounds[part + 1]].map { body(workers[part], $0) }
        }
        let budget = suggestionBudget
        for (part, worker) in workers.enumerated() {
            let spentBefore = budget - suggestionBudget
            if spentBefore > 0, worker.suggestionRequests > 0 {
                results[part] = indices[bounds[part]..<bounds[part + 1]].map { body(self, $0) }
                continue
            }
            diagnostics += worker.diagnostics
            merge(worker)
            suggestionBudget -= budget - worker.suggestionBudget
            suggestionRequests += worker.suggestionRequests
        }
        return results.flatMap { $0 }
    }

    /// A checker with this one's symbols and provider entries, and no diagnostics.
    func copyForDeclarations() -> Checker {
        let copy = Checker(tree: tree, registry: registry)
        copy.symbols = symbols
        copy.providerEntries = providerEntries
        copy.suggestionBudget = suggestionBudget
        copy.providerConfigurations = providerConfigurations
        copy.firstWidgetName = firstWidgetName
        return copy
    }
}
