import Foundation

func run() {
    let texts = ["2024-03-10T12:00:00Z", "2000-01-01T00:00:00Z"]
    for text in texts {
        do {
            let date = try Date(text, strategy: .iso8601)
            print(date, date.timeIntervalSince1970)
        } catch {
            print("failed")
        }
    }
    let bad = try? Date("2024/03/10", strategy: .iso8601)
    print(bad == nil)
}
