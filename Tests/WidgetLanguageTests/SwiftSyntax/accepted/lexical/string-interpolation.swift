struct Greeting {
    var name: String
    var count: Int
    var text: String { "Hello, \(name)! You have \(count) new \(count == 1 ? "message" : "messages")." }
    var nested: String { "outer \("inner \(count + 1)") done" }
    var formatted: String { "\(Double(count) / 3, format: .number)" }
}
