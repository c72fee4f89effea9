// An implicit member chain that starts with a static collection of the contextual type and subscripts it
// (`.warm[0]`, `.byName["sea"]!` where a `Palette` goes): in an argument, a declaration, a default value, an array literal.
struct ImsPalette: CustomStringConvertible { var name: String
    var description: String { name }
    static let warm: [ImsPalette] = [ImsPalette(name: "sun"), ImsPalette(name: "fire")]
    static let byName: [String: ImsPalette] = ["sea": ImsPalette(name: "sea")]
}
struct ImsBird { var colors: ImsPalette }
func imsPick(_ p: ImsPalette = .warm[1]) -> String { p.name }
func run() {
    let b = ImsBird(colors: .warm[0])
    let c: ImsPalette = .warm[1]
    let d: ImsPalette? = .byName["sea"]
    print(b.colors, c, d ?? ImsPalette(name: "-"), imsPick())
    let e: [ImsPalette] = [.warm[0], .byName["sea"]!]
    print(e)
}
