// 'extension' with no type.
extension {
    func f() {}
}
