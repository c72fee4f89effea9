/// `extension UserDefaults { @NSManaged var firstLaunch: Date? }`: a property the Objective-C runtime answers
/// by key-value coding, which for `UserDefaults` is the value kept under the property's name. Lowered into the
/// computed property it behaves as: read with `object(forKey: "firstLaunch") as? Date` (`bool(forKey:)`,
/// `integer(forKey:)`, `double(forKey:)`, `float(forKey:)` for a number or Bool that is not optional, which
/// read 0 or false when the key has no value, as key-value coding does), written with `set(_:forKey:)`.
extension SwiftLowering {
    static func withManagedDefaults(_ ext: SwiftDecl) -> SwiftDecl {
        guard ext.name == "UserDefaults" else { return ext }
        var lowered = ext
        lowered.members = ext.members.map { member in
            guard case .field(let field) = member, !field.isStatic, field.attribute("NSManaged") != nil, let type = field.type else { return member }
            return .computed(managedDefault(field, type))
        }
        return lowered
    }

    private static func managedDefault(_ field: FieldDecl, _ type: TypeRef) -> ComputedProperty {
        let range = field.nameRange
        func call(_ method: String, _ arguments: [Argument]) -> Expr {
            Expr(.call(callee: Expr(.member(base: Expr(.identifier("self"), range), name: method, nameRange: range), range),
                       arguments: arguments, trailingClosures: []), range)
        }
        let key = Argument(label: "forKey", value: Expr(.string([.text(field.name)]), range))
        let read: Expr
        if case .named(let name) = type.kind, let reader = ["Bool": "bool", "Int": "integer", "Double": "double", "Float": "float"][name] {
            read = call(reader, [key])
        } else {
            let cast: CastOperator = { if case .optional = type.kind { return .optional } else { return .forced } }()
            let target = { if case .optional(let inner) = type.kind { return inner } else { return type } }()
            read = Expr(.cast(op: cast, expr: call("object", [key]), type: target), range)
        }
        let write = call("set", [Argument(label: nil, value: Expr(.identifier("newValue"), range)), key])
        var property = ComputedProperty(isStatic: false, name: field.name, nameRange: range, type: type,
                                        getter: [Stmt(.return(read), range)],
                                        setter: .init(parameterName: "newValue", body: [Stmt(.expr(write), range)]), range: field.range)
        property.attributes = field.attributes.map(\.name).filter { $0 != "NSManaged" }
        return property
    }
}
