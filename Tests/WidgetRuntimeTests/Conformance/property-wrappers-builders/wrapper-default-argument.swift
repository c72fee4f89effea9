@propertyWrapper
struct PwDefaulted {
    var wrappedValue: Int?
    let fallback: Int
    var projectedValue: Int { wrappedValue ?? fallback }
    init(wrappedValue: Int?, fallback: Int) {
        self.wrappedValue = wrappedValue
        self.fallback = fallback
    }
}

struct PwConfig {
    @PwDefaulted(fallback: 8080) var port: Int? = nil
    @PwDefaulted(fallback: 3) var retries: Int? = 5
}

func run() {
    var config = PwConfig()
    print(config.$port, config.$retries)
    config.port = 443
    config.retries = nil
    print(config.$port, config.$retries, config.port ?? 0)
}
