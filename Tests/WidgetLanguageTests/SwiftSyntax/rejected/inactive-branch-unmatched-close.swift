// An inactive branch closes a brace it never opened: Swift parses inactive branches.
func configure() -> Int {
    #if targetEnvironment(simulator)
    let delay = 0 }
    #endif
    return 1
}
