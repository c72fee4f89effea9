// A keyword as an argument's or a tuple element's label, and a nested generic type called with its arguments.
struct Defaults {
    struct Key<Value> {
        let name: String
        init(_ name: String, default: Value, suite: Int = 0) { self.name = name }
    }
}

let sounds = Defaults.Key<[String]>("sounds", default: [], suite: 1)
let volume = Defaults.Key<Int>("volume", default: 1)
let pair = (default: 1, other: 2)
let total = pair.default + pair.other
