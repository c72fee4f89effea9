/// A SiriKit `.intentdefinition` file (an XML property list) and the Swift
/// Xcode generates from it, spelled as Widgetry runs it: each intent
/// (`INIntents`) a `NameIntent` configuration intent with a `@Parameter` per
/// parameter, each enum (`INEnums`) an `AppEnum` whose first case is
/// `unknown`, each custom type (`INTypes`) a class with `identifier`,
/// `displayString` and its properties. So `IntentConfiguration(intent:
/// ConfigurationIntent.self)` and `configuration.currency == .usd` run as
/// written.
public struct IntentDefinition: Sendable, Equatable {
    public struct Intent: Sendable, Equatable {
        public var name: String
        public var title: String
        public var parameters: [Parameter]
    }

    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var title: String
        /// `String`, `Integer`, `Decimal`, `Boolean`, `Date`, `Object`, ….
        public var type: String
        public var enumType: String?
        public var objectType: String?
        public var isList: Bool
        public var defaultValue: String?
    }

    public struct Enumeration: Sendable, Equatable {
        public var name: String
        public var title: String
        /// Case names and their display names, `unknown` first.
        public var cases: [(name: String, title: String)]

        public static func == (a: Enumeration, b: Enumeration) -> Bool {
            a.name == b.name && a.title == b.title && a.cases.map(\.name) == b.cases.map(\.name) && a.cases.map(\.title) == b.cases.map(\.title)
        }
    }

    public struct CustomType: Sendable, Equatable {
        public var name: String
        /// Properties besides `identifier`, `displayString` and `pronunciationHint`, with their types.
        public var properties: [(name: String, type: String)]

        public static func == (a: CustomType, b: CustomType) -> Bool {
            a.name == b.name && a.properties.map(\.name) == b.properties.map(\.name) && a.properties.map(\.type) == b.properties.map(\.type)
        }
    }

    public var path: String
    public var intents: [Intent] = []
    public var enumerations: [Enumeration] = []
    public var types: [CustomType] = []

    public init(path: String) throws(PropertyListError) {
        self.path = path
        let plist = try PropertyListFile.read(path)
        for item in plist["INEnums"]?.array ?? [] {
            guard let name = item["INEnumName"]?.string.map(Self.identifier) else { continue }
            var cases: [(name: String, title: String)] = [("unknown", "unknown")]
            for value in item["INEnumValues"]?.array ?? [] {
                guard let caseName = value["INEnumValueName"]?.string.map(Self.enumCaseName), caseName != "unknown" else { continue }
                cases.append((caseName, value["INEnumValueDisplayName"]?.string ?? caseName))
            }
            enumerations.append(Enumeration(name: name, title: item["INEnumDisplayName"]?.string ?? name, cases: cases))
        }
        // A custom type's Swift class is its "Custom Class" when the definition names one (`INMilestone`, so
        // that the app may keep a `struct Milestone` of its own); parameters name the type by its name.
        var classNames: [String: String] = [:]
        for item in plist["INTypes"]?.array ?? [] {
            guard let written = item["INTypeName"]?.string.map(Self.identifier) else { continue }
            let name = item["INTypeClassName"]?.string.map(Self.identifier) ?? written
            classNames[written] = name
            let properties = (item["INTypeProperties"]?.array ?? []).compactMap { property -> (name: String, type: String)? in
                guard let name = property["INTypePropertyName"]?.string.map(Self.identifier),
                      !["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"].contains(name) else { return nil }
                return (name, property["INTypePropertyType"]?.string ?? "String")
            }
            types.append(CustomType(name: name, properties: properties))
        }
        for item in plist["INIntents"]?.array ?? [] {
            guard let name = item["INIntentName"]?.string.map(Self.identifier) else { continue }
            let parameters = (item["INIntentParameters"]?.array ?? []).compactMap { parameter -> Parameter? in
                guard let name = parameter["INIntentParameterName"]?.string.map(Self.identifier) else { return nil }
                return Parameter(name: name, title: parameter["INIntentParameterDisplayName"]?.string ?? name,
                                 type: parameter["INIntentParameterType"]?.string ?? "String",
                                 enumType: parameter["INIntentParameterEnumType"]?.string.map(Self.identifier),
                                 objectType: parameter["INIntentParameterObjectType"]?.string.map(Self.identifier).map { classNames[$0] ?? $0 },
                                 isList: parameter["INIntentParameterSupportsMultipleValues"]?.bool ?? false,
                                 defaultValue: parameter["INIntentParameterMetadata"]?["INIntentParameterMetadataDefaultValue"]?.string)
            }
            intents.append(Intent(name: name + "Intent", title: item["INIntentTitle"]?.string ?? name, parameters: parameters))
        }
    }

    /// The Swift declarations, one after another.
    public var swiftSource: String {
        var text = "// Generated by widgetry from \(ProjectPath.name(path)), as Xcode generates it.\nimport AppIntents\n"
        for enumeration in enumerations {
            text += "\nenum \(enumeration.name): String, AppEnum {\n"
            text += "    case " + enumeration.cases.map { Self.caseName($0.name) }.joined(separator: ", ") + "\n"
            text += "    static var typeDisplayRepresentation: TypeDisplayRepresentation = \(Self.literal(enumeration.title))\n"
            let representations = enumeration.cases.map { ".\(Self.caseName($0.name)): \(Self.literal($0.title))" }.joined(separator: ", ")
            text += "    static var caseDisplayRepresentations: [\(enumeration.name): DisplayRepresentation] = [\(representations)]\n}\n"
        }
        for type in types {
            text += "\nclass \(type.name) {\n    var identifier: String?\n    var displayString: String\n    var pronunciationHint: String?\n"
            text += "    var subtitleString: String?\n    var displayImage: INImage?\n"
            for property in type.properties { text += "    var \(Self.caseName(property.name)): \(swiftType(property.type, enumType: nil, objectType: nil))?\n" }
            text += "\n    init(identifier: String?, display: String, pronunciationHint: String? = nil) {\n"
            text += "        self.identifier = identifier\n        self.displayString = display\n        self.pronunciationHint = pronunciationHint\n    }\n"
            text += "\n    init(identifier: String?, display: String, subtitle: String?, image: INImage?) {\n"
            text += "        self.identifier = identifier\n        self.displayString = display\n"
            text += "        self.subtitleString = subtitle\n        self.displayImage = image\n    }\n}\n"
        }
        for intent in intents {
            text += "\nstruct \(intent.name): WidgetConfigurationIntent {\n"
            text += "    static var title: LocalizedStringResource = \(Self.literal(intent.title))\n"
            for parameter in intent.parameters {
                var type = swiftType(parameter.type, enumType: parameter.enumType, objectType: parameter.objectType)
                if parameter.isList { type = "[\(type)]" }
                if let enumType = parameter.enumType, !parameter.isList {
                    let value = parameter.defaultValue.map(Self.enumCaseName).flatMap { value in
                        enumerations.first { $0.name == enumType }?.cases.contains { $0.name == value } == true ? value : nil
                    } ?? "unknown"
                    text += "    @Parameter(title: \(Self.literal(parameter.title)), default: .\(Self.caseName(value))) var \(Self.caseName(parameter.name)): \(type)\n"
                } else {
                    text += "    @Parameter(title: \(Self.literal(parameter.title))) var \(Self.caseName(parameter.name)): \(type)?\n"
                }
            }
            text += "}\n"
        }
        return text
    }

    /// A parameter's Swift type: its enum, its custom type, or the value type Widgetry computes with
    /// (`Integer` is `Int` where Xcode writes `NSNumber`).
    private func swiftType(_ type: String, enumType: String?, objectType: String?) -> String {
        if let enumType { return enumType }
        switch type {
        case "Object": return objectType ?? "String"
        case "Integer": return "Int"
        case "Decimal", "Double", "Number": return "Double"
        case "Boolean": return "Bool"
        // A date is the `DateComponents` Xcode generates, with its calendar set (`configuration.date?.date`).
        case "Date", "DateComponents": return "DateComponents"
        default: return "String"
        }
    }

    /// A name as a Swift identifier: characters other than letters, digits and `_` dropped.
    static func identifier(_ name: String) -> String {
        var result = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains(Character($0)) || $0 == "_" }.map(Character.init))
        if result.first?.isNumber == true { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    /// An enum value's Swift case as Xcode generates it: the name as an identifier with its first letter
    /// lowercased (`CET4` is `.cET4`, `Daily` is `.daily`).
    static func enumCaseName(_ name: String) -> String {
        let name = identifier(name)
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A name in backticks when it is a Swift keyword (`public`, `default`).
    static func caseName(_ name: String) -> String {
        let keywords: Set<String> = ["public", "private", "internal", "default", "class", "struct", "enum", "case", "in", "is", "as", "var", "let",
                                     "func", "return", "if", "else", "for", "while", "switch", "repeat", "import", "static", "self", "Self",
                                     "true", "false", "nil", "protocol", "extension", "operator", "where", "try", "throw", "do", "catch", "init"]
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
            }
        }
        return result + "\""
    }
}
