/// Builds the syntax tree from tokens. A syntax error is reported as a
/// diagnostic; the parser then skips to a place it can resume from (the next
/// statement or declaration), so one mistake gives one error.
public struct Parser {
    let file: SourceFile
    /// The tokens, always ending with `endOfFile`, and their codes.
    var list: TokenList
    /// Always a valid index into `list`: it starts at 0 and `advance` never moves past `endOfFile`.
    var position = 0
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Nesting of expressions and blocks inside each other (parentheses, closures,
    /// blocks, arguments), bounded so deep input cannot exhaust the stack.
    var nesting = 0
    static let maxNesting = 150
    /// Depth of the tree being built: nesting plus the links of flat chains
    /// (`a + b + c`, `x.f().g()`, `else if`), which the parser reads in a loop
    /// but which nest the tree one level per link. The checker, interpreter and
    /// printers walk that tree recursively, so its depth is bounded too, far
    /// above any chain a person writes.
    var depth = 0
    static let maxDepth = 1_000
    /// Inside `if`/`while`/`guard`/`switch`/`for` heads, `{` starts the body, not a trailing closure.
    var allowsTrailingClosure = true
    /// Inside a `case` pattern, `let name` binds a name.
    var allowsPatterns = false
    /// Types declared inside another type, lifted to the top level after it (`parseFile`).
    var hoisted: [Decl] = []
    /// Statements read with the one `parseStatement` returned (`let a = 1, b = 2`
    /// is two bindings); its caller appends them after it.
    var pendingStatements: [Stmt] = []
    /// One more than the highest `$n` read in the closure being parsed (see `Closure.anonymousArgumentCount`).
    var anonymousArguments = 0
    /// Properties read with the one `parseMember` returned (`let a, b: Int` is two); its caller appends them after it.
    var pendingMembers: [Member] = []
    /// The `private` and `fileprivate` properties and methods of the type whose members were read last (`SwiftDecl.privateMembers`).
    var privateMembersRead: Set<String> = []
    /// Whether the member `parseSwiftMember` read last was declared `private` or `fileprivate`.
    var lastMemberIsPrivate = false
    /// In a `main.swift`, statements may stand at the top level (Swift's top-level code).
    var allowsTopLevelCode = false
    /// Whether the text is Swift: the `.widget` declaration words (`model`, `view`, …) are then ordinary names.
    var isSwift = false
    /// Array and dictionary types being read (`[`…`]`), where a member type may start the next line.
    var bracketTypeDepth = 0
    /// Types and type aliases declared inside a function body of a Swift file, read
    /// there and declared beside the file's own.
    var localItems: [SwiftItem] = []

    /// The ends of the interpolations its lexers found, given to the parsers of interpolations, and the operators'
    /// precedence groups (see `Lexer.shared`).
    let shared: Lexer.SharedFacts

    /// Inside a `_read`/`_modify` accessor, where `yield value` gives the value (read as `return`).
    var coroutineAccessors = 0

    /// Thrown to unwind to the nearest recovery point; the diagnostic is already recorded.
    struct Failure: Error {}

    public init(file: SourceFile) {
        self.init(file: file, start: 0, end: file.bytes.count)
    }

    /// For the parser of an interpolation's expression: `shared`, what the enclosing parse's
    /// lexers found (the ends of its interpolations, its operators' precedence groups), so they are not looked for
    /// again, and how many interpolations the text is inside, so the lexer's limit on
    /// nesting counts from the file's strings, as the enclosing lexer's did.
    init(file: SourceFile, start: Int, end: Int, shared: Lexer.SharedFacts? = nil) {
        self.file = file
        var lexer = Lexer(file: file, start: start, end: end)
        if let shared {
            lexer.shared = shared
            lexer.interpolationDepth = shared.contentDepths[start] ?? 0
        }
        self.list = TokenList(lexing: &lexer)
        self.diagnostics = lexer.diagnostics
        self.shared = lexer.shared
    }

    /// Parses a whole file. Always returns a tree; check `diagnostics` for errors.
    public static func parse(_ file: SourceFile) -> (WidgetFile, [Diagnostic]) {
        if file.isSwift { return parseModule(file) }
        let (tree, diagnostics) = parseAsWritten(file)
        return (ShortForms.lowered(tree), diagnostics)
    }

    /// A `.widget` file's tree with its short forms as written (`entry`), for the formatter.
    public static func parseAsWritten(_ file: SourceFile) -> (WidgetFile, [Diagnostic]) {
        var parser = Parser(file: file)
        parser.shared.operatorGroups.read(parser.list.tokens)
        let tree = parser.parseFile()
        return (tree, parser.diagnostics)
    }

    // MARK: Tokens

    /// The current token.
    var current: Token { list.tokens[position] }

    /// Whether the token `ahead` places on is the punctuation `punct` (by code, not by string).
    func peekIs(_ punct: StaticString, _ ahead: Int = 1) -> Bool {
        let index = position + ahead
        return index < list.count && list.codes[index] == Parser.code(punct)
    }

    func peek(_ ahead: Int = 1) -> Token {
        let index = position + ahead
        return index < list.count ? list.tokens[index] : list.tokens[list.count - 1]
    }

    var atEnd: Bool { position == list.count - 1 }
    var previousEnd: Int { position > 0 ? list.tokens[position - 1].end : 0 }

    mutating func advance() {
        if position < list.count - 1 { position += 1 }
    }

    func check(_ punct: StaticString) -> Bool { list.codes[position] == Parser.code(punct) }

    /// Whether the current token is `punct`, or an operator that starts with it and
    /// is then split so that it is: where a type ends, Swift reads `>>` as two `>`
    /// (`Array<Set<Int>>`) and `>?` as `>` and `?` (`Array<Int>?`).
    mutating func checkSplitting(_ punct: StaticString) -> Bool {
        if check(punct) { return true }
        guard case .punct(let text) = current.kind, text.utf8.count > punct.utf8CodeUnitCount,
              punct.withUTF8Buffer({ text.utf8.starts(with: $0) }) else { return false }
        list.split(at: position, after: punct.utf8CodeUnitCount)
        return true
    }
    /// Whether the current token is a name that some keyword switch of the parser handles.
    var isKeyword: Bool { list.codes[position] == Parser.keywordCode }

    /// Whether the current token is a name in `reservedWords` (written in backticks or not).
    /// `model` is a word of the `.widget` spelling only; Swift reserves none of those words.
    var isReservedWord: Bool { currentIdentifier.map(isReservedName) ?? false }

    /// Whether the current token is the name `word`, one of `Parser.keywords`.
    func checkKeyword(_ word: String) -> Bool {
        assert(Parser.isKeyword(word), "checkKeyword looks for the names in Parser.keywords")
        return isKeyword && current.isIdentifier(word)
    }

    mutating func consume(_ punct: StaticString) -> Bool {
        guard check(punct) else { return false }
        advance()
        return true
    }

    mutating func consumeKeyword(_ word: String) -> Bool {
        guard checkKeyword(word) else { return false }
        advance()
        return true
    }

    // The texts that describe what was expected are `@autoclosure`s: most are
    // interpolated (`"for the body of view '\(name)'"`), and only an error needs them.

    /// Requires a punctuation token, or reports what was expected instead.
    mutating func expect(_ punct: StaticString, _ context: @autoclosure () -> String) throws {
        guard consume(punct) else {
            throw fail("expected '\(punct)' \(context()), found \(describe(current))")
        }
    }

    mutating func expectIdentifier(_ what: @autoclosure () -> String) throws -> (String, SourceRange) {
        guard let name = currentIdentifier else {
            throw fail("expected \(what()), found \(describe(current))")
        }
        if isReservedWord, !current.isEscaped {
            throw fail("'\(name)' is a keyword and cannot be used as \(what()); write `\(name)` to use it as a name")
        }
        let range = currentRange()
        advance()
        return (name, range)
    }

    func describe(_ token: Token) -> String {
        if case .endOfFile = token.kind { return "end of file" }
        return token.kind.description
    }

    // MARK: Ranges

    func rangeOf(_ token: Token) -> SourceRange { sourceRange(token.start, token.end) }

    /// The current token's name, if it is one.
    var currentIdentifier: String? { current.identifier }

    /// The current token's range.
    func currentRange() -> SourceRange { sourceRange(current.start, current.end) }

    func range(from start: Int) -> SourceRange { sourceRange(start, previousEnd) }

    /// From a location already known (a postfix chain's start) to the end of the previous token.
    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: file.location(ofOffset: max(previousEnd, start.offset)))
    }

    func sourceRange(_ start: Int, _ end: Int) -> SourceRange { file.range(start, end) }

    var currentStart: Int { current.start }

    // MARK: Errors and recovery

    /// Records an error at the current token and returns the unwinding signal.
    mutating func fail(_ message: String) -> Failure {
        fail(message, at: atEnd ? file.range(current.start, current.start) : currentRange())
    }

    mutating func fail(_ message: String, at range: SourceRange) -> Failure {
        report(.error(message, at: range))
        return Failure()
    }

    mutating func report(_ diagnostic: Diagnostic) {
        // One error per place: a second error at the same spot adds nothing.
        // One error per line: a second error on the same line is almost always a consequence of the first.
        if let last = diagnostics.last, last.severity == .error, last.range.start.line == diagnostic.range.start.line { return }
        diagnostics.append(diagnostic)
    }

    /// Guards recursion depth for nested expressions and blocks.
    /// A level that fails is not entered (the caller's `unnest` is not reached).
    mutating func nest() throws {
        if nesting >= Parser.maxNesting {
            throw fail("nesting is too deep (more than \(Parser.maxNesting) levels)")
        }
        if depth >= Parser.maxDepth { throw tooLong() }
        nesting += 1
        depth += 1
    }

    mutating func unnest() {
        nesting -= 1
        depth -= 1
    }

    /// One link of a flat chain (an operator, a call or member, an `else if`):
    /// the tree gets one level deeper, the parser's own stack does not.
    /// The caller takes it back (`depth -= links`) when the chain is done.
    mutating func link() throws {
        depth += 1
        if depth > Parser.maxDepth { throw tooLong() }
    }

    mutating func tooLong() -> Failure {
        fail("this code is too long in one piece (more than \(Parser.maxDepth) operators, calls, 'else if' branches and nested levels in a row); split it with 'let' or a function")
    }

    /// Skips to the start of the next statement: a token on a new line, a `;`, or
    /// the `}` that closes the enclosing block — counting brackets on the way.
    mutating func synchronizeStatement() {
        var depth = 0
        var first = true
        while !atEnd {
            if !first, depth == 0, current.atLineStart { return }
            defer { first = false }
            if check("{") || check("(") || check("[") { depth += 1 }
            if check("}") {
                if depth == 0 { return }
                depth -= 1
            } else if check(")") || check("]") {
                // A stray ')' or ']' at this level is skipped with the rest of the statement.
                depth = max(0, depth - 1)
            }
            if check(";"), depth == 0 { advance(); return }
            advance()
        }
    }

    /// After an error at token index `before`: skips to the next statement and
    /// guarantees progress, so no recovery loop can spin in place.
    mutating func recover(from before: Int) {
        synchronizeStatement()
        if position == before, !check("}"), !atEnd { advance() }
    }

    /// After an error at the top level: on to the next line that starts a
    /// declaration (a word `startsDeclaration` accepts, an attribute, or in Swift a `#` form), at brace depth 0.
    mutating func synchronizeDeclaration(startsDeclaration: (String) -> Bool = { Parser.declarationKeywords.contains($0) }) {
        var depth = 0
        advance()
        while !atEnd {
            if check("{") { depth += 1 }
            if check("}") { depth = max(0, depth - 1) }
            if depth == 0, current.atLineStart {
                if let word = currentIdentifier, startsDeclaration(word) { return }
                if case .attribute = current.kind { return }
                if isSwift, check("#") { return }
            }
            advance()
        }
    }

    static let declarationKeywords: Set<String> = [
        "model", "struct", "enum", "entity", "entry", "provider", "intent", "configuration",
        "view", "widget", "preview", "seed", "source", "let", "var", "func", "permissions", "test",
        "class", "extension", "protocol", "typealias",
    ]

    static let reservedWords: Set<String> = [
        "let", "var", "if", "else", "guard", "switch", "case", "default", "for", "in", "while",
        "return", "throw", "try", "do", "catch", "break", "continue", "true", "false", "nil",
        "func", "static", "struct", "enum", "model",
    ]
}
