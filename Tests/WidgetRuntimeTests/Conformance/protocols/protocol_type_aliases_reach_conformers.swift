protocol AliasedStorage {
    typealias Identifier = Double
    typealias Row = (id: Identifier, title: String)
    func find(by id: Identifier) -> String?
}

final class AliasedLocalStorage: AliasedStorage {
    var rows: [Row] = [(1.5, "first"), (2, "second")]
    func find(by id: Identifier) -> String? { rows.first { $0.id == id }?.title }
    func ids() -> [Identifier] { rows.map(\.id) }
}

struct AliasedMemoryStorage: AliasedStorage {
    func find(by id: Identifier) -> String? { id > 0 ? "memory \(id)" : nil }
}

struct AliasedReading {
    let value: Int
    init ?(text: String) {
        guard let value = Int(text) else { return nil }
        self.value = value
    }
}

func run() {
    let local = AliasedLocalStorage()
    print(local.find(by: 2) ?? "-", local.find(by: 3) ?? "-", local.ids())
    let key: AliasedLocalStorage.Identifier = 4
    print(key, AliasedMemoryStorage().find(by: key) ?? "-", AliasedMemoryStorage().find(by: -1) ?? "-")
    let stores: [any AliasedStorage] = [local, AliasedMemoryStorage()]
    print(stores.map { $0.find(by: 1.5) ?? "none" })
    print(AliasedReading(text: "42")?.value ?? -1, AliasedReading(text: "x") == nil)
}
