import Foundation

func run() {
    for count in [0, 512, 1_000, 1_024, 1_500_000, 3_221_225_472] as [Int64] {
        let file = ByteCountFormatter.string(fromByteCount: count, countStyle: .file)
        let memory = ByteCountFormatter.string(fromByteCount: count, countStyle: .memory)
        print(count, "|", file, "|", memory)
    }
    let formatter = ByteCountFormatter()
    formatter.allowedUnits = [.useKB]
    formatter.countStyle = .decimal
    print(formatter.string(fromByteCount: 2_500_000))
}
