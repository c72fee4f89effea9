enum EnumConfig {
    static let maxRetries = 3
    static var greeting: String { "hello" }
    static func delay(for attempt: Int) -> Int { attempt * 100 }
    case debug, release

    static var defaultMode: EnumConfig { .release }
}

func run() {
    print(EnumConfig.maxRetries, EnumConfig.greeting)
    print((1...EnumConfig.maxRetries).map(EnumConfig.delay(for:)))
    print(EnumConfig.defaultMode == .release)
}
