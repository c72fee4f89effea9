import Foundation

func run() {
    let base = Date(timeIntervalSince1970: 0)
    let a = DateInterval(start: base, duration: 100)
    let b = DateInterval(start: base.addingTimeInterval(60), duration: 100)
    let c = DateInterval(start: base.addingTimeInterval(500), duration: 10)
    print(a.intersects(b), a.intersects(c))
    if let overlap = a.intersection(with: b) {
        print(overlap.start.timeIntervalSince1970, overlap.end.timeIntervalSince1970, overlap.duration)
    }
    print(a.intersection(with: c) == nil)
    print(a < b, b < a, a.compare(c) == .orderedAscending)
}
