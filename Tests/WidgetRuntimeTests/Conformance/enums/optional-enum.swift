enum EnumMode: String { case fast, slow }

func run() {
    let maybe: EnumMode? = .fast
    let none: EnumMode? = nil
    switch maybe {
    case .fast?: print("fast")
    case .slow?: print("slow")
    case nil: print("nothing")
    }
    switch none {
    case .some(let mode): print(mode.rawValue)
    case .none: print("none")
    }
    print(maybe == .fast, none == .slow, maybe?.rawValue ?? "-")
}
