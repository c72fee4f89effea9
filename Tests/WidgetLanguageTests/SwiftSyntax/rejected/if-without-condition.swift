// 'if' with no condition.
func check() {
    if { print("always") }
}
