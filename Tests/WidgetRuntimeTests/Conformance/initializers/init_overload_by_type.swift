struct OverVector {
    var values: [Double]
    init(_ values: [Double]) { self.values = values }
}

struct OverLine {
    var points: OverVector
    var width: Double

    init(points: [Double], width: Double = 2) {
        self.init(points: OverVector(points.map { $0 * 10 }), width: width)
    }

    init(points: OverVector, width: Double = 2) {
        self.points = points
        self.width = width
    }
}

func run() {
    let fromArray = OverLine(points: [1, 2, 3])
    print(fromArray.points.values, fromArray.width)
    let fromVector = OverLine(points: OverVector([4, 5]), width: 1)
    print(fromVector.points.values, fromVector.width)
}
