import Foundation

struct FlatWeather: Decodable {
    let city: String
    let temp: Double
    let humidity: Int

    enum RootKeys: String, CodingKey { case name, main }
    enum MainKeys: String, CodingKey { case temp, humidity }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        city = try root.decode(String.self, forKey: .name)
        let main = try root.nestedContainer(keyedBy: MainKeys.self, forKey: .main)
        temp = try main.decode(Double.self, forKey: .temp)
        humidity = try main.decode(Int.self, forKey: .humidity)
    }
}

func run() {
    let json = #"{"name": "Lima", "main": {"temp": 19.5, "humidity": 80, "pressure": 1012}}"#
    let weather = try! JSONDecoder().decode(FlatWeather.self, from: Data(json.utf8))
    print(weather.city, weather.temp, weather.humidity)
}
