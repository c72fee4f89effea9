enum Token { case number(Int), op(Character), paren(open: Bool) }
enum Node { case token(Token), pair(Token, Token) }
func classify(_ node: Node) -> String {
    switch node {
    case .token(.number(let n)) where n < 0: return "negative"
    case .token(.number): return "number"
    case .token(.op("+")), .token(.op("-")): return "additive"
    case .pair(.paren(open: true), .paren(open: false)): return "empty parens"
    case .pair(let a, .number(0)): return "\(a) then zero"
    case .token, .pair: return "other"
    }
}
