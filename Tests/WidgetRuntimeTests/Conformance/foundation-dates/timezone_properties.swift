import Foundation

func run() {
    let utc = TimeZone(identifier: "UTC")!
    print(utc.secondsFromGMT(), TimeZone(identifier: "Europe/Paris")!.identifier)
    let plus = TimeZone(secondsFromGMT: 5 * 3_600 + 1_800)!
    print(plus.identifier, plus.secondsFromGMT())
    let minus = TimeZone(secondsFromGMT: -7 * 3_600)!
    print(minus.identifier, minus.secondsFromGMT())
    print(TimeZone(identifier: "Not/AZone") == nil)
    print(utc == TimeZone(identifier: "UTC")!)
    let gmt = TimeZone(secondsFromGMT: 0)!
    print(gmt.secondsFromGMT(for: Date(timeIntervalSince1970: 0)))
}
