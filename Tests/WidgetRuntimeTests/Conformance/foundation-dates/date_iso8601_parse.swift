import Foundation

func run() {
    let parser = ISO8601DateFormatter()
    let inputs = ["2024-03-10T12:00:00Z", "1999-12-31T23:59:59Z", "2024-02-29T06:30:00+02:00", "not a date"]
    for text in inputs {
        if let date = parser.date(from: text) {
            print(text, "->", date.timeIntervalSince1970)
        } else {
            print(text, "-> nil")
        }
    }
}
