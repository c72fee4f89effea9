final class OpGrid {
    var cells: [Double]
    init(_ cells: [Double]) { self.cells = cells }
}

struct OpPrice { var cents: Int }

func * (lhs: OpGrid, rhs: OpGrid) -> OpGrid {
    OpGrid(zip(lhs.cells, rhs.cells).map { $0 * $1 })
}

func * (lhs: OpPrice, rhs: Int) -> OpPrice { OpPrice(cents: lhs.cents * rhs) }

func - (lhs: OpPrice, rhs: OpPrice) -> OpPrice { OpPrice(cents: lhs.cents - rhs.cents) }

func run() {
    let product = OpGrid([1, 2, 3]) * OpGrid([4, 5, 6])
    print(product.cells)
    let minutes = 15
    let seconds = -Double(minutes) * 60
    print(seconds, 4 * -24 * 60, 7 - 2)
    var total = 3
    total *= 5
    print(total)
    let price = OpPrice(cents: 250) * 3
    print(price.cents, (price - OpPrice(cents: 50)).cents)
}
