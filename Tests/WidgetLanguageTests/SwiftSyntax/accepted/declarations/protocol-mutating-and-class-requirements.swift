protocol Resettable { mutating func reset(); static func makeDefault() -> Self }
protocol Refreshable: AnyObject { func refresh() async }
protocol Queued where Self: AnyObject { var queue: [Int] { get set } }
struct Count: Resettable {
    var n = 0
    mutating func reset() { n = 0 }
    static func makeDefault() -> Count { Count() }
}
