func flowPick(_ a: String?, _ b: String?, _ c: String?) -> String? {
    a ?? b ?? c
}

func run() {
    print(flowPick(nil, "b", "c") ?? "-", flowPick(nil, nil, nil) ?? "-", flowPick("a", nil, "c") ?? "-")
    let small: Int? = nil
    let medium: Int? = 5
    let chosen = small ?? medium
    print(chosen as Any, small ?? medium ?? 0)
}
