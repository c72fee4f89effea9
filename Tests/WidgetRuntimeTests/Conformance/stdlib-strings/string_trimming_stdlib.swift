func trimSpaces(_ text: String) -> String {
    String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
}

func run() {
    print("[\(trimSpaces("   padded  "))]")
    print("[\(trimSpaces("none"))]")
    print("[\(trimSpaces("     "))]")
    print("#tag".trimmingPrefix("#"), "tag".trimmingPrefix("#"))
    print("0004200".trimmingPrefix(while: { $0 == "0" }))
    var mutable = "...dots"
    mutable.trimPrefix("...")
    print(mutable)
}
