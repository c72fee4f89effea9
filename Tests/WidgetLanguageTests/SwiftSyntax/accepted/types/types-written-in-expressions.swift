protocol Handler { func handle(_ n: Int) -> Bool }
struct Registry {
    var byName = [String: (Int) -> Bool]()
    var callbacks = [(String) -> Void]()
    var nested = [Int: [(Double) throws -> Double]]()
    let handlerType = (any Handler).self
    let pointKey = \(x: Int, y: Int).y
    let firstKey = \[Int].first
    let countKey = \[String: [Int]].count
}
struct Buffer<let Size: Int> {
    var bytes: [Size of UInt8]
    var pairs: [2 of (Int, Int)]
}
func packs<each Value: CustomStringConvertible>(_ values: repeat each Value) -> [String] {
    var all: [String] = []
    repeat all.append((each values).description)
    for value in repeat each values { all.append(value.description) }
    return all
}
