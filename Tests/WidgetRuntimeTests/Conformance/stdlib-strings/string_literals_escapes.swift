func run() {
    print("tab:\tend")
    print("quote: \"hi\" backslash: \\")
    print("unicode: \u{1F600} \u{E9} \u{41}")
    let raw = #"raw \n "quotes" \(not) "#
    print(raw)
    let rawInterp = #"value: \#(1 + 2)"#
    print(rawInterp)
    print("single 'quotes' fine")
    print("nul-free \u{2603}".count)
    print("line1\nline2".split(separator: "\n").count)
}
