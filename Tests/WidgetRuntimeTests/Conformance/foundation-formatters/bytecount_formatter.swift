import Foundation

func run() {
    for count in [0, 512, 1_024, 2_000_000, 3_000_000_000] as [Int64] {
        let file = ByteCountFormatter.string(fromByteCount: count, countStyle: .file)
        print(count, "|", file)
    }
    let us = Locale(identifier: "en_US")
    for count in [1_000, 1_500_000, 3_221_225_472] as [Int64] {
        let file = count.formatted(.byteCount(style: .file).locale(us))
        let memory = count.formatted(.byteCount(style: .memory).locale(us))
        print(count, "|", file, "|", memory)
    }
    print(Int64(2_500_000).formatted(.byteCount(style: .decimal, allowedUnits: .kb).locale(us)))
}
