func run() {
    print(1, 2, 3)
    print(1, 2, 3, separator: ", ")
    print("a", "b", separator: "")
    print("no newline", terminator: "")
    print(" then newline")
    print("x", "y", separator: "-", terminator: "!\n")
    print()
    print("", "")
    print([1, 2], "and", (3, 4))
}
