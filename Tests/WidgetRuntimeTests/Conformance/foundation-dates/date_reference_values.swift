import Foundation

func run() {
    let reference = Date(timeIntervalSinceReferenceDate: 0)
    print(reference)
    print(reference.timeIntervalSince1970)
    print(Date(timeIntervalSinceReferenceDate: 86_400 * 365))
    let fromOther = Date(timeInterval: 90, since: reference)
    print(fromOther.timeIntervalSinceReferenceDate)
    print(Date.timeIntervalBetween1970AndReferenceDate)
    print(Date.distantPast < reference, Date.distantFuture > reference)
}
