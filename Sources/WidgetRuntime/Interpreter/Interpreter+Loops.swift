import WidgetLanguage

extension Interpreter {
    /// `for`, `while` and `repeat … while`; `label` is set for `outer: for …`,
    /// so `break outer` / `continue outer` from a nested loop stop here.
    func runLoop(_ statement: Stmt, _ env: Environment, label: String?) throws {
        /// Runs one pass of the body: false when the loop must stop.
        func pass(_ body: [Stmt], _ inner: Environment) throws -> Bool {
            do {
                try exec(body, inner)
            } catch Unwind.breakLoop {
                return false
            } catch Unwind.continueLoop {
            } catch Unwind.breakLabel(let target) where target == label {
                return false
            } catch Unwind.continueLabel(let target) where target == label {
            }
            return true
        }
        switch statement.kind {
        case .forIn(let loop):
            let items = try loopElements(loop.pattern, try eval(loop.sequence, env), at: loop.sequence.range)
            try looping(statement.range) {
                for element in items {
                    let inner = Environment(parent: env)
                    try destructure(loop.pattern, element, inner, at: loop.sequence.range)
                    if let condition = loop.whereClause, try !truth(try eval(condition, inner), condition.range) { continue }
                    if try !pass(loop.body, inner) { break }
                }
            }
        case .while(let condition, let body):
            try looping(statement.range) {
                while try truth(try eval(condition, env), condition.range) {
                    if try !pass(body, env) { break }
                }
            }
        case .whileLet(let conditions, let body):
            try looping(statement.range) {
                while true {
                    let inner = Environment(parent: env)
                    guard try conditionsHold(conditions, inner) else { break }
                    if try !pass(body, inner) { break }
                }
            }
        case .repeat(let body, let condition):
            try looping(statement.range) {
                repeat {
                    if try !pass(body, env) { break }
                } while try truth(try eval(condition, env), condition.range)
            }
        default:
            try exec(statement, env)
        }
    }
}
