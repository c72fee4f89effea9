struct Person { var name: String; var age: Int }
extension [Person] {
    var names: [String] { map(\.name) }
    func oldest() -> Person? { self.max { $0.age < $1.age } }
}
extension [String: Int] {
    var total: Int { values.reduce(0, +) }
}
extension Int? {
    var orZero: Int { self ?? 0 }
}
extension Array where Element == Person {
    var averageAge: Double { Double(map(\.age).reduce(0, +)) / Double(Swift.max(count, 1)) }
}
