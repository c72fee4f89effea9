import WidgetLanguage

extension Checker {
    /// Declarations fewer than this are checked on one thread: starting threads costs more.
    public static let minimumDeclarationsPerThread = 64

    /// Checks the declarations at `indices`, in order, or in up to `parallelism`
    /// contiguous parts at once, each on a copy of this checker.
    ///
    /// Once the symbols are collected, checking one declaration reads them and
    /// changes only the diagnostics, the provider entries (when checking
    /// providers), the date literal cache and the suggestion budget. The parts'
    /// diagnostics and provider entries are taken in order, as one thread would
    /// have made them. The budget is shared by the whole file: a part that asked
    /// for suggestions after an earlier part spent some is checked again here,
    /// on the budget that is really left.
    func checkDeclarations(_ indices: [Int], parallelism: Int, minimumPerThread: Int) {
        let parts = min(parallelism, indices.count / max(1, minimumPerThread))
        guard parts > 1 else {
            for index in indices { checkDeclaration(tree.declarations[index]) }
            return
        }
        let workers = (0..<parts).map { _ in copyForDeclarations() }
        let bounds = (0...parts).map { indices.count * $0 / parts }
        _ = Parallel.map(parts) { part in
            let worker = workers[part]
            for index in indices[bounds[part]..<bounds[part + 1]] { worker.checkDeclaration(worker.tree.declarations[index]) }
            return 0
        }
        let budget = suggestionBudget
        for (part, worker) in workers.enumerated() {
            let spentBefore = budget - suggestionBudget
            if spentBefore > 0, worker.suggestionRequests > 0 {
                for index in indices[bounds[part]..<bounds[part + 1]] { checkDeclaration(tree.declarations[index]) }
                continue
            }
            diagnostics += worker.diagnostics
            providerEntries.merge(worker.providerEntries) { _, new in new }
            suggestionBudget -= budget - worker.suggestionBudget
            suggestionRequests += worker.suggestionRequests
        }
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
