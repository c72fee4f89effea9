protocol MadeCard { var id: String { get }; init(id: String) }
extension MadeCard {
    static func make(_ ids: [String]) -> [Self] { ids.map(Self.init) }
    static func one(_ id: String) -> Self { Self(id: id) }
}
struct NewsItem: MadeCard { let id: String }
struct StockItem: MadeCard { let id: String; var price = 1; init(id: String) { self.id = id } }
func run() {
    print(NewsItem.make(["a", "b"]).map(\.id), StockItem.make(["s"]).map(\.id), NewsItem.one("x").id, StockItem.one("y").price)
}
