// `@dynamicMemberLookup`: a member the type does not declare is its `subscript(dynamicMember:)`, given the name as a
// String or a key path into the value it wraps; assigning it runs the settable form.
struct DmWeather { var city: String; var high: Int }

@dynamicMemberLookup
struct DmHistory<Value> {
    private(set) var value: Value
    private(set) var edits: [String] = []
    init(_ value: Value) { self.value = value }
    subscript<T>(dynamicMember path: KeyPath<Value, T>) -> T { value[keyPath: path] }
    subscript<T>(dynamicMember path: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: path] }
        set {
            edits.append("\(value[keyPath: path])->\(newValue)")
            value[keyPath: path] = newValue
        }
    }
}

@dynamicMemberLookup
struct DmStrings {
    var table: [String: String]
    subscript(dynamicMember key: String) -> String { table[key, default: "?"] }
}

func run() {
    var today = DmHistory(DmWeather(city: "Oslo", high: 3))
    print(today.city, today.high + 1)
    today.high += 2
    today.city = "Bergen"
    print(today.city, today.high, today.edits)
    let labels = DmStrings(table: ["title": "Forecast", "unit": "°C"])
    print(labels.title, labels.unit, labels.missing, labels.title.count)
}
