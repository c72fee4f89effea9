/// `#available(iOS 17, *)` (true: Widgetry is iOS 17), `#unavailable(…)` (false), `#colorLiteral(…)`, `#imageLiteral(…)`,
/// `#Predicate<T> { … }` (its closure, compiled to SQL where a query takes it), `#bundle` (`Bundle.main`).
extension Parser {
    mutating func parsePoundExpression() throws -> Expr {
        let start = currentStart
        advance()  // #
        guard let name = currentIdentifier, !current.spaceBefore else {
            throw fail("expected a name after '#', as in #available(iOS 17, *)")
        }
        advance()
        switch name {
        case "available", "unavailable":
            guard check("(") else { throw fail("expected '(' after '#\(name)'") }
            skipBalanced()
            return Expr(.bool(name == "available"), range(from: start))
        case "Predicate":
            // `#Predicate<Item> { item in … }`: the parameter is typed `Item`, which names the model.
            var model: TypeRef?
            if check("<"), let name = peek().identifier, peekIs(">", 2) { model = TypeRef(.named(name), sourceRange(peek().start, peek().end)) }
            skipGenericClause()
            guard check("{") else { throw fail("expected '{' after '#Predicate'") }
            var closure = try parseClosure()
            if let model, closure.parameters.count == 1, closure.parameters[0].type == nil { closure.parameters[0].type = model }
            if let model, closure.parameters.isEmpty { closure = Parser.namingAnonymousArgument(closure, model) }
            return Expr(.closure(closure), range(from: start))
        case "selector":
            // `#selector(changed(_:))`, `#selector(Watcher.ping)`: the method's name, which
            // `addObserver(_:selector:name:object:)` calls on the observer by name.
            guard check("(") else { throw fail("expected '(' after '#selector'") }
            advance()
            var name = ""
            var depth = 0
            while !atEnd, depth > 0 || !check(")") {
                if check("(") { depth += 1 } else if check(")") { depth -= 1 }
                if depth == 0, let word = currentIdentifier, word != "getter", word != "setter" { name = word }
                advance()
            }
            guard check(")") else { throw fail("expected ')' to end '#selector'") }
            advance()
            return Expr(.string([.text(name)]), range(from: start))
        case "colorLiteral":
            // `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`: the colour literal, a `UIColor` on iOS
            // (a `Color` where one is expected), made by the arguments that follow.
            return Expr(.identifier("UIColor"), range(from: start))
        case "imageLiteral":
            // `#imageLiteral(resourceName: "sample")`: the image of that name in the target's assets, a `UIImage` on iOS;
            // one the assets do not have is the empty image (Xcode's literal names an image that is there).
            guard check("(") else { throw fail("expected '(' after '#imageLiteral'") }
            let arguments = try parseArguments(closing: ")")
            let whole = range(from: start)
            guard let name = arguments.first(where: { $0.label == "resourceName" }) else {
                throw fail("#imageLiteral takes resourceName:, as in #imageLiteral(resourceName: \"photo\")")
            }
            let image = Expr(.identifier("UIImage"), whole)
            let named = Expr(.call(callee: image, arguments: [Argument(label: "named", value: name.value)], trailingClosures: []), whole)
            let empty = Expr(.call(callee: image, arguments: [], trailingClosures: []), whole)
            return Expr(.parenthesized(Expr(.binary(op: "??", lhs: named, rhs: empty), whole)), whole)
        case "bundle":
            // `#bundle` (Foundation's macro): the bundle of the code's module, the widget's own here, `Bundle.main`.
            let whole = range(from: start)
            return Expr(.member(base: Expr(.identifier("Bundle"), whole), name: "main", nameRange: whole), whole)
        case "file", "fileID", "filePath", "function":
            return Expr(.string([.text(file.path)]), range(from: start))
        case "line":
            return Expr(.integer(file.location(ofOffset: start).line), range(from: start))
        case "column":
            return Expr(.integer(file.location(ofOffset: start).column), range(from: start))
        default:
            // Any other macro (`#URL("…")`, `#selector(f)`, `#externalMacro(…)`): a call of the
            // name `#name`, its arguments read by the postfix that follows; the checker says
            // which macros Widgetry expands.
            return Expr(.identifier("#\(name)"), range(from: start))
        }
    }
}

extension Parser {
    /// `#Predicate<Day> { $0.done }`: the closure with its one parameter named and typed (`$0: Day`), so the
    /// model it filters is known wherever the closure goes; `$0` in a closure inside it is that closure's own.
    static func namingAnonymousArgument(_ closure: Closure, _ model: TypeRef) -> Closure {
        var named = closure
        let name = "$0"
        named.parameters = [Closure.Parameter(name: name, type: model, range: model.range)]
        named.body = SyntaxRewriter(expression: { expr in
            switch expr.kind {
            case .closure: return expr
            case .anonymousArgument(0): return Expr(.identifier(name), expr.range)
            default: return nil
            }
        }).rewrite(closure.body)
        return named
    }
}
