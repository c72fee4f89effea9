/// A Swift declaration as written, before it is lowered into the declarations
/// the checker and interpreter know (`Decl`): the conformances decide what a
/// `struct` becomes (`View`, `TimelineProvider`, `AppIntent`, `Widget` …).
struct SwiftDecl {
    enum Kind: String {
        case structure = "struct", classType = "class", enumeration = "enum", extensionDecl = "extension"
        case protocolDecl = "protocol", actor = "actor"
    }

    var kind: Kind
    var name: String
    var nameRange: SourceRange
    var range: SourceRange
    var attributes: [Attribute]
    var conformances: [String]
    var members: [SwiftMember]
    /// `struct Stack<Element>`: the type's generic parameters, in scope in its members.
    var genericParameters: [String] = []
    /// `private enum CodingKeys` at the top level of a file: seen by that file alone (`SwiftModuleNames.filePrivateRenames`); a `private` nested
    /// type is seen by its file's code alone too (`SwiftModuleNames.privateNestedRenames`).
    var isFilePrivate = false
    /// The properties and methods declared `private` or `fileprivate`: seen by this file's code alone
    /// (`SwiftModuleNames.privateMemberRenames`).
    var privateMembers: Set<String> = []
    /// An extension's `where Element == T` (`TypeBody.elementConstraint`).
    var elementConstraint: String?
    /// An extension with a `where` clause (`extension Collection where Element: Weighted`).
    var hasWhereClause = false
    /// An extension's `where Element: Hashable` when that is all its clause says (`Lexer.Shared.whereElementConformances`).
    var elementConformances: [String]?
    /// Conformances written qualified by SwiftUI or WidgetKit (`SwiftUI.Widget`): Apple's, whatever the module declares.
    var frameworkConformances: [String] = []

    func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    func conforms(to name: String) -> Bool { conformances.contains(name) }

    var fields: [FieldDecl] { members.compactMap { if case .field(let f) = $0 { return f } else { return nil } } }
    var computed: [ComputedProperty] { members.compactMap { if case .computed(let c) = $0 { return c } else { return nil } } }
    var functions: [FunctionDecl] { members.compactMap { if case .function(let f) = $0 { return f } else { return nil } } }
    var initializers: [FunctionDecl] { members.compactMap { if case .initializer(let f) = $0 { return f } else { return nil } } }
    var cases: [EnumDecl.Case] { members.flatMap { if case .cases(let c) = $0 { return c } else { return [] } } }
    var nested: [SwiftDecl] { members.compactMap { if case .nested(let d) = $0 { return d } else { return nil } } }
    var typeAliases: [(name: String, type: TypeRef)] {
        members.compactMap { if case .typeAlias(let n, let t) = $0 { return (n, t) } else { return nil } }
    }

    func function(_ name: String) -> FunctionDecl? { functions.first { $0.name == name } }
    func computed(_ name: String) -> ComputedProperty? { computed.first { $0.name == name } }
}

enum SwiftMember {
    case field(FieldDecl)
    case computed(ComputedProperty)
    case function(FunctionDecl)
    case initializer(FunctionDecl)
    case cases([EnumDecl.Case])
    case nested(SwiftDecl)
    case typeAlias(String, TypeRef)
}

/// A top-level item of a Swift file.
enum SwiftItem {
    case type(SwiftDecl)
    case function(FunctionDecl, SourceRange)
    case binding(Binding, SourceRange)
    case typeAlias(String, TypeRef, SourceRange)
    /// `#Preview(as: .systemSmall) { W() } timeline: { E(…) }`: the call as an expression.
    case preview(arguments: [Argument], closures: [TrailingClosure], range: SourceRange)
    case importDecl(module: String, range: SourceRange)
}
