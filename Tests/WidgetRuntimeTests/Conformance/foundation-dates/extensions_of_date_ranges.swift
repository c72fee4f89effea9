import Foundation

extension Range where Bound == Date {
    var rangeSpan: TimeInterval { upperBound.timeIntervalSince(lowerBound) }
    func rangeHalves() -> [Range<Date>] {
        let middle = lowerBound.addingTimeInterval(rangeSpan / 2)
        return [lowerBound..<middle, middle..<upperBound]
    }
}

extension ClosedRange where Bound == Date {
    func closedHours() -> Int { Int(upperBound.timeIntervalSince(lowerBound) / 3600) }
}

func run() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let meeting = start..<start.addingTimeInterval(5400)
    print(meeting.rangeSpan, meeting.rangeHalves().map(\.rangeSpan))
    print(meeting.rangeHalves()[1].lowerBound.timeIntervalSince1970, meeting.contains(start.addingTimeInterval(60)))
    let day = start...start.addingTimeInterval(86_400)
    print(day.closedHours(), (start...start).closedHours())
}
