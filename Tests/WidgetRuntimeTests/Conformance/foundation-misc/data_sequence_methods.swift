import Foundation
func run() {
    let bytes = Data("widget".utf8)
    print(bytes.compactMap { $0 > 105 ? String(format: "%02hhx", $0) : nil }.joined(separator: "-"))
    print(bytes.filter { $0 != 100 }, bytes.filter { $0 != 100 }.count, Array(bytes.filter { $0 > 101 }))
    bytes.forEach { print($0, terminator: " ") }
    print()
    print(bytes.allSatisfy { $0 > 96 }, bytes.first { $0 > 105 } ?? 0, bytes.count { $0 == 101 })
    print(bytes.sorted(), bytes.min() ?? 0, bytes.max() ?? 0, bytes.sorted(by: >).first ?? 0)
    for (offset, byte) in bytes.enumerated() where offset < 2 { print(offset, byte) }
    print(bytes.flatMap { [$0, $0] }.count, Data(bytes.reversed()).count)
}
