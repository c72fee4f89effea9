// A Set's `remove(_:)` gives the member it took out, or nil; an Array's `remove(at:)` the element itself.
func run() {
    var pinned: Set<String> = ["weather", "calendar"]
    let taken = pinned.remove("weather")
    let missing = pinned.remove("stocks")
    print(taken as Any, missing as Any, pinned.count)
    if let again = pinned.remove("calendar") { print("removed \(again)") }
    print(pinned.isEmpty, pinned.remove("calendar") == nil)
    var order = ["a", "b", "c"]
    let first = order.remove(at: 0)
    print(first, order)
}
