import Foundation

struct FormattedBirthday: Codable {
    let person: String
    let day: Date
}

func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    let json = #"[{"person": "Ann", "day": "1990-06-15"}, {"person": "Bo", "day": "2001-12-01"}]"#
    let birthdays = try! decoder.decode([FormattedBirthday].self, from: Data(json.utf8))
    for birthday in birthdays {
        print(birthday.person, birthday.day.timeIntervalSince1970)
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(formatter)
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(birthdays[0]), encoding: .utf8)!)
}
