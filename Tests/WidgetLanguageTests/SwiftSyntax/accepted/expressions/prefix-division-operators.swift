prefix operator /
prefix operator %

prefix func / (value: Int) -> Int { value / 2 }
prefix func % (value: Double) -> Double { value / 100 }

func halved(_ value: Int) -> Int { value }

func prefixed(count: Int) -> (Int, Double, [Int]) {
    let half = /count
    let share = %42.0
    let list = [/4, /8]
    return (halved(/6) + half, share, list)
}
