import WidgetKit
protocol WeatherProvider { func temperature() -> Double }
struct Service {
    var provider: any WeatherProvider
    func provider(for city: String) -> any WeatherProvider { provider }
}
func forecast(provider: any WeatherProvider) -> Double {
    let provider = provider
    return provider.temperature()
}
