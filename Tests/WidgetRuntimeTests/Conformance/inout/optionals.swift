func inoutSetIfNil(_ value: inout Int?, to fallback: Int) {
    if value == nil { value = fallback }
}

func inoutClear(_ text: inout String?) { text = nil }

func run() {
    var a: Int? = nil
    var b: Int? = 3
    inoutSetIfNil(&a, to: 7)
    inoutSetIfNil(&b, to: 7)
    print(a ?? 0, b ?? 0)
    var name: String? = "x"
    inoutClear(&name)
    print(name == nil)
    var list: [Int]? = [1]
    list?.append(2)
    print(list ?? [])
}
