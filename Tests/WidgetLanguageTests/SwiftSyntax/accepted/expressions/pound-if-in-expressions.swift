func configuration() -> [String] {
    var flags: [String] = []
    #if DEBUG
    flags.append("debug")
    #endif
    let platform: String
    #if os(Linux)
    platform = "linux"
    #else
    platform = "other"
    #endif
    flags.append(platform)
    return flags
}
