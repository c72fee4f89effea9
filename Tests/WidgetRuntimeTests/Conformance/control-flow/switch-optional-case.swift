struct SwitchOptionalParam {
    var identifier: String?
    static var everywhere: SwitchOptionalParam { SwitchOptionalParam(identifier: "all") }
}

func switchOptionalName(_ id: String) -> String {
    switch id {
    case SwitchOptionalParam.everywhere.identifier: return "everywhere"
    case SwitchOptionalParam(identifier: nil).identifier: return "never"
    default: return "one: \(id)"
    }
}

func run() {
    print(switchOptionalName("all"))
    print(switchOptionalName("fr"))
    let code: Int? = 4
    switch 4 {
    case code: print("matched the optional")
    default: print("no match")
    }
}
