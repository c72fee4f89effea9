import Foundation

func run() {
    var hours = [9, 10, 11, 12, 13, 14]
    hours[1...2] = [0]
    print(hours)
    hours[..<1] = [7, 8]
    print(hours, hours.count)
    hours[4...] = []
    print(hours)
    hours[0..<0] = [1, 2]
    print(hours)
    var bytes = Data([0, 1, 2, 3])
    bytes[2] = 200
    bytes[0] += 5
    print(Array(bytes), bytes[2], Array(bytes[1..<3]), Array(bytes[2...]))
    var total = 0
    for byte in bytes { total += Int(byte) }
    print(total, bytes.range(of: Data([200, 3])) ?? 0..<0)
}
