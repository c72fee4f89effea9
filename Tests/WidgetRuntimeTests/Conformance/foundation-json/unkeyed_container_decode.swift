import Foundation

struct PairPoint: Decodable {
    let x: Int
    let y: Int

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Int.self)
        y = try container.decode(Int.self)
    }
}

func run() {
    let json = "[[1, 2], [10, -4], [0, 0]]"
    let points = try! JSONDecoder().decode([PairPoint].self, from: Data(json.utf8))
    for point in points {
        print("(\(point.x), \(point.y))")
    }
    print(points.map { $0.x + $0.y })
    let short = try? JSONDecoder().decode([PairPoint].self, from: Data("[[1]]".utf8))
    print(short == nil)
}
