import Foundation

func floorToSlot(_ date: Date, minutes: Int) -> Date {
    let slot = Double(minutes * 60)
    let value = (date.timeIntervalSince1970 / slot).rounded(.down) * slot
    return Date(timeIntervalSince1970: value)
}

func run() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    print(floorToSlot(now, minutes: 15))
    print(floorToSlot(now, minutes: 60))
    print(floorToSlot(now, minutes: 5))
    let nextRefresh = floorToSlot(now, minutes: 15).addingTimeInterval(15 * 60)
    print(nextRefresh, Int(nextRefresh.timeIntervalSince(now)))
}
