import Foundation

func run() {
    let values = [2.5, 3.5, -2.5, 2.4, -2.6]
    for v in values {
        print(v.rounded(), v.rounded(.down), v.rounded(.up), v.rounded(.towardZero), v.rounded(.toNearestOrEven))
    }
    print((7.0 / 2).rounded(), Int((10.0 / 3).rounded()))
    var d = 1.75
    d.round(.down)
    print(d)
}
