import Foundation
import WidgetLanguage

/// `CharacterSet`: `.whitespaces`, `.whitespacesAndNewlines`, `.newlines`, `.punctuationCharacters`,
/// `.decimalDigits`, `.letters`, `.alphanumerics`, `.symbols`, `.uppercaseLetters`, `.lowercaseLetters`,
/// `CharacterSet(charactersIn:)`, `inverted` — as Foundation's, for `trimmingCharacters(in:)`
/// and `components(separatedBy:)`.
enum FoundationCharacterSets {
    static let named: [(String, CharacterSet)] = [
        ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines), ("newlines", .newlines),
        ("punctuationCharacters", .punctuationCharacters), ("decimalDigits", .decimalDigits), ("letters", .letters),
        ("alphanumerics", .alphanumerics), ("symbols", .symbols), ("uppercaseLetters", .uppercaseLetters),
        ("lowercaseLetters", .lowercaseLetters), ("controlCharacters", .controlCharacters),
        ("capitalizedLetters", .capitalizedLetters), ("nonBaseCharacters", .nonBaseCharacters), ("illegalCharacters", .illegalCharacters),
        ("urlQueryAllowed", .urlQueryAllowed), ("urlPathAllowed", .urlPathAllowed), ("urlHostAllowed", .urlHostAllowed),
        ("urlFragmentAllowed", .urlFragmentAllowed), ("urlUserAllowed", .urlUserAllowed), ("urlPasswordAllowed", .urlPasswordAllowed),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("CharacterSet")
        let sets = BuiltinType("CharacterSet", instance: type, checksImplicitMembers: true) { _ in .member(name: "whitespaces", arguments: []) }
        sets.sampleSource = "CharacterSet.whitespaces"
        for (name, _) in named {
            sets.add(.init(name, .staticProperty, result: type) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        sets.add(.init("CharacterSet", .initializer, ["charactersIn:Any"], result: type, note: "a String, or a range of scalars as \"a\"...\"z\"") { i, _, args, r in
            let given = args.value("charactersIn") ?? .null
            if let (low, high, closed) = SwiftComparableRanges.bounds(given) {
                // `CharacterSet(charactersIn: "a"..."f")`: the scalars from the one to the other.
                guard let first = try i.string(low, r).unicodeScalars.first, let last = try i.string(high, r).unicodeScalars.first,
                      first.value <= last.value, closed || first.value < last.value else { throw i.error("CharacterSet(charactersIn:) takes a range of single scalars, lowest first", r) }
                return Interpreter.foundationObject("CharacterSet", [("from", .int(Int(first.value))), ("through", .int(Int(last.value) - (closed ? 0 : 1))), ("isInverted", .bool(false))])
            }
            return Interpreter.foundationObject("CharacterSet", [("characters", .string(try i.string(given, r))), ("isInverted", .bool(false))])
        })
        // `letters.union(CharacterSet(charactersIn: "-"))`: kept as the two sets and the operation, made when it is used.
        for operation in ["union", "intersection", "subtracting", "symmetricDifference"] {
            sets.add(.init(operation, .method, ["_:CharacterSet"], result: type) { i, v, args, r in
                guard characterSet(v) != nil, characterSet(args.first?.value) != nil else { throw i.error("'\(operation)' takes a CharacterSet", r) }
                return Interpreter.foundationObject("CharacterSet", [("base", v), ("operation", .string(operation)), ("other", args.first?.value ?? .null),
                                                                     ("isInverted", .bool(false))])
            })
        }
        for relation in ["isSubset", "isSuperset", "isStrictSubset", "isStrictSuperset"] {
            sets.add(.init(relation, .method, ["of:CharacterSet"], result: .bool) { i, v, args, r in
                guard let set = characterSet(v), let other = characterSet(args.value("of")) else { throw i.error("'\(relation)(of:)' takes a CharacterSet", r) }
                switch relation {
                case "isSubset": return .bool(set.isSubset(of: other))
                case "isSuperset": return .bool(set.isSuperset(of: other))
                case "isStrictSubset": return .bool(set.isStrictSubset(of: other))
                default: return .bool(set.isStrictSuperset(of: other))
                }
            })
        }
        // `allowed.remove(charactersIn: "+&")`, `set.formUnion(.decimalDigits)`: a variable's set changes (`mutate`).
        let changes = "changes the set it is called on"
        for name in ["remove", "insert"] {
            sets.add(.init(name, .method, ["charactersIn:String"], result: .void, note: changes) { _, _, _, _ in .null })
        }
        for name in ["formUnion", "formIntersection", "subtract", "formSymmetricDifference"] {
            sets.add(.init(name, .method, ["_:CharacterSet"], result: .void, note: changes) { _, _, _, _ in .null })
        }
        sets.add(.init("invert", .method, [""], result: .void, note: changes) { _, _, _, _ in .null })
        sets.add(.init("isEmpty", .property, result: .bool) { _, v, _, _ in .bool(characterSet(v)?.isEmpty ?? true) })
        sets.add(.init("inverted", .property, result: type) { i, v, _, r in
            guard let set = characterSet(v) else { throw i.error("expected a CharacterSet, found \(i.typeName(of: v))", r) }
            _ = set
            return Interpreter.foundationObject("CharacterSet", [("base", v), ("isInverted", .bool(true))])
        })
        sets.add(.init("contains", .method, ["_:String"], result: .bool, note: "of the first scalar") { i, v, args, r in
            guard let set = characterSet(v), let scalar = try i.string(args.first?.value, r).unicodeScalars.first else { return .bool(false) }
            return .bool(set.contains(scalar))
        })
        registry.register(type: sets)
        if let string = registry.types["String"] {
            string.add(SwiftCollections.method("trimmingCharacters", ["in:CharacterSet"], .string))
            string.add(SwiftCollections.method("components", ["separatedBy:String", "separatedBy:CharacterSet"], .array(.string)))
            string.add(.init("addingPercentEncoding", .method, ["withAllowedCharacters:CharacterSet"], result: .optional(.string),
                             note: "every character outside the set percent-encoded as UTF-8, as Foundation does") { i, v, args, r in
                guard let set = characterSet(args.value("withAllowedCharacters")) else { throw i.error("addingPercentEncoding takes a CharacterSet, such as .urlQueryAllowed", r) }
                let text = try i.string(v, r)
                try i.charge(text.utf8.count * 3, at: r)
                return text.addingPercentEncoding(withAllowedCharacters: set).map(Value.string) ?? .null
            })
            string.add(.init("removingPercentEncoding", .property, result: .optional(.string), note: "nil when an escape is not valid UTF-8") { i, v, _, r in
                try i.string(v, r).removingPercentEncoding.map(Value.string) ?? .null
            })
        }
    }

    /// `set.remove(charactersIn:)`, `insert(charactersIn:)`, `formUnion(_:)`, `subtract(_:)`, `formIntersection(_:)`,
    /// `formSymmetricDifference(_:)`, `invert()` on a variable holding a CharacterSet: the variable becomes the set the
    /// operation makes. Nil when the value is no CharacterSet or the method is none of these.
    static func mutate(_ i: Interpreter, _ value: inout Value, _ name: String, _ args: [CallArgument], _ range: SourceRange) throws -> Value? {
        let operations = ["remove": "subtracting", "insert": "union", "formUnion": "union", "formIntersection": "intersection",
                          "subtract": "subtracting", "formSymmetricDifference": "symmetricDifference"]
        guard operations[name] != nil || name == "invert", characterSet(value) != nil else { return nil }
        if case .object(let object) = value, object.type != "CharacterSet" { return nil }
        if name == "invert" {
            value = Interpreter.foundationObject("CharacterSet", [("base", value), ("isInverted", .bool(true))])
            return .null
        }
        guard let operation = operations[name], let argument = args.first else { return nil }
        var other = argument.value
        if argument.label == "charactersIn" {
            other = Interpreter.foundationObject("CharacterSet", [("characters", .string(try i.string(argument.value, range))), ("isInverted", .bool(false))])
        }
        guard characterSet(other) != nil else { throw i.error("'\(name)' takes a CharacterSet", range) }
        value = Interpreter.foundationObject("CharacterSet", [("base", value), ("operation", .string(operation)), ("other", other),
                                                             ("isInverted", .bool(false))])
        return .null
    }

    /// Foundation's set for a `CharacterSet` value: a named one, `CharacterSet(charactersIn:)`, or one `inverted`.
    static func characterSet(_ value: Value?) -> CharacterSet? {
        switch value {
        case .member(let name, let arguments)? where arguments.isEmpty:
            // `.whitespaces.inverted` written as a path of members.
            if name.hasSuffix(".inverted") { return characterSet(.member(name: String(name.dropLast(".inverted".count)), arguments: []))?.inverted }
            return named.first { $0.0 == name }?.1
        case .object(let object)? where object.type == "CharacterSet":
            if case .bool(true)? = object["isInverted"] { return characterSet(object["base"])?.inverted }
            if case .string(let characters)? = object["characters"] { return CharacterSet(charactersIn: characters) }
            if case .int(let from)? = object["from"], case .int(let through)? = object["through"],
               let first = UInt32(exactly: from).flatMap(Unicode.Scalar.init), let last = UInt32(exactly: through).flatMap(Unicode.Scalar.init), first <= last {
                return CharacterSet(charactersIn: first...last)
            }
            if case .string(let operation)? = object["operation"], let base = characterSet(object["base"]), let other = characterSet(object["other"]) {
                switch operation {
                case "union": return base.union(other)
                case "intersection": return base.intersection(other)
                case "subtracting": return base.subtracting(other)
                default: return base.symmetricDifference(other)
                }
            }
            return nil
        default:
            return nil
        }
    }
}
