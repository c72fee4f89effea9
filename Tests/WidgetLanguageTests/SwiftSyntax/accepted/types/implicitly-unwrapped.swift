class Controller {
    var label: String!
    var values: [Int]!
    func load() { label = "x"; values = [] }
    func length() -> Int { label.count }
}
