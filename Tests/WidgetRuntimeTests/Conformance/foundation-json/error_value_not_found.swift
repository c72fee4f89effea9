import Foundation

struct NullableReading: Decodable {
    let sensor: String
    let value: Double
}

func run() {
    let inputs = [#"{"sensor": "a", "value": null}"#, #"{"sensor": "b", "value": 4}"#, #"{"sensor": null, "value": 1}"#]
    for json in inputs {
        do {
            let reading = try JSONDecoder().decode(NullableReading.self, from: Data(json.utf8))
            print("ok", reading.sensor, reading.value)
        } catch DecodingError.valueNotFound(_, let context) {
            print("valueNotFound", context.codingPath.last?.stringValue ?? "?")
        } catch {
            print("other")
        }
    }
}
