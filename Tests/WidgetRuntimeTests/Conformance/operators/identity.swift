final class OpRef { var n = 0 }

func run() {
    let a = OpRef(), b = OpRef()
    let c = a
    print(a === c, a === b, a !== b)
    c.n = 5
    print(a.n, b.n)
    let list = [a, b]
    print(list.contains { $0 === c }, list.firstIndex { $0 === b } ?? -1)
}
