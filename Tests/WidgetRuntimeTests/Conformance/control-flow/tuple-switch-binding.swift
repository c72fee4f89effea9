func cfClassify(_ pair: (String, Int)) -> String {
    switch pair {
    case ("admin", _): return "administrator"
    case (let name, 0..<18): return "\(name) is young"
    case (let name, let age) where age >= 65: return "\(name) is retired"
    case let (name, age): return "\(name), \(age)"
    }
}

func run() {
    print(cfClassify(("admin", 40)))
    print(cfClassify(("kim", 12)))
    print(cfClassify(("lee", 70)))
    print(cfClassify(("max", 30)))
}
