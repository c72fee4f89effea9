import Foundation

struct EitherCoordinates: Codable {
    let lat: Double
    let lon: Double
}

struct EitherLocation: Decodable {
    let coordinates: EitherCoordinates?
    let name: String?

    init(from decoder: Decoder) throws {
        if let coordinates = try? EitherCoordinates(from: decoder) {
            self.coordinates = coordinates
            name = nil
        } else {
            coordinates = nil
            name = try decoder.singleValueContainer().decode(String.self)
        }
    }
}

func run() {
    let json = #"[{"lat": 59.9, "lon": 10.75}, "Lima", {"lat": 1}]"#
    do {
        let places = try JSONDecoder().decode([EitherLocation].self, from: Data(json.utf8))
        print(places.map { $0.name ?? "?" })
    } catch DecodingError.typeMismatch(_, let context) {
        print("mismatch at", context.codingPath.count, context.codingPath.last?.intValue ?? -1, context.debugDescription)
    } catch {
        print("other")
    }
    let two = try? JSONDecoder().decode([EitherLocation].self, from: Data(#"[{"lat": 1, "lon": 2}, "Oslo"]"#.utf8))
    print(two?.first?.coordinates?.lon ?? 0, two?.last?.name ?? "-")
    do {
        let container = try JSONDecoder().decode(EitherBox.self, from: Data(#"{"other": 1}"#.utf8))
        print(container.count)
    } catch DecodingError.keyNotFound(let key, let context) {
        print("missing", key.stringValue, context.codingPath.count)
    } catch {
        print("other")
    }
}

struct EitherBox: Decodable {
    let count: Int
    enum CodingKeys: String, CodingKey { case count }
    init(from decoder: Decoder) throws {
        count = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .count)
    }
}
