// 'for' with no pattern before 'in'.
func loop() {
    for in [1, 2, 3] { print("x") }
}
