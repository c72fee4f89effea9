func platformName(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    #if os(iOS)
    case 1: return "phone"
    #elseif os(macOS)
    case 1: return "mac"
    #endif
    default: return "other"
    }
}
