func tuplePatterns(_ t: (Int, (String, Bool))) -> String {
    switch t {
    case (0, ("zero", true)): return "z"
    case (let n, (let s, false)): return "\(n)\(s)"
    case (_, (_, true)): return "t"
    }
}
func labeledTuple(_ t: (name: String, age: Int)) -> String {
    switch t {
    case (name: "root", age: _): return "admin"
    case (let name, age: 0...17): return "minor \(name)"
    default: return t.name
    }
}
