// A lazy sequence returned as `some Sequence` or `any Collection`: behind the opaque type its `map` and `filter` are
// Sequence's, which give arrays.
struct OlShelf {
    var pages = [120, 340, 90, 410]
    func long() -> some Sequence<Int> { pages.lazy.filter { $0 > 100 } }
    var doubled: some Sequence<Int> { pages.lazy.map { $0 * 2 } }
}

func olEvens(_ xs: [Int]) -> some Sequence<Int> { xs.lazy.filter { $0.isMultiple(of: 2) } }

func run() {
    let shelf = OlShelf()
    print(shelf.long().map { $0 / 10 }, Array(shelf.long()))
    print(shelf.doubled.filter { $0 > 300 }, olEvens([1, 2, 3, 4]).map(String.init))
    print(shelf.long().reduce(0, +), shelf.pages.lazy.filter { $0 < 100 }.map { $0 + 1 }.first ?? 0)
}
