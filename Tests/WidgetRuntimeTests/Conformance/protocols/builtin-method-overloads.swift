import Foundation

extension Double {
    func rounded(protoPlaces places: Int) -> Double {
        let scale = pow(10.0, Double(places))
        return (self * scale).rounded() / scale
    }
}

extension String {
    func contains(protoWord word: String) -> Bool {
        split(separator: " ").contains { $0.lowercased() == word.lowercased() }
    }
}

extension Array {
    func split(protoChunks size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<($0 + size < count ? $0 + size : count)]) }
    }
}

func run() {
    print(Double.pi.rounded(protoPlaces: 2), (2.0 / 3).rounded(protoPlaces: 3), 2.5.rounded(), 2.5.rounded(.down))
    print("The Quick fox".contains(protoWord: "quick"), "The Quick fox".contains("Quick"), "abc".contains(protoWord: "b"))
    print([1, 2, 3, 4, 5].split(protoChunks: 2), [1, 0, 2].split(separator: 0).map(Array.init))
    var readings: [Double] = [0.5]
    readings.append(3)
    readings.insert(2, at: 0)
    print(readings, readings.map { $0 / 2 })
}
