/// Names: plain, in backticks, `$`-prefixed, `@` attributes, and what `#` starts.
extension Lexer {
    /// A name from `index`, which holds an identifier head: letters, digits, `_`,
    /// `$` and combining marks of any script (`café`, `温度`, `😀`).
    mutating func lexIdentifier() -> String {
        let start = index
        while let (scalar, length) = decodeScalar(at: index), LexicalCharacters.isIdentifierCharacter(scalar) {
            index += length
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `$0`, `$1` (a closure's anonymous arguments), or a `$`-prefixed name
    /// (`$binding`, a property wrapper's projection; `$0abc` too, as Swift reads it).
    mutating func lexDollar() -> Token.Kind {
        let start = index
        index += 1
        let nameStart = index
        while let (scalar, length) = decodeScalar(at: index), LexicalCharacters.isIdentifierCharacter(scalar) {
            index += length
        }
        let name = bytes[nameStart..<index]
        if name.isEmpty {
            error("expected a number or a name after '$' (as in $0 or $binding)", start, index)
            return .dollar(0)
        }
        guard name.allSatisfy(isDigit) else { return .identifier(String(decoding: bytes[start..<index], as: UTF8.self)) }
        guard let number = Int(asciiDigits: name) else {
            error("'$\(String(decoding: name, as: UTF8.self))' is too large for an anonymous argument", start, index)
            return .dollar(0)
        }
        return .dollar(number)
    }

    /// `@Parameter`, `@MainActor`: nil (after an error) for an `@` without a name.
    mutating func lexAttribute() -> Token.Kind? {
        let start = index
        index += 1
        guard let scalar = scalar(at: index), LexicalCharacters.isIdentifierHead(scalar) else {
            error("expected an attribute name after '@'", start, index)
            return nil
        }
        return .attribute(lexIdentifier())
    }

    /// `` `default` ``, `` `class` ``: a keyword used as a name. Any characters but a
    /// backtick or a line break may stand between the backticks (`` `a name` ``).
    mutating func lexEscapedName() -> Token.Kind {
        let start = index
        index += 1
        let nameStart = index
        while index < limit, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if peek() == UInt8(ascii: "`") { index += 1 } else {
            error("unterminated escaped identifier; add a closing '`'", start, index)
        }
        if name.isEmpty {
            error("a name in backticks must not be empty, as in `default`", start, index)
        }
        return .identifier(name.isEmpty ? "_" : name)
    }

    /// `#` and what it starts: a raw string (`#"…"#`, any number of `#`), a regex
    /// literal (`#/…/#`), or the `#` of `#if`, `#Preview`, `#available`, read by
    /// the parser with the name after it. A run of `#` before anything else is one
    /// token (and no pound word).
    mutating func lexPound() -> Token.Kind {
        let start = index
        var pounds = 0
        while start + pounds < limit, bytes[start + pounds] == UInt8(ascii: "#") { pounds += 1 }
        switch peek(pounds) {
        case UInt8(ascii: "\""):
            index += pounds
            return .string(lexString(pounds: pounds))
        case UInt8(ascii: "/"):
            return lexExtendedRegex(pounds: pounds)
        default:
            index += pounds
            return .punct(String(repeating: "#", count: pounds))
        }
    }
}
