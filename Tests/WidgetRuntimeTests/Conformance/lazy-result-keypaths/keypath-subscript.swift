struct LkPoint { var x: Int; var y: Int }
struct LkLine { var from: LkPoint; var to: LkPoint }

func run() {
    var p = LkPoint(x: 1, y: 2)
    let xPath = \LkPoint.x
    print(p[keyPath: xPath], p[keyPath: \.y])
    p[keyPath: \LkPoint.y] = 20
    p[keyPath: xPath] += 5
    print(p.x, p.y)
    var line = LkLine(from: p, to: LkPoint(x: 0, y: 0))
    line[keyPath: \.to.x] = 9
    print(line.to.x, line[keyPath: \LkLine.from.y])
}
