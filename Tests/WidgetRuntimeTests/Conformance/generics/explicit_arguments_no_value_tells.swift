// A generic type made with its arguments written (SpecFeed<SpecA>()), where no stored value tells them: its members' I.label.

protocol SpecLabeled { static var label: String { get } }
struct SpecA: SpecLabeled { static var label: String { "A!" } }
struct SpecB: SpecLabeled { static var label: String { "B?" } }
struct SpecFeed<I: SpecLabeled> {
    var count = 1
    func title() -> String { I.label + String(count) }
    mutating func bump() { count += 1 }
}
final class SpecHolder<I: SpecLabeled> {
    func title() -> String { "holder " + I.label }
}

func run() {
    print(SpecFeed<SpecA>().title(), SpecFeed<SpecB>().title())
    var feed = SpecFeed<SpecB>()
    feed.bump()
    print(feed.title(), type(of: feed))
    let copy = feed
    print(copy.title(), SpecHolder<SpecA>().title())
    print(type(of: SpecHolder<SpecB>()))
    print([SpecFeed<SpecA>()], SpecFeed<SpecB>())
    let boxes = [SpecBox<[Int]>(), SpecBox<[String: Double]>()].map { String(describing: type(of: $0)) }
    print(boxes)
}

struct SpecBox<T> {
    var made = true
}
