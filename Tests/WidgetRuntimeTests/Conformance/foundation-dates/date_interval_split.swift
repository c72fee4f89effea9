import Foundation

func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: 9))!
    let shift = DateInterval(start: start, duration: 8 * 3_600)
    var pieces: [DateInterval] = []
    var cursor = shift.start
    while cursor < shift.end {
        let next = min(cursor.addingTimeInterval(3 * 3_600), shift.end)
        pieces.append(DateInterval(start: cursor, end: next))
        cursor = next
    }
    for piece in pieces {
        print(calendar.component(.hour, from: piece.start), calendar.component(.hour, from: piece.end), piece.duration / 3_600)
    }
    print(pieces.count)
}
