func supportsNewAPI() -> Bool {
    if #available(iOS 17, macOS 14, *) { return true }
    return false
}
func legacy() -> Bool {
    if #unavailable(iOS 16) { return true }
    return false
}
