// 'catch' with no 'do' before it.
func load() {
    catch { print(error) }
}
