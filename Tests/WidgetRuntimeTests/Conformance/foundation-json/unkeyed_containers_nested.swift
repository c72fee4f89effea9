import Foundation

struct UnkPoint: Decodable, Equatable {
    let x: Int
    let y: Int
    enum CodingKeys: String, CodingKey { case x, y }
}

struct UnkSeries: Decodable {
    var points: [UnkPoint] = []
    var rows: [[Int]] = []
    var nulls = 0
    init(from decoder: Decoder) throws {
        var outer = try decoder.unkeyedContainer()
        while !outer.isAtEnd {
            if try outer.decodeNil() { nulls += 1; continue }
            if let count = outer.count, count > 3, rows.isEmpty, points.count == 2 {
                var row = try outer.nestedUnkeyedContainer()
                var numbers: [Int] = []
                while !row.isAtEnd { numbers.append(try row.decode(Int.self)) }
                rows.append(numbers)
                continue
            }
            let point = try outer.nestedContainer(keyedBy: UnkPoint.CodingKeys.self)
            points.append(UnkPoint(x: try point.decode(Int.self, forKey: .x), y: try point.decode(Int.self, forKey: .y)))
        }
    }
}

func run() {
    runEncoding()
    let json = #"[{"x": 1, "y": 2}, null, {"x": 3, "y": 4}, [5, 6, 7], null]"#
    do {
        let series = try JSONDecoder().decode(UnkSeries.self, from: Data(json.utf8))
        print(series.points.map { "\($0.x),\($0.y)" }, series.rows, series.nulls)
    } catch {
        print(error)
    }
    do {
        _ = try JSONDecoder().decode(UnkSeries.self, from: Data(#"[5]"#.utf8))
    } catch {
        print(error)
    }
}

struct UnkOut: Encodable {
    let points: [UnkPoint]
    func encode(to encoder: Encoder) throws {
        var outer = encoder.unkeyedContainer()
        for point in points {
            var keyed = outer.nestedContainer(keyedBy: UnkPoint.CodingKeys.self)
            try keyed.encode(point.x, forKey: .x)
            try keyed.encode(point.y, forKey: .y)
        }
        try outer.encodeNil()
        var row = outer.nestedUnkeyedContainer()
        try row.encode(7)
        try row.encode(8)
    }
}

func runEncoding() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try! encoder.encode(UnkOut(points: [UnkPoint(x: 1, y: 2), UnkPoint(x: 3, y: 4)]))
    print(String(decoding: data, as: UTF8.self))
}
