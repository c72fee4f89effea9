import Foundation

func run() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let end = start.advanced(by: 7_200)
    print(start.distance(to: end))
    print(end.distance(to: start))
    for date in stride(from: start, to: end, by: 1_800) {
        print(date)
    }
    let moved = start + 60
    print(moved.timeIntervalSince1970, (moved - 120).timeIntervalSince1970)
    var mutable = start
    mutable += 86_400
    print(mutable)
}
