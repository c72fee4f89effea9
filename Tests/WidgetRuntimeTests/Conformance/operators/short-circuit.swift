func opCheck(_ label: String, _ value: Bool) -> Bool {
    print("checked", label)
    return value
}

func run() {
    print(opCheck("a", false) && opCheck("b", true))
    print(opCheck("c", true) || opCheck("d", true))
    print(opCheck("e", true) && opCheck("f", false) || opCheck("g", true))
    let maybe: Int? = nil
    print(maybe != nil && maybe! > 3)
}
