struct Settings {
    #if os(iOS)
    var haptics = true
    #if DEBUG
    var debugMenu = true
    #else
    var debugMenu = false
    #endif
    #elseif os(macOS)
    var menuBar = true
    #endif
    func describe() -> String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }
}
