import WidgetLanguage

/// How Swift prints a value of a Swift program (`print`, interpolation, `String(describing:)`):
/// a value inside another (a collection's element, a struct's field, a payload) reads as
/// `debugPrint` shows it, strings quoted and the program's types by their qualified name.
extension Interpreter {
    func swiftText(_ value: Value, nested: Bool, type: SemanticType? = nil, at range: SourceRange) throws -> String {
        // The static type, where the checker recorded one, says what was optional.
        if case .optional(let wrapped)? = type {
            // `.some(nil)` of an `Int??` keeps its one level: `Optional(nil)`.
            if case .member("some", let payload) = value, payload.count == 1 {
                return "Optional(\(try swiftText(payload[0], nested: true, type: wrapped, at: range)))"
            }
            return value.isNull ? "nil" : "Optional(\(try swiftText(value, nested: true, type: wrapped, at: range)))"
        }
        if case .member("some", let payload) = value, payload.count == 1, enumCase(named: "some") == nil {
            return "Optional(\(try swiftText(payload[0], nested: true, at: range)))"
        }
        if case .result(let success, let failure)? = type, case .member(let side, let payload) = value, payload.count == 1,
           let sideType = Checker.resultSide(side, success, failure) {
            // `failure(main.LoadError.empty)`; in a collection by its type, `Swift.Result<Swift.Int, main.LoadError>.success(2)`.
            let text = "\(side)(\(try swiftText(payload[0], nested: true, type: sideType, at: range)))"
            guard nested, let successName = describedTypeName(success), let failureName = describedTypeName(failure) else { return text }
            return "Swift.Result<\(successName), \(failureName)>.\(text)"
        }
        if let text = try userDescription(value, debug: nested, at: range) { return text }
        switch value {
        case .null: return "nil"
        case .string(let s): return nested ? quoted(s) : s
        case .double(let d): return String(d)
        case .enumCase(let type, let name, let payload):
            guard program.symbols.types[type] != nil else { return name }
            let found = enumDeclaration(type)?.cases.first { $0.name == name }
            return try caseText(type, name, payload, declared: found?.associatedValues ?? [], of: value, nested: nested, at: range)
        case .member(let name, let payload):
            // A `Result` whose type the checker did not know: `success(3)`, `failure(m.Failure.bad)`.
            if name == "success" || name == "failure", payload.count == 1 { return "\(name)(\(try swiftText(payload[0], nested: true, at: range)))" }
            return ValueFormatting.describe(value)
        case .object(let object):
            if SwiftRanges.isRangeType(object.type), let text = nested ? SwiftRanges.debugDescription(value) : SwiftRanges.description(value) {
                return text
            }
            if let bound = Interpreter.partialRangeBound[object.type], let limit = object[bound], let element = boundTypeName(limit, nested: nested) {
                // `print(1...)`: a partial range is described by its fields, as `PartialRangeFrom<Int>(lowerBound: 1)`.
                let swift = nested ? "Swift." : ""
                return "\(swift)\(object.type)<\(element)>(\(bound): \(try swiftText(limit, nested: true, at: range)))"
            }
            if let (low, high, closed) = SwiftComparableRanges.bounds(value) {
                // As Swift writes a range: its bounds' descriptions; in a collection or with `debugPrint`, `ClosedRange("a"..."c")`.
                let text = try swiftText(low, nested: nested, at: range) + (closed ? "..." : "..<") + (try swiftText(high, nested: nested, at: range))
                return nested ? (closed ? "ClosedRange(" : "Range(") + text + ")" : text
            }
            if object.type == "Measurement", program.symbols.types[object.type] == nil, let text = FoundationMeasurement.description(self, value, range) {
                return text
            }
            // A `UUID`, a `Locale`, a `TimeZone` and a `DateInterval` print as Foundation describes them (`E621E1F8-…`,
            // `fr_FR (fixed fr_FR)`, `Europe/Paris`, `… to …`), in a collection and with `debugPrint` too.
            if program.symbols.types[object.type] == nil, let text = Interpreter.foundationDescription(object) { return text }
            // An `NSNumber` prints as its number, also in a collection (a Bool as 1 or 0), as Foundation on Linux prints it.
            if object.type == "NSNumber", program.symbols.types[object.type] == nil, let number = object["value"] {
                if case .bool(let flag) = number { return flag ? "1" : "0" }
                return try swiftText(number, nested: false, at: range)
            }
            // An `NSDecimalNumber` prints as its decimal, also in a collection.
            if object.type == "NSDecimalNumber", program.symbols.types[object.type] == nil, case .decimal(let decimal)? = object["decimalValue"] {
                return decimal.description
            }
            // An `NSString` prints as its text, also in a collection (its debugDescription is its text, unquoted).
            if object.type == "NSString", program.symbols.types[object.type] == nil, case .string(let text)? = object["string"] { return text }
            // An `NSRange` prints as Foundation writes it, `{2, 3}`, also in a collection.
            if object.type == FoundationRegularExpressions.rangeTypeName, program.symbols.types[object.type] == nil,
               case .int(let location)? = object["location"], case .int(let length)? = object["length"] {
                return "{\(location), \(length)}"
            }
            // A `UTType` prints as its identifier.
            if object.type == UniformTypes.typeName, program.symbols.types[object.type] == nil { return UniformTypes.identifier(value) }
            guard let symbol = program.symbols.types[object.type] else { return ValueFormatting.describe(value) }
            let fields = try object.fields.map { field -> String in
                let isOptional: Bool
                if case .optional? = symbol.field(field.name)?.type { isOptional = true } else { isOptional = false }
                let text = try swiftText(field.value, nested: true, at: range)
                return "\(field.name): " + (isOptional && !field.value.isNull ? "Optional(\(text))" : text)
            }
            // (A type declared in a function body and renamed where its name is another's shows its own: `SwiftModuleNames`.)
            // (A generic type's with the arguments its value was made with: `Box<Int>(value: 3)`, `main.Box<Swift.Int>(value: 3)`.)
            let shown = nested ? "\(moduleName)." + swiftTypePath(object.type) : swiftTypeName(object.type)
            return genericTypeName(shown, of: value, qualified: nested) + "(" + fields.joined(separator: ", ") + ")"
        case .instance(let instance):
            return program.symbols.types[instance.type] != nil
                ? genericTypeName("\(moduleName).\(swiftTypePath(instance.type))", of: value, qualified: true) : instance.type
        case .type(let name) where nested && program.symbols.types[name] != nil:
            // `[Circle.self]`: a type of the program by its qualified name.
            return "\(moduleName).\(swiftTypePath(name))"
        case .type(let name) where program.symbols.types[name] != nil:
            // `print(Widget.Entry.self)`, `type(of: entry)`: its own name, as Swift's unqualified type name.
            return swiftTypeName(name)
        case .array(let items):
            var element: SemanticType?
            if case .array(let inner)? = type { element = inner }
            return "[" + (try items.map { try swiftText($0, nested: true, type: element, at: range) }).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "[:]" }
            var keyType: SemanticType?, valueType: SemanticType?
            if case .dictionary(let k, let v)? = type { (keyType, valueType) = (k, v) }
            return "[" + (try pairs.map {
                "\(try swiftText($0.key, nested: true, type: keyType, at: range)): \(try swiftText($0.value, nested: true, type: valueType, at: range))"
            }).joined(separator: ", ") + "]"
        case .tuple(let tuple):
            var types: [SemanticType] = []
            if case .tuple(_, let elements)? = type, elements.count == tuple.elements.count { types = elements }
            let parts = try tuple.elements.indices.map { index in
                (tuple.labels[index].map { "\($0): " } ?? "")
                    + (try swiftText(tuple.elements[index], nested: true, type: types.isEmpty ? nil : types[index], at: range))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        default:
            return nested ? ValueFormatting.quotedDescription(value) : ValueFormatting.describe(value)
        }
    }

    /// `loaded(3, label: "a")`, or in a collection `main.Load.loaded(3, label: "a")`.
    private func caseText(_ owner: String, _ name: String, _ payload: [Value], declared: [FunctionDecl.Parameter], of value: Value, nested: Bool,
                          at range: SourceRange) throws -> String {
        var text = nested ? genericTypeName("\(moduleName).\(swiftTypePath(owner))", of: value, qualified: true) + ".\(name)" : name
        guard !payload.isEmpty else { return text }
        let parts = try payload.indices.map { index -> String in
            let parameter = index < declared.count ? declared[index] : nil
            let label = parameter?.label.map { "\($0): " } ?? ""
            // `case note(String?)`: an optional associated value prints as `Optional("n")`, as its type says.
            var type: SemanticType?
            if case .optional? = parameter?.type?.kind { type = .optional(.unknown) }
            return label + (try swiftText(payload[index], nested: true, type: type, at: range))
        }
        text += "(" + parts.joined(separator: ", ") + ")"
        return text
    }

    /// A type of the program as Swift qualifies it, after the module: by the types it is declared in, outermost
    /// first (`Expense.Category`), each by its shown name (`SwiftModuleNames`).
    func swiftTypePath(_ name: String) -> String {
        var current = program.symbols.types[name]?.enclosingType
        // (A type renamed after its owner because another shares its name, `Widget.Entry`, is given by its own last part.)
        var parts = [current == nil ? SwiftModuleNames.shownName(name) : String(SwiftModuleNames.shownName(name).split(separator: ".").last ?? "")]
        while let outer = current, parts.count < 16 {
            parts.insert(String(SwiftModuleNames.shownName(outer).split(separator: ".").last ?? ""), at: 0)
            current = program.symbols.types[outer]?.enclosingType
        }
        return parts.joined(separator: ".")
    }

    /// A type of the program as Swift names it unqualified: its own name, without the types it is declared in
    /// (`Configuration` for `IntentB.Configuration`, the name it was given because another type shares it).
    func swiftTypeName(_ name: String) -> String {
        let shown = SwiftModuleNames.shownName(name)
        guard program.symbols.types[name]?.enclosingType != nil else { return shown }
        return String(shown.split(separator: ".").last ?? Substring(shown))
    }

    /// A static type as Swift qualifies it in a description (`Swift.Int`, `main.Item`, `Swift.Array<Swift.String>`); nil
    /// for one the checker does not know well enough to name.
    func describedTypeName(_ type: SemanticType) -> String? {
        switch type {
        case .int: return "Swift.Int"
        case .double: return "Swift.Double"
        case .string: return "Swift.String"
        case .bool: return "Swift.Bool"
        case .intentError: return "Swift.Error"
        case .named(let name) where program.symbols.types[name] != nil: return "\(moduleName).\(swiftTypePath(name))"
        case .array(let element): return describedTypeName(element).map { "Swift.Array<\($0)>" }
        case .optional(let wrapped): return describedTypeName(wrapped).map { "Swift.Optional<\($0)>" }
        case .dictionary(let key, let value):
            guard let keyName = describedTypeName(key), let valueName = describedTypeName(value) else { return nil }
            return "Swift.Dictionary<\(keyName), \(valueName)>"
        default: return nil
        }
    }

    /// The program's enum of this name.
    func enumDeclaration(_ name: String) -> EnumDecl? {
        if case .enumeration(let e)? = program.declaration(name)?.kind { return e }
        return nil
    }

    /// The enum of the program that has a case of this name, and the case.
    func enumCase(named name: String) -> (String, EnumDecl.Case)? {
        // One lookup: this runs for members of every `.name` value (`.red.opacity(0.5)`) in a program with enums.
        guard program.symbols.hasEnumerations, let owner = program.symbols.enumsByCase[name],
              case .enumeration(let e)? = program.declaration(owner)?.kind, let found = e.cases.first(where: { $0.name == name }) else { return nil }
        return (owner, found)
    }

}

extension Interpreter {
    /// The partial ranges and the name of the one bound each keeps.
    static let partialRangeBound: [String: String] = [SwiftLazySequences.fromType: "lowerBound", "PartialRangeUpTo": "upperBound",
                                                      "PartialRangeThrough": "upperBound"]

    /// The type of a range's bound as Swift names it in a description (`Int`, `Swift.Double` in a
    /// collection, `main.Version`); nil for a value of another kind.
    func boundTypeName(_ value: Value, nested: Bool) -> String? {
        let swift = nested ? "Swift." : ""
        switch value {
        case .int: return swift + "Int"
        case .double: return swift + "Double"
        case .string: return swift + "String"
        case .object(let object) where program.symbols.types[object.type] != nil: return nested ? "\(moduleName).\(swiftTypePath(object.type))" : object.type
        case .enumCase(let type, _, _) where program.symbols.types[type] != nil: return nested ? "\(moduleName).\(swiftTypePath(type))" : type
        default: return nil
        }
    }
}
