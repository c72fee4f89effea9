import Foundation

func run() {
    print(NSNumber(value: 1234.5), NSNumber(value: 3.0), NSNumber(value: 7), NSNumber(value: true), [NSNumber(value: 2.5)])
    print("\(NSNumber(value: 0.1))", NSNumber(value: 1e20), NSNumber(value: Int8(3)), String(describing: NSNumber(value: -4)))
    let parsed = NumberFormatter().number(from: "42.75")
    print(parsed ?? 0, parsed.map { "\($0)" } ?? "-", parsed?.intValue ?? 0)
}
