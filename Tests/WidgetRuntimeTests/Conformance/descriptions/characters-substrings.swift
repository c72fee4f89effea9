func run() {
    let c: Character = "q"
    print(c, [c], String(c))
    let s = "hello world"
    let sub = s.prefix(5)
    print(sub, [sub], type(of: sub))
    print(s.split(separator: " "))
    debugPrint(sub)
    print(Array("abc"))
    print(s.first as Any, s.last as Any)
}
