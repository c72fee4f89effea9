import Foundation
func run() {
    let minutes = 3
    let t = TimeInterval(minutes * 60)
    let d = Date(timeIntervalSince1970: 0).addingTimeInterval(TimeInterval(90))
    print(t, d.timeIntervalSince1970, TimeInterval("2.5") ?? 0)
}
