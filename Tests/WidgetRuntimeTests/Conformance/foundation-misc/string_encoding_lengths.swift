import Foundation

func run() {
    let samples = ["A", "é", "€", "𝄞", "👨‍👩‍👧"]
    for sample in samples {
        print(sample, sample.count, sample.utf8.count, sample.utf16.count, sample.unicodeScalars.count, sample.lengthOfBytes(using: .utf8))
    }
    let joined = samples.joined()
    print(joined.count, joined.utf8.count)
    print(NSString(string: joined).length)
}
