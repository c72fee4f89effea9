// A key path given to a generic function (`KeyPath<T, V>`): `V` is the type of the property it names, so an optional
// property's values print as optionals, through a chain (`\.name.count`) and with the root written (`\Person.age`).
struct KpgPerson { var name: String; var city: String?; var age: Int }

func kpgPluck<T, V>(_ items: [T], _ path: KeyPath<T, V>) -> [V] { items.map { $0[keyPath: path] } }
func kpgFirst<T, V>(_ items: [T], by path: KeyPath<T, V>) -> V? { items.first.map { $0[keyPath: path] } }

func run() {
    let people = [KpgPerson(name: "Ann", city: "Oslo", age: 30), KpgPerson(name: "Bo", city: nil, age: 25)]
    print(kpgPluck(people, \.city), kpgPluck(people, \.name), kpgPluck(people, \.age))
    print(kpgFirst(people, by: \.city) as Any, kpgFirst(people, by: \KpgPerson.age) as Any, kpgPluck(people, \.name.count))
}
