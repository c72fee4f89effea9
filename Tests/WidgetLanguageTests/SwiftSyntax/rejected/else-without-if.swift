// 'else' with no 'if' before it.
func check(_ value: Int) {
    print(value)
    else { print("never") }
}
