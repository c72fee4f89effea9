func run() {
    debugPrint("plain")
    debugPrint("quote \" and backslash \\")
    debugPrint("tab\tnewline\n")
    debugPrint("unicode é ✓")
    debugPrint(["a", "b\n"])
    debugPrint(Character("x"))
    debugPrint("multi", "values", 3)
    print("inner \"quotes\" print plainly")
    print(["with \"quotes\""])
}
