import Foundation

func run() {
    let utc = TimeZone(abbreviation: "UTC")
    print(utc?.secondsFromGMT() ?? -1)
    print(TimeZone(abbreviation: "NOPE") == nil)
    let gmt = TimeZone(abbreviation: "GMT")!
    print(gmt.secondsFromGMT(), gmt == TimeZone(secondsFromGMT: 0)!)
}
