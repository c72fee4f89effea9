protocol AtmRepository {
    associatedtype Item: Identifiable
    var items: [Item] { get set }
}

extension AtmRepository {
    func find(_ id: Item.ID) -> Item? { items.first { $0.id == id } }
    func ids() -> [Item.ID] { items.map(\.id) }
    mutating func upsert(_ item: Item) {
        if let i = items.firstIndex(where: { $0.id == item.id }) { items[i] = item } else { items.append(item) }
    }
}

struct AtmNote: Identifiable { let id: Int; var text: String }
struct AtmTag: Identifiable { var id: String { name }; let name: String }
struct AtmNotes: AtmRepository { var items: [AtmNote] = [] }
struct AtmTags: AtmRepository { var items: [AtmTag] = [] }

func run() {
    var notes = AtmNotes()
    notes.upsert(AtmNote(id: 1, text: "a"))
    notes.upsert(AtmNote(id: 2, text: "b"))
    notes.upsert(AtmNote(id: 1, text: "A"))
    print(notes.items.map(\.text), notes.find(2)?.text ?? "-", notes.find(9) == nil, notes.ids())
    var tags = AtmTags()
    tags.upsert(AtmTag(name: "swift"))
    print(tags.find("swift")?.name ?? "-", tags.ids())
}
