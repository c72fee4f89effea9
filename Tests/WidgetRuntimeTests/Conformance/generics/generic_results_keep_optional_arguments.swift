struct GenResCity { var name: String; var city: String? }
func genResFirst<T>(_ xs: [T]) -> T? { xs.first }
func genResWrap<T>(_ x: T) -> [T] { [x] }
func genResPair<K, V>(_ k: K, _ v: V) -> [K: V] { [k: v] }
func genResOr<T>(_ x: T?, _ fallback: T) -> T { x ?? fallback }

func run() {
    let people = [GenResCity(name: "a", city: "Oslo"), GenResCity(name: "b", city: nil)]
    let cities = people.map(\.city)
    print(genResFirst(cities) as Any, genResWrap(people[0].city), genResWrap(people[1].city))
    print(genResFirst(people.map(\.name)) as Any, genResWrap(3), genResPair("k", people[1].city))
    print(genResOr(people[1].city, "none"), genResOr(Optional(people[0].city), nil) as Any)
    let nested = genResWrap(genResFirst(cities))
    print(nested, nested.count)
}
