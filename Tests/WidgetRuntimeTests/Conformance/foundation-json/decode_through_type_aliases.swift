import Foundation

typealias AliasedCities = [AliasedCity]
typealias AliasedCityIndex = [String: AliasedCity]
typealias AliasedCityList = AliasedCities

struct AliasedCity: Codable {
    let name: String
    let rank: Int
}

func run() {
    let list = Data(#"[{"name":"Milano","rank":2},{"name":"Roma","rank":1}]"#.utf8)
    let cities = try! JSONDecoder().decode(AliasedCities.self, from: list)
    print(cities.map(\.name), cities[0].rank)
    print(cities)
    let again = try! JSONDecoder().decode(AliasedCityList.self, from: list)
    print(again.sorted { $0.rank < $1.rank }.map(\.name))
    let index = try! JSONDecoder().decode(AliasedCityIndex.self, from: Data(#"{"north":{"name":"Oslo","rank":3}}"#.utf8))
    print(index["north"]?.name ?? "-", index.count)
    do {
        _ = try JSONDecoder().decode(AliasedCities.self, from: Data(#"[{"name":"Nowhere"}]"#.utf8))
    } catch let DecodingError.keyNotFound(key, _) {
        print("missing", key.stringValue)
    } catch {
        print("other")
    }
}
