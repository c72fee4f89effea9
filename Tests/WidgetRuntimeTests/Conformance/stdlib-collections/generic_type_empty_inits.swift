import Foundation

// Collections made empty by their generic type's name (`Dictionary<Int, Int>()`, `Array<String>()`,
// `Set<Int>()`), and an NSNumber given where Foundation takes one.
func run() {
    var indent = Dictionary<Int, Int>()
    indent[1] = 2
    var sized = Dictionary<String, Double>(minimumCapacity: 4)
    sized["a"] = 1.5
    var names = Array<String>()
    names.append("a")
    var seen = Set<Int>()
    seen.insert(3)
    print(indent, sized, names, seen, indent.isEmpty)
    print(NumberFormatter.localizedString(from: NSNumber(value: 1234), number: .decimal))
    let n = NSNumber(value: 2.5)
    print(n.doubleValue, n.intValue)
}
