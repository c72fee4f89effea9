struct LeftIntent { var background: String }
struct RightIntent { var count: Int }
protocol ConfigurationGiving { associatedtype Configuration; var configuration: Configuration { get } }
extension LeftIntent: ConfigurationGiving {
    struct Configuration {
        let background: String
    }
    var configuration: Configuration {
        return Configuration(background: background)
    }
}
extension RightIntent: ConfigurationGiving {
    struct Configuration {
        let count: Int
    }
    var configuration: Configuration {
        Configuration(count: count)
    }
}
struct IntentHolder<Intent: ConfigurationGiving> {
    let placeholder: Intent.Configuration
    func make(_ intent: Intent) -> Intent.Configuration { intent.configuration }
}
func run() {
    print(LeftIntent(background: "blue").configuration.background)
    print(RightIntent(count: 3).configuration)
    let c: LeftIntent.Configuration = LeftIntent.Configuration(background: "red")
    print(c)
    let h = IntentHolder<RightIntent>(placeholder: .init(count: 1))
    print(h.placeholder, h.make(RightIntent(count: 5)))
}
