import Foundation

func run() {
    let base = Date(timeIntervalSince1970: 1_700_000_000)
    let slots = [
        DateInterval(start: base.addingTimeInterval(7_200), duration: 1_800),
        DateInterval(start: base, duration: 3_600),
        DateInterval(start: base, duration: 1_800),
    ]
    for slot in slots.sorted() {
        print(slot.start.timeIntervalSince(base), slot.duration)
    }
    let total = slots.reduce(0) { $0 + $1.duration }
    print(total / 60)
    let checkpoint = base.addingTimeInterval(1_000)
    print(slots.filter { $0.contains(checkpoint) }.count)
}
