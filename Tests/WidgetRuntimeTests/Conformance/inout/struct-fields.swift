struct InoutPoint { var x: Int; var y: Int }

func inoutBump(_ value: inout Int, by step: Int = 1) { value += step }
func inoutMove(_ point: inout InoutPoint) { point.x += 10; point.y -= 10 }

func run() {
    var p = InoutPoint(x: 0, y: 0)
    inoutBump(&p.x)
    inoutBump(&p.y, by: 5)
    print(p.x, p.y)
    inoutMove(&p)
    print(p.x, p.y)
    var points = [InoutPoint(x: 1, y: 1), InoutPoint(x: 2, y: 2)]
    inoutMove(&points[1])
    inoutBump(&points[0].y, by: 100)
    print(points.map { "\($0.x),\($0.y)" })
}
