// Methods and properties the program's extension of a standard protocol adds are members of the program's
// types that conform to it: called with `self.` or without, from inside the type and from outside.
extension CustomStringConvertible {
    func stdLoud() -> String { description.uppercased() + "!" }
    var stdBracketed: String { "[\(description)]" }
}

extension Equatable {
    func stdIsSame(as other: Self) -> Bool { self == other }
}

struct StdBadge: CustomStringConvertible, Equatable {
    let label: String
    var description: String { "badge \(label)" }
    func shown() -> String { stdLoud() + " " + self.stdBracketed + " " + stdBracketed }
}

func run() {
    let badge = StdBadge(label: "new")
    print(badge.shown())
    print(badge.stdLoud(), badge.stdBracketed)
    print(badge.stdIsSame(as: StdBadge(label: "new")), badge.stdIsSame(as: StdBadge(label: "old")))
}
