import Foundation

struct SparseRecord: Codable {
    let id: Int
    let note: String?
    let score: Int?
}

func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let records = [SparseRecord(id: 1, note: nil, score: nil), SparseRecord(id: 2, note: "x", score: nil), SparseRecord(id: 3, note: nil, score: 0)]
    for record in records {
        print(String(data: try! encoder.encode(record), encoding: .utf8)!)
    }
    let optionals: [Int?] = [1, nil, 3]
    print(String(data: try! encoder.encode(optionals), encoding: .utf8)!)
}
