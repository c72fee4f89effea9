import Foundation

// Foundation's IndexSet as lists use it: made from one integer, a range or integers; read in ascending order.
func run() {
    let one = IndexSet(integer: 4)
    let range = IndexSet(integersIn: 2..<6)
    let some = IndexSet([5, 1, 3, 1])
    print(one.count, one.contains(4), one.first ?? -1)
    print(range.count, range.contains(5), range.contains(6), range.first ?? -1, range.last ?? -1)
    print(some.count, Array(some), some.map { $0 * 10 })
    var total = 0
    for offset in some { total += offset }
    print(total, IndexSet().isEmpty, some.isEmpty)
    let names = ["a", "b", "c", "d", "e", "f"]
    print(range.map { names[$0] }.joined())
}
