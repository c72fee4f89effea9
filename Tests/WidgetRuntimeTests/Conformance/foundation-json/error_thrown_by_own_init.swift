import Foundation

enum OwnPriority: Decodable {
    case low, high

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = number > 5 ? .high : .low
            return
        }
        throw DecodingError.typeMismatch(OwnPriority.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Wrong type for OwnPriority"))
    }
}

struct OwnTask: Decodable {
    let title: String
    let priority: OwnPriority

    enum CodingKeys: String, CodingKey { case title, priority }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        guard !title.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .title, in: container, debugDescription: "an empty title")
        }
        priority = try container.decode(OwnPriority.self, forKey: .priority)
    }
}

func ownTaskLoad(_ text: String) -> String {
    do {
        let task = try JSONDecoder().decode(OwnTask.self, from: Data(text.utf8))
        return "\(task.title) \(task.priority == .high ? "high" : "low")"
    } catch DecodingError.typeMismatch(_, let context) {
        return "mismatch: \(context.debugDescription)"
    } catch DecodingError.dataCorrupted(let context) {
        return "corrupted: \(context.debugDescription) \(context.codingPath.map(\.stringValue))"
    } catch {
        return "other"
    }
}

func run() {
    print(ownTaskLoad(#"{"title": "wash", "priority": 9}"#))
    print(ownTaskLoad(#"{"title": "dry", "priority": "soon"}"#))
    print(ownTaskLoad(#"{"title": "", "priority": 1}"#))
    let made = EncodingError.invalidValue(3, EncodingError.Context(codingPath: [], debugDescription: "not this"))
    if case EncodingError.invalidValue(_, let context) = made { print("encoding:", context.debugDescription) }
}
