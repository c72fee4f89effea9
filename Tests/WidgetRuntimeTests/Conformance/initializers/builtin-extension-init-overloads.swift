import Foundation

struct BeiStamp {
    let seconds: Double
}

enum BeiUnit {
    case minutes, hours
}

extension Date {
    init(bei stamp: BeiStamp) {
        self.init(timeIntervalSince1970: stamp.seconds)
    }

    init(bei count: Int) {
        self.init(timeIntervalSince1970: Double(count) * 86_400)
    }

    init(bei text: String) {
        self.init(timeIntervalSince1970: Double(text) ?? -1)
    }

    init(timeIntervalSince1970 stamp: BeiStamp, unit: BeiUnit) {
        // The type's own initializer, not this one: its labels differ, and the arguments' types choose.
        let scale: Double = unit == .minutes ? 60 : 3_600
        self.init(timeIntervalSince1970: stamp.seconds * scale)
    }
}

extension String {
    init(bei value: BeiStamp) { self.init("stamp \(value.seconds)") }
    init(bei value: BeiUnit) { self.init("unit \(value == .hours ? "h" : "m")") }
    init(bei values: [BeiStamp]) { self.init("stamps \(values.count)") }
}

func run() {
    print(Date(bei: BeiStamp(seconds: 60)).timeIntervalSince1970)
    print(Date(bei: 2).timeIntervalSince1970)
    print(Date(bei: "90").timeIntervalSince1970)
    print(Date(timeIntervalSince1970: BeiStamp(seconds: 2), unit: .hours).timeIntervalSince1970)
    print(Date(timeIntervalSince1970: 5).timeIntervalSince1970)
    print(String(bei: BeiStamp(seconds: 1.5)), String(bei: BeiUnit.minutes), String(bei: [BeiStamp(seconds: 1)]))
}
