enum EnumIcon: String {
    case sun = "sun.max", moon = "moon.stars", cloud

    static func name(night: Bool) -> String {
        return night ? moon.rawValue : sun.rawValue
    }

    static var all: [EnumIcon] { [sun, moon, cloud] }
    static let fallback = cloud

    static func pick(_ index: Int) -> EnumIcon {
        switch index {
        case 0: return sun
        case 1: return moon
        default: return fallback
        }
    }
}

enum EnumWeather { case clear, rain, unknown }

extension EnumWeather {
    init(_ text: String) {
        switch text.lowercased() {
        case "clear", "sunny": self = .clear
        case "rain": self = .rain
        default: self = .unknown
        }
    }
}

func run() {
    print(EnumIcon.name(night: true), EnumIcon.name(night: false))
    print(EnumIcon.all.map(\.rawValue), EnumIcon.fallback)
    print(EnumIcon.pick(0), EnumIcon.pick(1), EnumIcon.pick(7))
    print(EnumWeather("Sunny"), EnumWeather("rain"), EnumWeather("fog"))
}
