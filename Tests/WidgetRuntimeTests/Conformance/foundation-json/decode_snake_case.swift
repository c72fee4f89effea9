import Foundation

struct SnakeForecast: Decodable {
    let cityName: String
    let highTemp: Int
    let lowTemp: Int
    let chanceOfRain: Double
}

func run() {
    let json = #"{"city_name": "Oslo", "high_temp": 12, "low_temp": 3, "chance_of_rain": 0.4}"#
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let forecast = try! decoder.decode(SnakeForecast.self, from: Data(json.utf8))
    print(forecast.cityName)
    print(forecast.highTemp, forecast.lowTemp)
    print(forecast.chanceOfRain)
    let failing = try? JSONDecoder().decode(SnakeForecast.self, from: Data(json.utf8))
    print(failing == nil)
}
