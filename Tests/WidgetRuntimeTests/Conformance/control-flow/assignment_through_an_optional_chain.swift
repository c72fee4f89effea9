struct Place { var city: String; var zip: String? }
struct Firm { var name: String; var place: Place? }
final class Account {
    var firm: Firm?
    var tags: [String]?
    init(firm: Firm?) { self.firm = firm }
}
func run() {
    let a = Account(firm: Firm(name: "Bake", place: nil))
    a.firm?.place?.city = "Paris"
    print(a.firm?.place?.city ?? "no place")
    a.firm?.place = Place(city: "Lyon", zip: nil)
    a.firm?.place?.city += " 2e"
    a.firm?.place?.zip = "69002"
    print(a.firm?.place?.city ?? "-", a.firm?.place?.zip ?? "-")
    let none = Account(firm: nil)
    none.firm?.name = "Ghost"
    let done: Void? = none.firm?.name = "Ghost"
    print(none.firm == nil, done == nil)
    a.tags?.append("x")
    print(a.tags as Any)
    a.tags = []
    a.tags?.append("y")
    print(a.tags ?? [])
}
