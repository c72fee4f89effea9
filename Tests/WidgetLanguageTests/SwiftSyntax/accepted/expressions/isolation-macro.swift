func current(isolation: isolated (any Actor)? = #isolation) async {}
func caller() async {
    await current()
    await current(isolation: #isolation)
}
