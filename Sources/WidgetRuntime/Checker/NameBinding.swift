import WidgetLanguage

/// What a name written alone means (`count`, `Item`, `now`), as the checker found it by Swift's rules of scope:
/// the blocks around it first, then the members of the type whose code it is (`self`'s, a built-in `self`'s in an
/// extension of a built-in type), then the module's declarations, then the built-ins. Kept by the name's place
/// (`Symbols.nameBindings`); the interpreter reads the value where the binding says, without looking the name up
/// among the others again.
enum NameBinding: Equatable {
    /// A variable, constant or parameter of a block around the name (a provider's names included), or `self`: the
    /// place of its declaration (`LocalKey`), -1 for a name the language or the runtime declares.
    case local(Int)
    /// A property, case or static of the program's type whose member the code is, read through `self`.
    case member
    /// A method of `self`'s type passed by name (`tint(for:)`, `double` in `map(double)`): a closure that calls it on
    /// `self` (the type, in a static member), with the method's argument labels.
    case selfMethod(String, labels: [String?])
    /// A property of the built-in value that `self` is, in an extension of its type (`count` in `extension Array`).
    case builtinSelfProperty
    /// A member of `self` in an extension of a protocol both the program's types and built-in ones conform to
    /// (`description` in `extension CustomStringConvertible`): `member` or `builtinSelfProperty`, told by the value
    /// `self` is when it runs, as Swift dispatches on the conforming type.
    case selfMember
    /// A property a standard protocol requires of `self` (`rawValue` of `RawRepresentable`, `id` of `Identifiable`), in a
    /// member of a protocol that refines it or of `extension P where Self: Q`: read from the value `self` is, by its type.
    case requiredMember
    /// A static of the built-in type whose extension's static member the code is (`standard` in `extension UserDefaults`).
    case builtinStatic(String)
    /// A static (a property, a case) of a type the code's type is declared in (`limit` of `Outer`, written in `Outer.Inner`).
    case enclosingStatic(String)
    /// `$name`: the projected value of a property wrapper of a local or of `self` (a `@Published` property's publisher),
    /// read as the wrapped value where the wrapper projects none here (`$selection`, a binding): the place of the local's
    /// declaration (`LocalKey`), -1 for a member of `self` or a name the language declares.
    case projected(Int)
    /// A `let` or `var` of the module (a `.widget` file's value).
    case global
    /// A `.widget` file's data source.
    case source
    /// A type as a value (`Item.self`, `Item.all`), by the name it is known by.
    case type(String)
    /// A value the language gives (`now`, `family`).
    case builtinValue
    /// A function of the module passed by name (`map(label)`, `area(radius:)`): a closure that calls it.
    case function
    /// A standard function taking unlabelled arguments passed by name (`[max, min]`, `map(abs)`): a closure that calls it.
    case standardFunction
    /// Two meanings at one place (code the lowering writes twice): found when it runs.
    case unbound
}

extension Scope.Variable {
    /// Where a variable a scope holds lives: a block's (`.local`), or `self`'s, declared by `Checker.memberScope`.
    enum Origin: Equatable {
        case local
        case member
        /// What a standard protocol requires (`Checker.declareStandardProperties`).
        case required
        case type(String)
    }
}
