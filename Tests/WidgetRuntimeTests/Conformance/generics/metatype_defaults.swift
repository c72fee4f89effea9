// A generic parameter's metatype as a default argument (`as type: T.Type = T.self`), given or left to the context,
// in a subscript and a function; the default is computed with the parameters the call binds.
struct MdSettings {
    private var values: [String: Any] = ["refresh": 15, "title": "Weather", "ratio": 0.75]
    subscript<T>(key: String, as type: T.Type = T.self) -> T? {
        get { values[key] as? T }
        set { values[key] = newValue }
    }
    func read<T>(_ key: String, as type: T.Type = T.self, default fallback: T) -> T {
        values[key] as? T ?? fallback
    }
}

func mdDescribe<T>(_ value: T, as type: T.Type = T.self) -> String { "\(type): \(value)" }

func run() {
    var settings = MdSettings()
    let refresh: Int? = settings["refresh"]
    print(refresh as Any, settings["title", as: String.self] as Any, settings["title", as: Int.self] as Any)
    settings["title"] = "Forecast"
    print(settings["title", as: String.self] ?? "none", settings["missing", as: Double.self] ?? 0.5)
    print(settings.read("ratio", as: Double.self, default: 0), settings.read("refresh", default: 0), settings.read("nope", default: "-"))
    print(mdDescribe(3), mdDescribe("x"), mdDescribe(2.5, as: Double.self))
}
