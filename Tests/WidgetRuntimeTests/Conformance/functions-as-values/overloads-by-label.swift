func favArea(radius: Double) -> Double { 3 * radius * radius }
func favArea(width: Double, height: Double) -> Double { width * height }
func favArea(side: Double) -> Double { side * side }

func run() {
    print(favArea(radius: 2))
    print(favArea(width: 2, height: 3.5))
    print(favArea(side: 1.5))
    let byRadius: (Double) -> Double = favArea(radius:)
    let bySide = favArea(side:)
    print(byRadius(1), bySide(4))
}
