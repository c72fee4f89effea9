import Foundation

func run() {
    let samples = ["plain", "café", "日本", "👍🏽", ""]
    for sample in samples {
        let data = Data(sample.utf8)
        let back = String(data: data, encoding: .utf8)!
        print(sample, data.count, sample.count, back == sample)
    }
    let combined = samples.map { Data($0.utf8) }.reduce(Data(), +)
    print(combined.count)
    print("é".data(using: .isoLatin1)!.count, "é".data(using: .ascii) == nil)
}
