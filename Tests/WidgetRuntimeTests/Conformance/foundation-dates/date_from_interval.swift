import Foundation

func run() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    print(start)
    print(start.timeIntervalSince1970)
    let later = start.addingTimeInterval(3_600 * 5 + 30)
    print(later)
    print(later.timeIntervalSince(start))
    print(start.timeIntervalSince(later))
    let epoch = Date(timeIntervalSince1970: 0)
    print(epoch)
    print(epoch.timeIntervalSinceReferenceDate)
}
