enum Permissions {
    static let owner = 0o700
    static let group = 0o070
    static let others = 0o007
    static let standard = 0o644
}
