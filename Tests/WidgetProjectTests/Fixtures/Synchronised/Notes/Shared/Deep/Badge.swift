enum Badge {
    static let pin = "*"
}
