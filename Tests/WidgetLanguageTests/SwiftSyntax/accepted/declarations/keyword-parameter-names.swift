// A keyword is a parameter's name: the label is the word, the body reads it in backticks.
func valueOrDefault<T>(_ value: T?, default: T) -> T { value ?? `default` }
func decodeOr<T>(data: [UInt8], `default`: T) -> T { `default` }

struct Setting<Value> {
    let key: String
    let fallback: Value
    init(key: String, `default`: Value) {
        self.key = key
        fallback = `default`
    }
}

func mutate<SomeValue>(_ key: String, _ type: SomeValue.Type? = nil, default: SomeValue? = nil, in: [String], for: Int) {}

let chosen = valueOrDefault(nil, default: 3)
let setting = Setting(key: "k", default: true)
