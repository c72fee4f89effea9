func run() {
    debugPrint([1, 2])
    debugPrint(["k": "v"])
    debugPrint([Optional(1), nil])
    debugPrint((1, "a"))
    debugPrint(1...3)
    debugPrint(Optional("s") as Any)
    debugPrint(2.5, Float(0.1), true)
    debugPrint(Set(["only"]))
}
