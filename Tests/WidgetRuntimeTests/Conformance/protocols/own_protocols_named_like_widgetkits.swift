protocol TimelineProvider {
    associatedtype Entry
    var name: String { get }
    func entries() -> [Entry]
}
extension TimelineProvider {
    func summary() -> String { "\(name): \(entries().count)" }
}
struct Steps: TimelineProvider {
    let name = "Steps"
    func entries() -> [Int] { [1, 2, 3] }
}
class Widget { var title = "w"; func render() -> String { "[\(title)]" } }
class Clock: Widget { override func render() -> String { "clock " + super.render() } }
func run() {
    print(Steps().summary(), Clock().render())
}
