prefix operator /
prefix operator %

prefix func / (value: Int) -> Int { value / 2 }
prefix func % (value: Double) -> Double { value / 100 }

func run() {
    let half = /10
    let list = [/4, /8]
    let quarter = /half
    print(half, list, %42.0, quarter)
}
