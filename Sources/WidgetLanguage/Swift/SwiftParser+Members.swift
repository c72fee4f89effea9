/// Swift types and their members. The members are read by the shared
/// `parseMember` (properties, computed properties, functions, initialisers,
/// cases, type aliases, as `.widget` types have them too); a nested type is read
/// here, so that it is lowered by its conformances like a top-level one.
extension Parser {
    mutating func parseSwiftType(attributes: [Attribute], start: Int) throws -> SwiftDecl {
        let keyword = currentIdentifier ?? "struct"
        advance()
        let kind = SwiftDecl.Kind(rawValue: keyword) ?? .structure
        var name: String, nameRange: SourceRange
        var written: TypeRef?
        if kind == .extensionDecl, currentIdentifier == nil {
            // `extension [Person]`, `extension [String: Int]`, `extension Int?`: the type's own name.
            let type = try parseMemberType()
            (name, nameRange) = (Parser.extendedTypeName(type), type.range)
            written = type
        } else {
            (name, nameRange) = try expectIdentifier("a \(keyword) name")
            // `extension Provider.Entry`, `extension View where …`.
            while consume(".") { name += "." + (try expectIdentifier("a type name").0) }
            // `extension Swift.Double`, `extension SwiftUI.Color`, `extension Models.Visibility` (a local package compiled in): the
            // type, qualified by the module it comes from.
            // (`Swift.` stays until the module's own type names are known: `extension Swift.Dictionary` beside the module's
            // `struct Dictionary` is the standard library's, `SwiftLowering.collect`.)
            if kind == .extensionDecl, let dot = name.firstIndex(of: "."), SwiftModules.isProvided(String(name[..<dot])),
               name[..<dot] != "Swift" {
                name = String(name[name.index(after: dot)...])
            }
            // `extension Int? { … }`: an extension of Optional.
            if check("?"), !current.spaceBefore {
                advance()
                name = "Optional"
            }
        }
        let generics = skipGenericClause()
        let conformances = try parseConformances(selfConstraints: kind == .protocolDecl)
        let frameworkConformances = shared.frameworkConformances
        let elementConstraint = kind == .extensionDecl ? shared.whereElementConstraint : nil
        let selfType = kind == .extensionDecl ? shared.whereSelfType : nil
        let selfConformances = kind == .extensionDecl ? shared.whereSelfConformances : []
        let constrained = kind == .extensionDecl && shared.sawWhereClause
        let elementConformances = kind == .extensionDecl ? shared.whereElementConformances : nil
        var members = try parseSwiftMembers(of: name, context: kind == .protocolDecl ? "protocol" : kind == .enumeration ? "enum" : "struct")
        let privateMembers = privateMembersRead
        // `extension Describable where Self: Priced { var summary … }`: members only of the types that are both.
        if !selfConformances.isEmpty { members = members.map { Parser.constrained($0, to: selfConformances) } }
        // `static let mock: Self = [.init(…)]` in `extension [Step]`: `Self` is `[Step]`, whose elements `.init(…)` makes.
        if let written { members = members.map { Parser.withSelf(written, in: $0) } }
        // `extension ShapeStyle where Self == Tinted { static func tinted(…) -> Self { .init(…) } }`: `Self` is `Tinted`.
        if let selfType { members = members.map { Parser.withSelfType(selfType, in: $0) } }
        var decl = SwiftDecl(kind: kind, name: name, nameRange: nameRange, range: range(from: start), attributes: attributes,
                             conformances: conformances, members: members, genericParameters: generics)
        decl.elementConstraint = elementConstraint
        decl.hasWhereClause = constrained
        decl.elementConformances = elementConformances
        decl.frameworkConformances = frameworkConformances
        decl.privateMembers = privateMembers
        if case .named(let selfName)? = selfType?.kind { decl = decl.rewritingMemberBodies(Parser.selfRewriter(selfName)) }
        return decl
    }

    /// A member of `extension P where Self: Q`, marked with the protocols its types must also conform to.
    static func constrained(_ member: SwiftMember, to protocols: [String]) -> SwiftMember {
        switch member {
        case .computed(var property):
            property.selfConstraints = protocols
            return .computed(property)
        case .function(var function):
            function.selfConstraints = protocols
            return .function(function)
        default:
            return member
        }
    }

    /// A member whose written type is `Self`, with the type an extension of a written type (`[Step]`) extends.
    static func withSelf(_ written: TypeRef, in member: SwiftMember) -> SwiftMember {
        switch member {
        case .field(var field) where field.type?.kind == .named("Self"):
            field.type = TypeRef(written.kind, field.type?.range ?? written.range)
            return .field(field)
        case .computed(var property) where property.type?.kind == .named("Self"):
            property.type = TypeRef(written.kind, property.type?.range ?? written.range)
            return .computed(property)
        default:
            return member
        }
    }

    /// A member of `extension P where Self == T`: its written `Self` (a function's result too) is `T` (its code: `selfRewriter`).
    static func withSelfType(_ type: TypeRef, in member: SwiftMember) -> SwiftMember {
        let member = withSelf(type, in: member)
        guard case .function(var function) = member, function.returnType?.kind == .named("Self") else { return member }
        function.returnType = TypeRef(type.kind, function.returnType?.range ?? type.range)
        return .function(function)
    }

    /// The code of a member of `extension P where Self == T`: `Self(…)` and `Self.x` name `T`, and `.init(…)` makes a `T`.
    static func selfRewriter(_ name: String) -> SyntaxRewriter {
        SyntaxRewriter(after: { expr in
            switch expr.kind {
            case .identifier("Self"): return Expr(.identifier(name), expr.range)
            case .call(let callee, let arguments, let trailing) where callee.kind == .implicitMember(name: "init"):
                return Expr(.call(callee: Expr(.identifier(name), callee.range), arguments: arguments, trailingClosures: trailing), expr.range)
            default: return expr
            }
        })
    }

    mutating func parseSwiftMembers(of typeName: String, context: String) throws -> [SwiftMember] {
        var privates: Set<String> = []
        let members = try parseMemberList(body: "the body of '\(typeName)'", unclosed: "the '{' of '\(typeName)' is never closed; add '}' at its end") { parser in
            let member = try parser.parseSwiftMember(of: typeName, context: context)
            defer { parser.pendingMembers = [] }
            var members = member.map { [$0] } ?? []
            for case .field(let field) in parser.pendingMembers { members.append(.field(field)) }
            if parser.lastMemberIsPrivate {
                for member in members {
                    switch member {
                    case .field(let field): privates.insert(field.name)
                    case .computed(let property): privates.insert(property.name)
                    case .function(let function): privates.insert(function.name)
                    default: break
                    }
                }
            }
            return members
        }
        privateMembersRead = privates
        return members
    }

    mutating func parseSwiftMember(of typeName: String, context: String) throws -> SwiftMember? {
        let start = currentStart
        let saved = position
        // A nested type: its attributes and modifiers, then `struct`/`class`/`enum`/….
        let attributes = parseAttributes()
        let isPrivate = startsWithPrivateModifier()
        lastMemberIsPrivate = isPrivate
        _ = skipSwiftModifiers()
        // (`class override func`, `class final var`: `class` is then a modifier of the member.)
        if let word = currentIdentifier, ["struct", "class", "enum", "extension", "protocol", "actor"].contains(word), let next = peek().identifier,
           word != "class" || !(Parser.memberModifiers.contains(next) || ["func", "var", "let", "subscript"].contains(next)) {
            var nested = try parseSwiftType(attributes: attributes, start: start)
            // `private enum Key` in `extension UserDefaults`: seen by this file's code alone (`SwiftModuleNames.privateNestedRenames`).
            nested.isFilePrivate = isPrivate
            return .nested(nested)
        }
        position = saved
        switch try parseMember(in: context) {
        case .field(let field): return .field(field)
        case .computed(let property): return .computed(property)
        case .function(let function): return .function(function)
        case .initializer(let initializer): return .initializer(initializer)
        case .cases(let cases, let range):
            guard context == "enum" else { throw fail("'case' declares an enum's case; it is not allowed in a \(context)", at: range) }
            return .cases(cases)
        case .typeAlias(let alias): return .typeAlias(alias.name, alias.type)
        case .ignored, .nested: return nil
        case .block(let block):
            throw fail("'\(block.name) { … }' is the .widget spelling; in Swift write 'func \(block.name)(…)'", at: block.nameRange)
        case .property(let property):
            throw fail("'\(property.name): …' is the .widget spelling; in Swift write a property ('let \(property.name) = …')", at: property.nameRange)
        case .group(let name, let range, _):
            throw fail("'\(name) { … }' is the .widget spelling; in Swift declare an EntityQuery", at: range)
        }
    }

    /// A type as Swift writes it (`parseType` reads every form); `A & B` keeps `A`.
    mutating func parseSwiftTypeRef() throws -> TypeRef {
        let type = try parseMemberType()
        if consume("&") { _ = try parseSwiftTypeRef() }
        return type
    }

    /// The name of the type an extension of a sugared type extends.
    static func extendedTypeName(_ type: TypeRef) -> String {
        switch type.kind {
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .optional: return "Optional"
        case .generic(let name, _): return name
        default: return type.description
        }
    }
}
