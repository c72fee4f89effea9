@discardableResult func save() -> Bool { true }
func caller() {
    save()
    _ = save()
}
