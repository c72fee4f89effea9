typealias ShadowPoint = (x: Double, y: Double)

struct ShadowSegment {
    var label = "the module's own type"
}

struct ShadowChart {
    typealias ShadowSegment = [ShadowPoint]

    let data: [ShadowPoint]

    func segments(below limit: Double) -> [ShadowSegment] {
        var result: [ShadowSegment] = []
        var segment: ShadowSegment = []
        for point in data {
            if point.y < limit {
                segment.append(point)
            } else if !segment.isEmpty {
                result.append(segment)
                segment = []
            }
        }
        if !segment.isEmpty { result.append(segment) }
        return result
    }
}

func run() {
    let origin = ShadowPoint(x: 0, y: 0)
    print(origin.x, origin.y)
    let chart = ShadowChart(data: [ShadowPoint(x: 1, y: 1), ShadowPoint(x: 2, y: 5), ShadowPoint(x: 3, y: 2), ShadowPoint(x: 4, y: 3)])
    let parts = chart.segments(below: 4)
    print(parts.count, parts.map { $0.count }, parts.last?.last?.x ?? -1)
    print(ShadowSegment().label)
}
