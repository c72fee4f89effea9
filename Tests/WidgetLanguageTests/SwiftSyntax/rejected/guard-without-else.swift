// 'guard' must have 'else'.
func check(_ value: Int?) {
    guard let value {
        return
    }
    print(value)
}
