protocol CpeNamed { var name: String { get } }
protocol CpePriced { var price: Double { get } }

extension CpeNamed {
    var summary: String { "item \(name)" }
    func label(upper: Bool) -> String { upper ? name.uppercased() : name }
}

extension CpeNamed where Self: CpePriced {
    var summary: String { "item \(name) at \(price)" }
    func label(upper: Bool) -> String { "\(upper ? name.uppercased() : name) (\(price))" }
    func discounted(by rate: Double) -> Double { price * (1 - rate) }
}

extension CpeNamed where Self: CustomStringConvertible {
    var card: String { "[\(description)]" }
}

struct CpeBook: CpeNamed, CpePriced { let name: String; let price: Double }
struct CpeGift: CpeNamed, CustomStringConvertible {
    let name: String
    var description: String { "gift " + name }
}

func cpeShow<T: CpeNamed>(_ x: T) -> String { x.summary }

func run() {
    let book = CpeBook(name: "Dune", price: 8)
    let gift = CpeGift(name: "mug")
    print(book.summary, "|", gift.summary, "|", gift.card)
    print(book.label(upper: true), gift.label(upper: false), book.discounted(by: 0.25))
    print(cpeShow(book), cpeShow(gift))
    let shelf: [any CpeNamed] = [book, gift]
    for item in shelf { print(item.summary, item.label(upper: true)) }
    print(shelf.map { $0.summary }, shelf.map { item in item.label(upper: false) })
}
